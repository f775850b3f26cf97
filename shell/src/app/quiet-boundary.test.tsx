import { render, screen } from '@testing-library/react';
import { QuietBoundary, withRetry } from './quiet-boundary';

function Boom({ fail }: { fail: boolean }) {
  if (fail) throw new Error('chunk failed');
  return <p>loaded</p>;
}

describe('QuietBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows its fallback instead of taking the page down, and tries again on a new reset key', () => {
    const { rerender } = render(
      <div>
        <h1>Page</h1>
        <QuietBoundary resetKey={1} fallback={<p>unavailable</p>}>
          <Boom fail />
        </QuietBoundary>
      </div>,
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.getByText('unavailable')).toBeInTheDocument();
    rerender(
      <div>
        <h1>Page</h1>
        <QuietBoundary resetKey={2} fallback={<p>unavailable</p>}>
          <Boom fail={false} />
        </QuietBoundary>
      </div>,
    );
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});

describe('withRetry', () => {
  it('requests a failed chunk once more', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce('module');
    await expect(withRetry(load)()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second failure', async () => {
    const load = jest.fn().mockRejectedValue(new Error('offline'));
    await expect(withRetry(load)()).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

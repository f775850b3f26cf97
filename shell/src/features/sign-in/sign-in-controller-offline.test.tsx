import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { bus } from '@utsav/shared/bus';
import { notify } from '@utsav/shared/toast';
import { SignInController } from './sign-in-controller';

// The dialog's chunk cannot be downloaded (offline, or a deploy removed it).
jest.mock('@utsav/ui/sign-in-modal', () => {
  throw new Error('Loading chunk sign-in-modal failed');
});

describe('SignInController when the dialog cannot load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps the page up and tells the visitor, once per request', async () => {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <h1>Home</h1>
        <SignInController />
      </MemoryRouter>,
    );
    act(() => bus.emit('auth:required', {}));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0]?.[0]).toMatch(/Sign in is not available right now/);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    act(() => bus.emit('auth:required', {}));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});

import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BannerSlider } from './banner-slider';

describe('BannerSlider', () => {
  it('asks for the first slide at high priority and eagerly, the others lazily, without a React warning', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <MemoryRouter>
        <BannerSlider
          sliders={
            [
              { serviceid: 1, doc: 'first.svg' },
              { serviceid: 2, doc: 'second.svg' },
            ] as never
          }
        />
      </MemoryRouter>,
    );
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(second?.getAttribute('fetchpriority')).toBe('auto');
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

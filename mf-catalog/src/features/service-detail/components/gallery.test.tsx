import { fireEvent, render, screen } from '@testing-library/react';
import { Gallery } from './gallery';

describe('Gallery', () => {
  it('fetches the large image first (fetchpriority, without a React warning) and swaps it from a thumbnail', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Gallery title="Royal Mandap" images={[{ doc: 'one.svg' }, { doc: 'two.svg' }] as never} />);
    const large = screen.getByRole('img', { name: 'Royal Mandap' });
    expect(large.getAttribute('fetchpriority')).toBe('high');
    expect(large.getAttribute('src')).toMatch(/\/images\/product\/one\.svg$/);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    fireEvent.click(screen.getAllByRole('button')[1]!);
    expect(screen.getByRole('img', { name: 'Royal Mandap' }).getAttribute('src')).toMatch(/two\.svg$/);
  });
});

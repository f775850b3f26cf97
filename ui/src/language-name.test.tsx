import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LanguageName } from './language-name';
import { Logo } from './logo';

test('हिन्दी on a page not in Hindi is its outline, named by the text; in Hindi, and English anywhere, plain text', () => {
  const { container, rerender } = render(
    <button type="button">
      <LanguageName lang="hi" pageLang="en" />
    </button>,
  );
  expect(screen.getByRole('button', { name: 'हिन्दी' })).toBeInTheDocument();
  expect(screen.getByText('हिन्दी')).toHaveClass('visually-hidden');
  expect(container.querySelector('[aria-hidden="true"]')).toHaveClass('hindiName');

  rerender(
    <button type="button">
      <LanguageName lang="hi" pageLang="hi" />
    </button>,
  );
  expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveTextContent(/^हिन्दी$/);
  expect(container.querySelector('.hindiName, .visually-hidden')).toBeNull();

  rerender(
    <button type="button">
      <LanguageName lang="en" pageLang="en" />
    </button>,
  );
  expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  expect(container.querySelector('.hindiName')).toBeNull();
});

test("the logo's name is white on a dark header, whatever the language (not chosen by its translated link name)", () => {
  render(
    <MemoryRouter>
      <Logo onDark />
      <Logo to="/x" />
    </MemoryRouter>,
  );
  const [dark, light] = screen.getAllByText('Utsav');
  expect(dark).toHaveClass('logoText', 'onDark');
  expect(light).toHaveClass('logoText');
  expect(light).not.toHaveClass('onDark');
});

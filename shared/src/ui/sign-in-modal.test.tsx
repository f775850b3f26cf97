import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { api } from '../api-client';
import { notify } from '../toast';
import { SignInModal } from './sign-in-modal';

afterEach(() => jest.restoreAllMocks());

// Issue #17 item 9: a refused sign-in is told inside the dialog and stays until the customer corrects a field.
test('a wrong password shows inline in the dialog until a field changes', async () => {
  jest.spyOn(api, 'post').mockResolvedValue({ data: { Status: 'Failed', Message: 'Invalid mobile number or password' } });
  const warning = jest.spyOn(notify, 'warning').mockImplementation(() => '');
  const onClose = jest.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter><SignInModal open onClose={onClose} /></MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.type(screen.getByLabelText('User Id'), '9876543210');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong');
  await userEvent.click(screen.getByLabelText('Remember Me'));
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByTestId('sign-in-error')).toHaveTextContent('Invalid mobile number or password');
  expect(onClose).not.toHaveBeenCalled();
  expect(warning).not.toHaveBeenCalled();
  await new Promise((r) => setTimeout(r, 800)); // longer than a toast's 700 ms: still there
  expect(screen.getByTestId('sign-in-error')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Password'), 'x');
  expect(screen.queryByTestId('sign-in-error')).toBeNull();
});

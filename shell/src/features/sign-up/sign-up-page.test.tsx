import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { api } from '@utsav/shared/api-client';
import SignUpPage from './sign-up-page';
import { ROUTER_FUTURE } from '@utsav/shared/contracts';

afterEach(() => jest.restoreAllMocks());

async function fill(overrides: Partial<Record<string, string>> = {}) {
  const values = { 'Full Name': 'Meera Iyer', Email: 'meera@example.in', Phone: '9988776655', Password: 'Secret@12', 'Confirm Password': 'Secret@12', ...overrides };
  for (const [label, value] of Object.entries(values)) if (value) await userEvent.type(screen.getByLabelText(label), value);
}

describe('SignUpPage', () => {
  it('warns when the passwords differ and sends nothing', async () => {
    const post = jest.spyOn(api, 'post');
    render(<MemoryRouter future={ROUTER_FUTURE}><SignUpPage /></MemoryRouter>);
    await fill({ 'Confirm Password': 'Other@123' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password and confirm password do not match!')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('filters the name to letters and spaces and the phone to 10 digits', async () => {
    render(<MemoryRouter future={ROUTER_FUTURE}><SignUpPage /></MemoryRouter>);
    await userEvent.type(screen.getByLabelText('Full Name'), 'Meera 2 Iyer!');
    await userEvent.type(screen.getByLabelText('Phone'), '99887766551234');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Meera  Iyer');
    expect(screen.getByLabelText('Phone')).toHaveValue('9988776655');
  });

  it('registers a customer (user_type 1) and clears the form on success', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { status: 'Success', message: 'Registered successfully' } });
    render(<MemoryRouter future={ROUTER_FUTURE}><SignUpPage /></MemoryRouter>);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue(''));
    expect(post).toHaveBeenCalledWith('/UserRegister', expect.objectContaining({ name: 'Meera Iyer', phone: '9988776655', user_type: '1', cpassword: 'Secret@12' }));
  });

  it('keeps the form when the server refuses', async () => {
    jest.spyOn(api, 'post').mockResolvedValue({ data: { status: 'Failed', message: 'Mobile already registered' } });
    render(<MemoryRouter future={ROUTER_FUTURE}><SignUpPage /></MemoryRouter>);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue('Meera Iyer'));
  });
});

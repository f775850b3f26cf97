import { PRIVACY_NOTICE_VERSION } from '@utsav/domain/schemas/privacy';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { VENDOR_TERMS_REQUIRED } from '@utsav/domain/schemas/vendor-sign-up';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { renderAt } from '../../../test/render';
import { categoriesReply } from '../../../test/api-replies';
import VendorSignUpPage from './vendor-sign-up-page';

/** The API: the service types for the picker (every test). */
const server = () => mockApi().on('GET', '/api/allServices', categoriesReply(['Decoration', 'Catering']));

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const valid = {
  'Full Name': 'Ravi Kumar',
  Email: 'ravi@example.in',
  Phone: '9812345678',
  'Verification code': '654321',
  Password: 'Secret@1',
  'Confirm Password': 'Secret@1',
};

describe('vendor sign-up (product §5)', () => {
  beforeEach(() => jest.restoreAllMocks());

  it('shows eligibility and policy text and one h1', async () => {
    server();
    renderAt(<VendorSignUpPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Who can register' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vendor policy' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Catering' })).toBeInTheDocument();
  });

  it("warns 'Passwords do not match' and does not post", async () => {
    const api = server();
    renderAt(<VendorSignUpPage />);
    await screen.findByRole('option', { name: 'Decoration' });
    fill({ ...valid, 'Confirm Password': 'Other@1' });
    fireEvent.change(screen.getByLabelText('Service Type'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls('POST')).toHaveLength(0);
  });

  it('requires every field and a service type; limits and typing filters apply', async () => {
    server();
    renderAt(<VendorSignUpPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please select service type')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', '70');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('maxLength', '10');
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('maxLength', '50');
    fill({ 'Full Name': 'Ravi 123', Phone: '98ab76' });
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ravi ');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876');
  });

  it('requires the terms checkbox (shared schema rule) and does not post without it', async () => {
    const api = server();
    renderAt(<VendorSignUpPage />);
    await screen.findByRole('option', { name: 'Catering' });
    fill(valid);
    fireEvent.change(screen.getByLabelText('Service Type'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(VENDOR_TERMS_REQUIRED)).toBeInTheDocument();
    const terms = screen.getByRole('checkbox', { name: /vendor policy and terms/ });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(VENDOR_TERMS_REQUIRED);
    expect(api.calls('POST')).toHaveLength(0);
    fireEvent.click(terms);
    expect(screen.queryByText(VENDOR_TERMS_REQUIRED)).not.toBeInTheDocument();
  });

  it('posts the registration with the terms and shows what happens next: operator approval', async () => {
    const message = 'Registration successful. Your account awaits approval by Utsav.';
    const api = server().on('POST', '/api/vendorRegister', {
      Status: 'Success',
      Message: message,
      message,
      Payload: { Id: 12 },
    });
    renderAt(<VendorSignUpPage />);
    await screen.findByRole('option', { name: 'Catering' });
    fill(valid);
    fireEvent.change(screen.getByLabelText('Service Type'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /vendor policy and terms/ }));
    expect(screen.getByTestId('privacy-notice')).toHaveTextContent('By registering as a service provider you agree');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/vendorRegister')[0]?.body).toEqual({
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        phone: '9812345678',
        password: 'Secret@1',
        cpassword: 'Secret@1',
        serviceId: 2,
        userType: '2',
        terms: true,
        otp: '654321',
        // The privacy notice shown above the button (docs/privacy.md#notice): its version, for the consent record.
        noticeVersion: PRIVACY_NOTICE_VERSION,
      }),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Registration received' });
    expect(heading).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('awaits approval')).toBeInTheDocument();
    expect(screen.getByText('ravi@example.in')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Sign in now and add your services/),
      expect.stringMatching(/^Utsav reviews your account/),
      expect.stringMatching(/^Once approved, customers see your services/),
    ]);
    expect(screen.getByRole('link', { name: 'Sign in to add services' })).toHaveAttribute('href', '/vendor');
    expect(screen.queryByRole('form', { name: 'Vendor registration' })).not.toBeInTheDocument();
  });

  it('a refused registration keeps the form and says why', async () => {
    server().fail('POST', '/api/vendorRegister', 400, {
      Status: 'Failed',
      Message: 'This email is already registered',
    });
    const toast = jest.spyOn(notify, 'error').mockImplementation(() => '');
    renderAt(<VendorSignUpPage />);
    await screen.findByRole('option', { name: 'Catering' });
    fill(valid);
    fireEvent.change(screen.getByLabelText('Service Type'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /vendor policy and terms/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('This email is already registered'));
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Registration received' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@example.in');
  });
});

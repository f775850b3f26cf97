import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, type ApiMock, type ReplyOf } from '@utsav/shared/testing/api-mock';
import { renderAt } from '../../../test/render';
import { categoriesReply, profileReply } from '../../../test/api-replies';
import { ServiceForm } from './service-form';
import { notify } from '@utsav/shared/toast';
import { validate } from '@utsav/domain/schemas/validate';
import { serviceFormSchema } from './service-form-rules';
import { emptyServiceForm, type ServiceFormValues } from './service-form-state';

const pinReply: ReplyOf<'GET', '/api/geo/pincode/{pin}'> = {
  Status: 'Success',
  Message: '',
  Payload: {
    pincode: '400001',
    name: 'Tajmahal',
    lat: 18.9474,
    lon: 72.8138,
    display_name: 'Tajmahal, Mumbai, Maharashtra, India',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    boundingbox: [],
  },
};

const filled: ServiceFormValues = {
  ...emptyServiceForm,
  serviceId: '1',
  name: 'Stage Decor',
  operatorName: 'Shubh Decorators',
  mobile: '9820000001',
  email: 'vendor@utsav.in',
  travelcharge: '40',
  shortDes: 'Lovely stage',
  bookingAmt: '1000',
  discount: '10',
  gst: '18',
  pin: '400001',
  city: 'Mumbai',
  state: 'Maharashtra',
  address: '1 Hill Road',
  eventTypes: ['wedding'],
};
/** The form's check (its schema, as the form runs it) of these values and picked images. */
const checkServiceForm = (values: ServiceFormValues, images: File[], mode: 'add' | 'edit') =>
  validate(serviceFormSchema(mode, false), { ...values, images });
const png = (name = 'a.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function setup(mode: 'add' | 'edit', initial: ServiceFormValues = emptyServiceForm) {
  const onSave = jest.fn();
  renderAt(<ServiceForm mode={mode} initial={initial} saving={false} onSave={onSave} />);
  return onSave;
}

/** The API of the form: service types, the pin code look-up and the vendor's GSTIN (registered unless told). */
function formApi(gstin = '27AAKFS4821L1ZS'): ApiMock {
  return mockApi()
    .on('GET', '/api/allServices', categoriesReply(['Decoration']))
    .on('GET', '/api/geo/pincode/{pin}', pinReply)
    .on('GET', '/api/vendor/profile', profileReply({ Gstin: gstin }));
}

describe('vendor service form (product §5)', () => {
  let server: ApiMock;
  beforeEach(() => {
    jest.restoreAllMocks();
    server = formApi();
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('has every field with its limit', () => {
    setup('add');
    const max = (label: string) => screen.getByLabelText(label).getAttribute('maxLength');
    expect(max('Service Name')).toBe('100');
    expect(max('Operator Name')).toBe('100');
    expect(max('Mobile')).toBe('10');
    expect(max('Email')).toBe('70');
    expect(max('Short Description')).toBe('10000');
    expect(max('Long Description')).toBe('10000');
    expect(max('Pin Code')).toBe('6');
    expect(max('City')).toBe('70');
    expect(max('Address')).toBe('100');
    expect(screen.getByLabelText('State')).toHaveAttribute('readonly');
    for (const label of [
      'Service Type',
      'Travel Charge per km (₹)',
      'MRP (₹)',
      'Discount (%)',
      'GST (%)',
      'GST Include / Exclude',
      'Amount Show / Hide',
      'Images',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Images')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Images')).toHaveAttribute('multiple');
  });

  it('applies the typing filters (numeric, percentage clamp, amount, letters-only city)', () => {
    setup('add');
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '98a20-00' } });
    expect(screen.getByLabelText('Mobile')).toHaveValue('982000');
    fireEvent.change(screen.getByLabelText('Discount (%)'), { target: { value: '150' } });
    expect(screen.getByLabelText('Discount (%)')).toHaveValue('100');
    fireEvent.change(screen.getByLabelText('GST (%)'), { target: { value: '-5' } });
    expect(screen.getByLabelText('GST (%)')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('MRP (₹)'), { target: { value: '12a3.5x' } });
    expect(screen.getByLabelText('MRP (₹)')).toHaveValue('123.5');
    // city and state come from the pin code, never typed.
    expect(screen.getByLabelText('City')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('State')).toHaveAttribute('readonly');
  });

  it('updates the price calculation live, for GST exclusive and inclusive', () => {
    setup('add');
    fireEvent.change(screen.getByLabelText('MRP (₹)'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Discount (%)'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('GST (%)'), { target: { value: '18' } });
    expect(screen.getByTestId('calc-discount')).toHaveTextContent('₹100.00');
    expect(screen.getByTestId('calc-offer')).toHaveTextContent('₹900.00');
    expect(screen.getByTestId('calc-gst')).toHaveTextContent('₹162.00');
    expect(screen.getByTestId('calc-payable')).toHaveTextContent('₹1,062.00');
    fireEvent.change(screen.getByLabelText('GST Include / Exclude'), { target: { value: '1' } });
    expect(screen.getByTestId('calc-payable')).toHaveTextContent('₹900.00');
  });

  it('looks up a six-digit pin code on leaving the field and fills city, state, country, lat and lon', async () => {
    setup('add');
    fireEvent.change(screen.getByLabelText('Pin Code'), { target: { value: '400001' } });
    fireEvent.blur(screen.getByLabelText('Pin Code'));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Mumbai'));
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra');
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    expect(screen.getByLabelText('Latitude')).toHaveValue('18.9474');
    expect(screen.getByLabelText('Longitude')).toHaveValue('72.8138');
    expect(server.calls('GET', '/api/geo/pincode/{pin}').map((c) => c.params.pin)).toEqual(['400001']);
  });

  it('does not look up fewer than six digits', () => {
    setup('add');
    fireEvent.change(screen.getByLabelText('Pin Code'), { target: { value: '40001' } });
    fireEvent.blur(screen.getByLabelText('Pin Code'));
    expect(server.calls('GET', '/api/geo/pincode/{pin}')).toHaveLength(0);
  });

  it('requires images when adding and shows previews of the picked ones', async () => {
    const onSave = setup('add', filled);
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(await screen.findAllByText('Please select at least one image')).not.toHaveLength(0);
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Images'), {
      target: { files: [png('one.png'), png('two.png'), new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    const previews = screen.getByRole('list', { name: 'Selected images' });
    expect(within(previews).getAllByRole('img')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [json, files] = onSave.mock.calls[0] as [Record<string, unknown>, File[]];
    expect(files.map((f) => f.name)).toEqual(['one.png', 'two.png']);
    expect(json).toMatchObject({ name: 'Stage Decor', payAmt: 1062, Status: 1 });
  });

  it('makes images optional and shows Status (Active/Inactive) only when editing', async () => {
    const onSave = setup('edit', { ...filled, id: '9', Status: '1' });
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Active', 'Inactive']);
    fireEvent.change(status, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Service' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 9, Status: 2 }), []));
  });

  it('has no image picker of its own when editing (the page has one upload area: the images card)', () => {
    setup('edit', { ...filled, id: '9', Status: '1' });
    expect(document.querySelectorAll('input[type="file"]')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Add more images' })).toBeNull();
  });

  it('a refused submit toasts the first message, marks each field and takes focus to the first one', async () => {
    const warning = jest.spyOn(notify, 'warning').mockImplementation(() => '');
    const onSave = setup('add', { ...filled, serviceId: '', mobile: '98200' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    await waitFor(() => expect(screen.getByLabelText('Service Type')).toHaveFocus());
    expect(warning).toHaveBeenCalledWith('Please select service type');
    expect(screen.getByLabelText('Service Type')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter 10 digit mobile number')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one image')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('an unknown pin code shows on its field and leaves city and state as they were', async () => {
    server.fail('GET', '/api/geo/pincode/{pin}', 404, { Status: 'Failed', Message: 'Unknown pincode' });
    setup('add', filled);
    fireEvent.change(screen.getByLabelText('Pin Code'), { target: { value: '999999' } });
    fireEvent.blur(screen.getByLabelText('Pin Code'));
    expect(
      await screen.findByText("We don't know this pincode: check its six digits, or enter a nearby one"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Pin Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('City')).toHaveValue('Mumbai');
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra');
  });

  it('event types: none chosen is refused with the shared message; the chosen ones are sent, in the list order', async () => {
    const onSave = setup('edit', { ...filled, id: '9', Status: '1', eventTypes: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Update Service' }));
    expect(await screen.findByText('Choose at least one event type the service suits')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    const group = screen.getByRole('group', { name: 'Event types this service suits' });
    fireEvent.click(within(group).getByLabelText('Birthday'));
    fireEvent.click(within(group).getByLabelText('Wedding'));
    fireEvent.click(screen.getByRole('button', { name: 'Update Service' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ eventTypes: ['wedding', 'birthday'] }), []),
    );
  });

  it('the radius field names the default radius', () => {
    setup('add');
    expect(screen.getByLabelText('Service radius (km, empty = 50 km)')).toBeInTheDocument();
  });

  it('has no Status field when adding', () => {
    setup('add');
    expect(screen.queryByLabelText('Status')).toBeNull();
  });

  it('a service that would cost ₹0 is refused beside Discount and not saved', async () => {
    const onSave = setup('add', { ...filled, discount: '100', gst_include_exclude: '1' });
    fireEvent.change(screen.getByLabelText('Images'), { target: { files: [png('one.png')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(
      await screen.findAllByText('The price after discount must be at least ₹1: lower the discount or raise the MRP'),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('Discount (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('service form rules (shared schema)', () => {
  const long = (n: number) => 'a'.repeat(n);
  it.each([
    [{ name: '' }, 'name', 'Service name is required'],
    [{ name: long(101) }, 'name', 'Service name can be at most 100 characters'],
    [{ operatorName: long(101) }, 'operatorName', 'Operator name can be at most 100 characters'],
    [{ mobile: '98200' }, 'mobile', 'Enter 10 digit mobile number'],
    [{ email: 'nope' }, 'email', 'Enter a valid email address'],
    [{ email: `${long(66)}@b.in` }, 'email', 'Email can be at most 70 characters'],
    [{ travelcharge: '1234567890' }, 'travelcharge', 'Travel charge per km can be at most 9 digits'],
    [{ bookingAmt: '1234567890' }, 'bookingAmt', 'MRP can be at most 9 digits'],
    [{ bookingAmt: '' }, 'bookingAmt', 'MRP is required'],
    [{ shortDes: long(10001) }, 'shortDes', 'Short description can be at most 10000 characters'],
    [{ longDes: long(10001) }, 'longDes', 'Long description can be at most 10000 characters'],
    [{ pin: '4000' }, 'pin', 'Pin code must be 6 digits'],
    [{ city: long(71) }, 'city', 'City can be at most 70 characters'],
    [{ address: long(101) }, 'address', 'Address can be at most 100 characters'],
    [{ serviceId: '' }, 'serviceId', 'Please select service type'],
  ] as const)('%j → %s: %s', (patch, field, message) => {
    const r = checkServiceForm({ ...filled, ...patch }, [png()], 'add');
    expect(r.ok).toBe(false);
    expect(r.errors[field as keyof typeof r.errors]).toBe(message);
  });

  it('images: required on add, optional on edit', () => {
    expect(checkServiceForm(filled, [], 'add').errors.images).toBe('Please select at least one image');
    expect(checkServiceForm(filled, [png()], 'add').ok).toBe(true);
    expect(checkServiceForm({ ...filled, id: '3' }, [], 'edit').ok).toBe(true);
  });

  it('a vendor without a GSTIN cannot charge GST: the field is 0 and disabled, the price has no GST', async () => {
    formApi('');
    const onSave = setup('add', filled);
    await screen.findByTestId('gst-unregistered');
    expect(screen.getByLabelText('GST (%)')).toBeDisabled();
    expect(screen.getByLabelText('GST (%)')).toHaveValue('0');
    expect(screen.getByRole('link', { name: 'Tax Details' })).toHaveAttribute('href', '/vendor/tax-details');
    fireEvent.change(screen.getByLabelText('Images'), { target: { files: [png()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const [json] = onSave.mock.calls[0] as [Record<string, unknown>];
    expect(json).toMatchObject({ payAmt: 900 });
    expect(Number(json.gst)).toBe(0);
  });
});

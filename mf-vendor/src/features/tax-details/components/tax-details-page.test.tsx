import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import TaxDetailsPage from './tax-details-page';
import { renderAt } from '../../../test/render';

afterEach(() => jest.restoreAllMocks());

test('the GSTIN is checked by the shared rule (format and check character) before it is saved', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ data: { Status: 'Success', Payload: { Gstin: '' } } });
  const post = jest.spyOn(api, 'post').mockResolvedValue({
    data: {
      Status: 'Success',
      Message: 'GSTIN saved: it is printed on your tax invoices',
      Payload: { Gstin: '27AAPFU0939F1ZV' },
    },
  });
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  renderAt(<TaxDetailsPage />);
  const input = await screen.findByLabelText(/^GSTIN/);
  fireEvent.change(input, { target: { value: '27AAPFU0939F1ZX' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter a valid GST number')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  fireEvent.change(input, { target: { value: '27aapfu0939f1zv' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/vendor/gstin', { gstin: '27AAPFU0939F1ZV' }));
  expect(notify.success).toHaveBeenCalledWith('GSTIN saved: it is printed on your tax invoices');
});

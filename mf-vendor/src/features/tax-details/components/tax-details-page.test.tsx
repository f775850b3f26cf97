import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import TaxDetailsPage from './tax-details-page';
import { renderAt } from '../../../test/render';
import { profileReply } from '../../../test/api-replies';

afterEach(() => jest.restoreAllMocks());

test('the GSTIN is checked by the shared rule (format and check character) before it is saved', async () => {
  const server = mockApi()
    .on('GET', '/api/vendor/profile', profileReply({ Gstin: '' }))
    .on('POST', '/api/vendor/gstin', {
      Status: 'Success',
      Message: 'GSTIN saved: it is printed on your tax invoices',
      Payload: { Gstin: '27AAPFU0939F1ZV' },
    });
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  renderAt(<TaxDetailsPage />);
  const input = await screen.findByLabelText(/^GSTIN/);
  fireEvent.change(input, { target: { value: '27AAPFU0939F1ZX' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter a valid GST number')).toBeInTheDocument();
  expect(server.calls('POST')).toHaveLength(0);
  fireEvent.change(input, { target: { value: '27aapfu0939f1zv' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(server.calls('POST', '/api/vendor/gstin').map((c) => c.body)).toEqual([{ gstin: '27AAPFU0939F1ZV' }]),
  );
  expect(notify.success).toHaveBeenCalledWith('GSTIN saved: it is printed on your tax invoices');
});

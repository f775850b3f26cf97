import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';

test('a required reason is asked for; a refused action stays in the dialog with its message, and the reason is sent trimmed', async () => {
  const onClose = jest.fn();
  const onConfirm = jest
    .fn<Promise<unknown>, [string]>()
    .mockRejectedValueOnce(new Error('Vendor has open bookings'))
    .mockResolvedValueOnce(undefined);
  renderAt(
    <ConfirmDialog
      open
      title="Suspend vendor"
      confirmLabel="Suspend"
      reason="required"
      onClose={onClose}
      onConfirm={onConfirm}
    >
      Suspend Shubh Decorators?
    </ConfirmDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Suspend vendor' });
  const reason = within(dialog).getByLabelText(/Reason/);
  await userEvent.type(reason, '   ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason');
  expect(onConfirm).not.toHaveBeenCalled();
  await waitFor(() => expect(reason).toHaveFocus());
  await userEvent.type(reason, 'Complaints  ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Vendor has open bookings'));
  expect(onConfirm).toHaveBeenLastCalledWith('Complaints');
  expect(onClose).not.toHaveBeenCalled();
  await waitFor(() => expect(reason).toHaveFocus());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(onConfirm).toHaveBeenCalledTimes(2);
});

import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { loadToastLibrary, notify, toasterProps } from './toast';

// One toast per message: "Please select address" asked for twice (page refusal + field, double submit) shows once.
test('the same message asked for twice shows one toast; another message shows its own', async () => {
  render(<Toaster {...toasterProps} />);
  await loadToastLibrary();
  await act(async () => {
    notify.warning('Please select address');
    notify.warning('Please select address');
    notify.warning('पता चुनें');
    notify.warning('पता चुनें');
    notify.error('Please select address');
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(screen.getAllByText('Please select address')).toHaveLength(2); // one warning, one error
  expect(screen.getAllByText('पता चुनें')).toHaveLength(1);
});

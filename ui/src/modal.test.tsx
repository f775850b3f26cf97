import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Outside</button>
      <Modal open={open} title="Dialog" onClose={() => setOpen(false)}>
        <input aria-label="First" value={text} onChange={(e) => setText(e.target.value)} />
        <button type="button">Last</button>
      </Modal>
    </>
  );
}

// Dialogs trap focus and return it.
test('focus moves in, Tab wraps inside, typing keeps focus, Escape closes and focus returns to the opener', async () => {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Dialog' });
  expect(dialog.contains(document.activeElement)).toBe(true);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByLabelText('First'));
  await userEvent.type(screen.getByLabelText('First'), 'abc');
  expect(document.activeElement).toBe(screen.getByLabelText('First'));
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  await userEvent.tab({ shift: true });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { FieldError, SubmitButton, TextField } from './form';
import { focusFirstError } from './focus-first-error';

/** A form like the checkout's: a text field, a GSTIN field and a radio group whose message sits below it. */
function Form() {
  const [name, setName] = useState('');
  const [gst, setGst] = useState('');
  const [errors, setErrors] = useState<{ name?: string; gst?: string; pay?: string }>({});
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = {
      name: name ? undefined : 'Enter who the booking is for',
      gst: gst && gst.length !== 15 ? 'Enter a valid GST number' : undefined,
      pay: 'Choose a payment type',
    };
    setErrors(next);
    focusFirstError(e.currentTarget);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField label="Booking For" value={name} onValueChange={setName} error={errors.name} />
      <TextField label="GST number" value={gst} onValueChange={setGst} error={errors.gst} />
      <label>
        <input type="radio" name="pay" value="full" /> Full
      </label>
      <label>
        <input type="radio" name="pay" value="advance" /> Advance
      </label>
      <FieldError message={errors.pay} />
      <SubmitButton>Place Order</SubmitButton>
    </form>
  );
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

test('a refused submit moves focus to the first invalid field and scrolls it into view', async () => {
  render(<Form />);
  await userEvent.type(screen.getByLabelText('Booking For'), 'Wedding');
  await userEvent.type(screen.getByLabelText('GST number'), '27ABC');
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  const gst = screen.getByLabelText('GST number');
  await waitFor(() => expect(gst).toHaveFocus());
  expect(gst.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
});

test('the first error in document order wins', async () => {
  render(<Form />);
  await userEvent.type(screen.getByLabelText('GST number'), '27ABC');
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(screen.getByLabelText('Booking For')).toHaveFocus());
});

test('a message without its own control takes focus to its group (the first radio)', async () => {
  render(<Form />);
  await userEvent.type(screen.getByLabelText('Booking For'), 'Wedding');
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(screen.getByLabelText('Full')).toHaveFocus());
});

test('no error shown: focus stays where it was', async () => {
  const root = document.createElement('form');
  root.innerHTML = '<input aria-label="a" /><button>go</button>';
  document.body.append(root);
  const button = root.querySelector('button')!;
  button.focus();
  focusFirstError(root);
  await new Promise((r) => setTimeout(r, 80));
  expect(button).toHaveFocus();
  root.remove();
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { failure, success } from '../test/admin-replies';
import { renderAt } from '../test/render';
import { ImageField } from './image-field';

// A non-image is refused on selection with a message next to the field (the vendor picker's rule), nothing sent; an
// image is uploaded at once and the server's refusal shows in the same place.
const NAME = '0b7c7d9e-1111-4222-8333-944455556666.webp';
const pdf = () => new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' });
const png = () => new File(['x'], 'arch.png', { type: 'image/png' });
// The input's accept attribute is only a hint to the browser's dialog: a person may still pick "All files".
const user = () => userEvent.setup({ applyAccept: false });

function field() {
  const onChange = jest.fn();
  renderAt(<ImageField label="Image" folder="slider" value="" onChange={onChange} />);
  return { onChange, input: screen.getByLabelText('Image') };
}

afterEach(async () => {
  await act(() => setLang('en', { remember: false, notify: false }));
});

test('a file that is not an image is refused on selection, next to the field; nothing is uploaded', async () => {
  const server = mockApi().on('POST', '/api/admin/images', success({ Name: NAME }));
  const { onChange, input } = field();
  await user().upload(input, pdf());
  expect(await screen.findByRole('alert')).toHaveTextContent('Only image files can be uploaded (JPEG, PNG or WebP)');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(server.calls('POST', '/api/admin/images')).toHaveLength(0);
  expect(onChange).not.toHaveBeenCalled();
  // A file the browser cannot tell the type of is refused the same way.
  await user().upload(input, new File(['?'], 'photo', { type: '' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Only image files can be uploaded');
  expect(server.calls('POST', '/api/admin/images')).toHaveLength(0);

  // An image then goes up, and the message goes away.
  await user().upload(input, png());
  await waitFor(() => expect(onChange).toHaveBeenCalledWith(NAME));
  expect(String(server.calls('POST', '/api/admin/images')[0]?.body)).toContain('filename="arch.png"');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(input).not.toHaveAttribute('aria-invalid');
});

test("the server's refusal of an image shows next to the field", async () => {
  mockApi().fail('POST', '/api/admin/images', 400, failure('arch.png is not an image (JPEG, PNG or WebP only)'));
  const { onChange, input } = field();
  await user().upload(input, png());
  expect(await screen.findByRole('alert')).toHaveTextContent('arch.png is not an image (JPEG, PNG or WebP only)');
  expect(onChange).not.toHaveBeenCalled();
});

test('the refusal in Hindi on a Hindi page', async () => {
  await act(async () => {
    await setLang('hi', { remember: false, notify: false });
    await loadNamespaces(['admin']);
  });
  const server = mockApi().on('POST', '/api/admin/images', success({ Name: NAME }));
  const { input } = field();
  await user().upload(input, pdf());
  expect(await screen.findByRole('alert')).toHaveTextContent('सिर्फ़ फ़ोटो फ़ाइलें अपलोड की जा सकती हैं');
  expect(server.calls('POST', '/api/admin/images')).toHaveLength(0);
});

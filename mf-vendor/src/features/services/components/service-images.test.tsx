import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type ReplyOf } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { renderAt } from '../../../test/render';
import { ServiceImages } from './service-images';

const images: ReplyOf<'GET', '/api/Vendor/ProductImages/{id}'> = {
  Status: 'Success',
  Message: '',
  Payload: {
    Images: [
      { id: 11, pid: 5, doc: 'a.svg' },
      { id: 12, pid: 5, doc: 'b.svg' },
    ],
  },
};

beforeEach(() => jest.spyOn(notify, 'success').mockImplementation(() => ''));
afterEach(() => jest.restoreAllMocks());

test('deleting an image asks in the styled dialog (never the browser confirm); Cancel keeps it, Delete removes it', async () => {
  const native = jest.spyOn(window, 'confirm');
  const server = mockApi()
    .on('GET', '/api/Vendor/ProductImages/{id}', images)
    .on('GET', '/api/vendor/delete-image', { Status: 'Success', Message: 'Image deleted', Payload: { Id: 12 } });
  renderAt(<ServiceImages pid={5} serviceId={1} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete image 2' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete image' });
  expect(dialog).toHaveTextContent('Delete image #2 of this service?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(server.calls('GET', '/api/vendor/delete-image')).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Delete image 2' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(server.calls('GET', '/api/vendor/delete-image').map((c) => Object.fromEntries(c.query))).toEqual([
      { id: '12', pid: '5' },
    ]),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(notify.success).toHaveBeenCalledWith('Image deleted');
  expect(native).not.toHaveBeenCalled();
});

test('a non-image is refused on selection, and the server’s refusal of a file shows next to the field', async () => {
  const server = mockApi()
    .on('GET', '/api/Vendor/ProductImages/{id}', images)
    .fail('POST', '/api/uploadMultipleImages', 400, {
      Status: 'Failed',
      Message: 'photo.jpg is not an image (JPEG, PNG or WebP only)',
      Field: 'images',
    });
  jest.spyOn(notify, 'error').mockImplementation(() => '');
  renderAt(<ServiceImages pid={5} serviceId={1} />);
  const input = await screen.findByLabelText('Upload images');
  await userEvent.upload(input, new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }), {
    applyAccept: false,
  });
  expect(screen.getByText('Only image files can be uploaded')).toBeInTheDocument();
  expect(screen.queryByText('brochure.pdf')).toBeNull();
  await userEvent.upload(input, new File(['not really'], 'photo.jpg', { type: 'image/jpeg' }));
  await userEvent.click(screen.getByRole('button', { name: 'Upload Images' }));
  expect(await screen.findByText('photo.jpg is not an image (JPEG, PNG or WebP only)')).toBeInTheDocument();
  expect(notify.error).not.toHaveBeenCalled();
  expect(server.calls('POST')).toHaveLength(1);
});

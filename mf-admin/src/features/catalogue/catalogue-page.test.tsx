import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { ok, renderAt } from '../../test/render';
import CataloguePage from './catalogue-page';

const cat = { Id: 1, Name: 'Decoration', Image: 'decoration.svg', SortOrder: 0, Hidden: false, ListedServices: 4, Packages: 1 };
const slider = { Id: 5, Image: 'slider-decoration.svg', ServiceId: 1, Category: 'Decoration', SortOrder: 0, ActiveFrom: '2026-12-01', ActiveTo: null, Live: false };

beforeEach(() => {
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => ok(url === '/admin/categories' ? [cat] : [slider]));
});
afterEach(() => jest.restoreAllMocks());

test('categories and sliders are listed with whether they show', async () => {
  renderAt(<CataloguePage />);
  const row = await screen.findByTestId('category-row');
  expect(row).toHaveTextContent('Decoration');
  expect(row).toHaveTextContent('Shown');
  const s = await screen.findByTestId('slider-row');
  expect(s).toHaveTextContent('Not showing');
  expect(s).toHaveTextContent('no end');
});

test('editing a category: the shared rules, then hide it', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ ...cat, Hidden: true }, { Message: 'Category saved' }));
  renderAt(<CataloguePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Decoration' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Decoration' });
  await userEvent.clear(within(dialog).getByLabelText('Name'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save category' }));
  expect(within(dialog).getByText('Please enter the category name')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Name'), 'Decor & Flowers');
  await userEvent.click(within(dialog).getByLabelText(/Hidden from the storefront/));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save category' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/admin/categories/1', { name: 'Decor & Flowers', image: 'decoration.svg', sortOrder: 0, hidden: true }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(notify.success).toHaveBeenCalledWith('Category saved');
});

test('a slider with dates backwards is refused before it is sent; removing asks first', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ Id: 5 }, { Message: 'Slider removed' }));
  renderAt(<CataloguePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit slider 5' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit slider' });
  await userEvent.type(within(dialog).getByLabelText('Active to (optional)'), '2026-11-30');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save slider' }));
  expect(within(dialog).getByText('Active to must be on or after Active from')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await userEvent.click(screen.getByRole('button', { name: 'Remove slider 5' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Remove slider' })).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/admin/sliders/5/delete', {}));
});

test('a new offer banner needs a title and a storefront link; it is sent as an offer', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ Id: 9, Kind: 'offer' }, { Message: 'Slider added' }));
  renderAt(<CataloguePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add slider' }));
  const dialog = screen.getByRole('dialog', { name: 'New slider or offer' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Kind'), 'offer');
  expect(within(dialog).queryByLabelText('Links to category')).toBeNull();
  await userEvent.clear(within(dialog).getByLabelText('Link (a storefront page)'));
  await userEvent.type(within(dialog).getByLabelText('Link (a storefront page)'), 'https://elsewhere.example');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save slider' }));
  expect(within(dialog).getByText('Please enter the offer title')).toBeInTheDocument();
  expect(within(dialog).getByText('Link must be a storefront page such as /services/all/offer')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  await userEvent.type(within(dialog).getByLabelText('Offer title'), 'Diwali decor: 15% off');
  await userEvent.clear(within(dialog).getByLabelText('Link (a storefront page)'));
  await userEvent.type(within(dialog).getByLabelText('Link (a storefront page)'), '/services/1/offer');
  jest.spyOn(api, 'post').mockResolvedValueOnce(ok({ Name: '0b7c7d9e-1111-4222-8333-944455556666.webp' }));
  await userEvent.upload(within(dialog).getByLabelText(/^Image/), new File(['x'], 'o.png', { type: 'image/png' }));
  await within(dialog).findByTestId('image-preview');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save slider' }));
  await waitFor(() => expect(api.post).toHaveBeenLastCalledWith('/admin/sliders', expect.objectContaining({ kind: 'offer', title: 'Diwali decor: 15% off', link: '/services/1/offer', serviceId: '' })));
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import { mockApi, type ApiMock } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { categoryRow, sliderRow, success } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import CataloguePage from './catalogue-page';

const cat = categoryRow();
const slider = sliderRow();

// Typing Devanagari key by key is slow on a loaded machine.
jest.setTimeout(60_000);

let server: ApiMock;
beforeEach(() => {
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  server = mockApi()
    .on('GET', '/api/admin/categories', success([cat]))
    .on('GET', '/api/admin/sliders', success([slider]));
});
afterEach(() => jest.restoreAllMocks());
/** The id and body of each request of a write, in order. */
const sent = (path: Parameters<ApiMock['calls']>[1]) =>
  server.calls('POST', path).map((request) => ({ ...request.params, body: request.body }));

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
  server.on('POST', '/api/admin/categories/{id}', success({ ...cat, Hidden: true }, 'Category saved'));
  renderAt(<CataloguePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Decoration' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Decoration' });
  await userEvent.clear(within(dialog).getByLabelText('Name'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save category' }));
  expect(within(dialog).getByText('Please enter the category name')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Name'), 'Decor & Flowers');
  await userEvent.click(within(dialog).getByLabelText(/Hidden from the storefront/));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save category' }));
  await waitFor(() =>
    expect(sent('/api/admin/categories/{id}')).toEqual([
      {
        id: '1',
        body: { name: 'Decor & Flowers', nameHi: '', image: 'decoration.svg', sortOrder: 0, hidden: true },
      },
    ]),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(notify.success).toHaveBeenCalledWith('Category saved');
});

test('a slider with dates backwards is refused before it is sent; removing asks first', async () => {
  server.on('POST', '/api/admin/sliders/{id}/delete', success({ Id: 5 }, 'Slider removed'));
  renderAt(<CataloguePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit slider 5' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit slider' });
  await userEvent.type(within(dialog).getByLabelText('Active to (optional)'), '2026-11-30');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save slider' }));
  expect(within(dialog).getByText('Active to must be on or after Active from')).toBeInTheDocument();
  expect(server.calls('POST')).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await userEvent.click(screen.getByRole('button', { name: 'Remove slider 5' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Remove slider' })).getByRole('button', { name: 'Remove' }),
  );
  await waitFor(() => expect(sent('/api/admin/sliders/{id}/delete')).toEqual([{ id: '5', body: undefined }]));
});

test('a new offer banner needs a title and a storefront link; it is sent as an offer', async () => {
  server
    .on('POST', '/api/admin/sliders', success(sliderRow({ Id: 9, Kind: 'offer' }), 'Slider added'))
    .on('POST', '/api/admin/images', success({ Name: '0b7c7d9e-1111-4222-8333-944455556666.webp' }));
  renderAt(<CataloguePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add slider' }));
  const dialog = screen.getByRole('dialog', { name: 'New slider or offer' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Kind'), 'offer');
  expect(within(dialog).queryByLabelText('Links to category')).toBeNull();
  await userEvent.clear(within(dialog).getByLabelText('Link (a storefront page)'));
  await userEvent.type(within(dialog).getByLabelText('Link (a storefront page)'), 'https://elsewhere.example');
  // The image first, so the offer's own rules are what the next submits refuse.
  await userEvent.upload(within(dialog).getByLabelText(/^Image/), new File(['x'], 'o.png', { type: 'image/png' }));
  await within(dialog).findByTestId('image-preview');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save slider' }));
  expect(within(dialog).getByText('Please enter the offer title')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByLabelText('Offer title')).toHaveFocus());
  await userEvent.type(within(dialog).getByLabelText('Offer title'), 'Diwali decor: 15% off');
  // The link is still refused.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save slider' }));
  expect(
    await within(dialog).findByText('Link must be a storefront page such as /services/all/offer'),
  ).toBeInTheDocument();
  expect(server.calls('POST', '/api/admin/sliders')).toHaveLength(0);
  await userEvent.clear(within(dialog).getByLabelText('Link (a storefront page)'));
  await userEvent.type(within(dialog).getByLabelText('Link (a storefront page)'), '/services/1/offer');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save slider' }));
  await waitFor(() => expect(server.calls('POST', '/api/admin/sliders')).toHaveLength(1));
  expect(server.calls('POST', '/api/admin/images')).toHaveLength(1);
  expect(String(server.calls('POST', '/api/admin/images')[0]?.body)).toContain('filename="o.png"');
  expect(server.calls('POST', '/api/admin/sliders')[0]?.body).toEqual(
    expect.objectContaining({
      kind: 'offer',
      image: '0b7c7d9e-1111-4222-8333-944455556666.webp',
      title: 'Diwali decor: 15% off',
      link: '/services/1/offer',
      serviceId: '',
    }),
  );
});

// the operator's own Hindi for a category name and an offer banner's title (optional, never translated).
test("a category's Hindi name: listed, edited with the shared rules, cleared", async () => {
  server
    .on('GET', '/api/admin/categories', success([{ ...cat, NameHi: 'सजावट' }]))
    .on('GET', '/api/admin/sliders', success([]))
    .on('POST', '/api/admin/categories/{id}', success(cat, 'Category saved'));
  renderAt(<CataloguePage />);
  expect(await screen.findByTestId('category-row')).toHaveTextContent('सजावट');
  await userEvent.click(screen.getByRole('button', { name: 'Edit Decoration' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Decoration' });
  const hindi = within(dialog).getByLabelText('Name (Hindi, optional)');
  expect(hindi).toHaveValue('सजावट');
  expect(hindi).toHaveAccessibleDescription('Shown on Hindi pages; leave empty to show the name above.');
  await userEvent.clear(hindi);
  await userEvent.type(hindi, 'Decoration');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save category' }));
  expect(within(dialog).getByText('Hindi name must be written in Hindi (Devanagari)')).toBeInTheDocument();
  expect(hindi).toHaveAttribute('aria-invalid', 'true');
  expect(server.calls('POST')).toHaveLength(0);
  await userEvent.clear(hindi);
  await userEvent.type(hindi, '  फूलों की सजावट ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save category' }));
  await waitFor(() =>
    expect(sent('/api/admin/categories/{id}')).toEqual([
      {
        id: '1',
        body: { name: 'Decoration', nameHi: 'फूलों की सजावट', image: 'decoration.svg', sortOrder: 0, hidden: false },
      },
    ]),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Emptying the field clears it: the storefront then shows the English name.
  await userEvent.click(screen.getByRole('button', { name: 'Edit Decoration' }));
  await userEvent.clear(
    within(screen.getByRole('dialog', { name: 'Edit Decoration' })).getByLabelText('Name (Hindi, optional)'),
  );
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Edit Decoration' })).getByRole('button', { name: 'Save category' }),
  );
  await waitFor(() => expect(sent('/api/admin/categories/{id}')).toHaveLength(2));
  expect(sent('/api/admin/categories/{id}')[1]).toEqual({ id: '1', body: expect.objectContaining({ nameHi: '' }) });
});

test("an offer banner's Hindi title: shown in the list, too long refused, sent with the banner; a home slider has none", async () => {
  const offer = sliderRow({
    Id: 7,
    Kind: 'offer',
    ServiceId: null,
    Category: '',
    Title: 'Diwali decor: 15% off',
    TitleHi: 'दिवाली सजावट: 15% छूट',
    Link: '/services/1/offer',
    ActiveFrom: null,
  });
  server
    .on('GET', '/api/admin/sliders', success([offer]))
    .on('POST', '/api/admin/sliders/{id}', success(offer, 'Slider saved'));
  renderAt(<CataloguePage />);
  expect(await screen.findByTestId('slider-row')).toHaveTextContent('दिवाली सजावट: 15% छूट');
  await userEvent.click(screen.getByRole('button', { name: 'Edit slider 7' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit offer banner' });
  const hindi = within(dialog).getByLabelText('Offer title (Hindi, optional)');
  expect(hindi).toHaveValue('दिवाली सजावट: 15% छूट');
  // The input stops at 80 characters; a longer text (pasted past the limit) is refused by the shared schema.
  expect(hindi).toHaveAttribute('maxLength', '80');
  hindi.removeAttribute('maxLength');
  await userEvent.clear(hindi);
  await userEvent.type(hindi, 'छ'.repeat(81));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save slider' }));
  expect(within(dialog).getByText('Hindi title can be at most 80 characters')).toBeInTheDocument();
  expect(server.calls('POST')).toHaveLength(0);
  await userEvent.clear(hindi);
  await userEvent.type(hindi, 'दिवाली ऑफ़र');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save slider' }));
  await waitFor(() =>
    expect(sent('/api/admin/sliders/{id}')).toEqual([
      {
        id: '7',
        body: expect.objectContaining({ kind: 'offer', title: 'Diwali decor: 15% off', titleHi: 'दिवाली ऑफ़र' }),
      },
    ]),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await userEvent.click(screen.getByRole('button', { name: 'Edit slider 7' }));
  const again = screen.getByRole('dialog', { name: 'Edit offer banner' });
  await userEvent.selectOptions(within(again).getByLabelText('Kind'), 'slider');
  expect(within(again).queryByLabelText('Offer title (Hindi, optional)')).toBeNull();
});

// the page's own words come from the `admin` catalogue; the operator's entries stay as entered.
test('in Hindi: the page and the slider dialog speak Hindi, the category name stays as entered', async () => {
  await act(async () => {
    await setLang('hi', { remember: false, notify: false });
    await loadNamespaces(['admin']);
  });
  try {
    renderAt(<CataloguePage />);
    const row = await screen.findByTestId('category-row');
    expect(row).toHaveTextContent('Decoration');
    expect(row).toHaveTextContent('दिखती है');
    expect(screen.getByRole('heading', { name: 'होम स्लाइडर और ऑफ़र बैनर' })).toBeInTheDocument();
    expect(await screen.findByTestId('slider-row')).toHaveTextContent('कोई अंत नहीं');
    await userEvent.click(screen.getByRole('button', { name: 'स्लाइडर 5 बदलें' }));
    const dialog = screen.getByRole('dialog', { name: 'स्लाइडर बदलें' });
    expect(within(dialog).getByRole('button', { name: 'स्लाइडर सहेजें' })).toBeInTheDocument();
  } finally {
    await act(() => setLang('en', { remember: false, notify: false }));
  }
});

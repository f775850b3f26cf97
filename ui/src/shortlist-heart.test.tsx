import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import { sessionStore } from '@utsav/shared/session';
import { SHORTLIST_STORAGE_KEY, shortlistStore } from '@utsav/shared/shortlist';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { ShortlistHeart } from './shortlist-heart';

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const customerToken = () =>
  `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ exp: Math.floor(Date.now() / 1000) + 3600, sub: 5, UserType: 'customer' })}.sig`;

const listing = (id: number) => ({
  productid: id,
  id,
  title: `Service ${id}`,
  service_id: 1,
  service_name: 'Photography',
  document: '',
  images: '',
  discount: 0,
  bookingAmt: 100,
  offerAmt: 100,
  payableAmt: 118,
  gst: 18,
  amount_hide_show: 0 as const,
  rating: 4,
  city: 'Pune',
});

afterEach(async () => {
  sessionStore.getState().logout({ revoke: false });
  localStorage.clear();
  shortlistStore.setState({ ids: [], shareToken: null, source: 'browser' });
  await act(() => setLang('en', { remember: false, notify: false }));
});

describe('ShortlistHeart', () => {
  it("a visitor's heart toggles, keeps the list in the browser, and has one name in either state", async () => {
    render(<ShortlistHeart productId={7} title="Candid Wedding Photography" />);
    const heart = screen.getByRole('button', { name: 'Shortlist Candid Wedding Photography' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY)!)).toEqual([7]);
    expect(screen.getByRole('button', { name: 'Shortlist Candid Wedding Photography' })).toBe(heart);
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBeNull();
  });

  it("at sign-in the browser's list is merged into the server's; a customer's press goes to the server", async () => {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([7, 'junk', 7, -1]));
    const server = mockApi()
      .on('PUT', '/api/Shortlist', {
        Status: 'Success',
        Message: 'Shortlist updated',
        Payload: { Items: [listing(3), listing(7)], ShareToken: null },
      })
      .on('DELETE', '/api/Shortlist/{productId}', {
        Status: 'Success',
        Message: 'Removed',
        Payload: { Items: [listing(3)], ShareToken: null },
      });
    render(<ShortlistHeart productId={7} title="Candid" />);
    await act(async () => {
      sessionStore.getState().signIn(customerToken());
    });
    const heart = screen.getByRole('button', { name: 'Shortlist Candid' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(server.calls('PUT', '/api/Shortlist')[0]!.body).toEqual({ productIds: [7] });
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBeNull();
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(server.calls('DELETE', '/api/Shortlist/{productId}')[0]!.params.productId).toBe('7');
  });

  it('a refusal of the server puts the heart back', async () => {
    mockApi()
      .on('GET', '/api/Shortlist', { Status: 'Success', Message: 'Success', Payload: { Items: [], ShareToken: null } })
      .fail('PUT', '/api/Shortlist/{productId}', 400, {
        Status: 'Failed',
        Message: 'Your shortlist holds up to 100 services',
      });
    await act(async () => {
      sessionStore.getState().signIn(customerToken());
    });
    render(<ShortlistHeart productId={9} title="Mehendi" variant="inline" />);
    const heart = screen.getByRole('button', { name: 'Shortlist Mehendi' });
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });

  it('is named in Hindi on a Hindi page', async () => {
    await act(async () => {
      await setLang('hi', { remember: false, notify: false });
      await loadNamespaces(['ui']);
    });
    render(<ShortlistHeart productId={7} title="फोटोग्राफी" />);
    expect(await screen.findByRole('button', { name: 'फोटोग्राफी शॉर्टलिस्ट करें' })).toBeInTheDocument();
  });
});

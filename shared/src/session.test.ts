import {
  createSessionStore,
  decodeToken,
  linkTabs,
  onSignOut,
  roleFromClaims,
  TOKEN_KEY,
  type TabChannel,
  type TabMessage,
} from './session';
import { bus } from './bus';

/** Unsigned test token with the given claims (the client only decodes; the server verifies). */
function token(claims: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.signature`;
}
const inOneHour = Math.floor(Date.now() / 1000) + 3600;

beforeEach(() => sessionStorage.clear());

describe('roleFromClaims', () => {
  it.each([
    [null, 0],
    [{ UserType: 'customer', exp: inOneHour }, 1],
    [{ UserType: 'vendor', exp: inOneHour }, 2],
    [{ UserType: 'Vendor', exp: inOneHour }, 2],
    [{ UserType: 'operator', exp: inOneHour }, 3],
    [{ UserType: 'anything', exp: inOneHour }, 1],
    [{ UserType: 'vendor', exp: Math.floor(Date.now() / 1000) - 1 }, 0],
  ])('%j → %i', (claims, role) => {
    expect(roleFromClaims(claims)).toBe(role);
  });
});

describe('session store', () => {
  it('signs in a customer: token stored under one key, role 1, auth:changed emitted', () => {
    const store = createSessionStore();
    const seen: number[] = [];
    const off = bus.on('auth:changed', ({ role }) => seen.push(role));
    const t = token({ sub: 1, UserType: 'customer', exp: inOneHour });
    expect(store.getState().signIn(t)).toBe(1);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(t);
    expect(store.getState().role).toBe(1);
    expect(seen).toEqual([1]);
    off();
  });

  it('maps a vendor token to role 2', () => {
    const store = createSessionStore();
    expect(store.getState().signIn(token({ UserType: 'vendor', exp: inOneHour }))).toBe(2);
  });

  it('treats an expired token as signed out and does not store it', () => {
    const store = createSessionStore();
    expect(store.getState().signIn(token({ UserType: 'customer', exp: 1000 }))).toBe(0);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('treats an undecodable token as signed out (and logs)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(decodeToken('not-a-token')).toBeNull();
    const store = createSessionStore();
    expect(store.getState().signIn('garbage')).toBe(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('restores the session from sessionStorage and drops an expired one', () => {
    sessionStorage.setItem(TOKEN_KEY, token({ UserType: 'customer', exp: inOneHour }));
    expect(createSessionStore().getState().role).toBe(1);
    sessionStorage.setItem(TOKEN_KEY, token({ UserType: 'customer', exp: 5 }));
    expect(createSessionStore().getState().role).toBe(0);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('logout clears token and profile', () => {
    const store = createSessionStore();
    store.getState().signIn(token({ UserType: 'customer', exp: inOneHour }));
    store.getState().setProfile({ role: 1, Name: 'Aarav', Email: 'a@b.in', Phone: '9876543210' });
    store.getState().logout();
    expect(store.getState()).toMatchObject({ token: null, role: 0, profile: null });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('sign-in and sign-out reach every tab', () => {
  /** Two tabs' channels: what one posts, the other receives (as BroadcastChannel does, never the sender). */
  function channelPair() {
    const make = (): TabChannel & { peer?: TabChannel } => ({
      onmessage: null,
      close: jest.fn(),
      postMessage: jest.fn(),
    });
    const a = make();
    const b = make();
    a.postMessage = jest.fn((m: TabMessage) => b.onmessage?.({ data: m }));
    b.postMessage = jest.fn((m: TabMessage) => a.onmessage?.({ data: m }));
    return [a, b] as const;
  }
  const token = (type = 'customer') => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    return `${b64({ alg: 'HS256' })}.${b64({ sub: 1, UserType: type, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
  };

  it('a sign-in in one tab signs the other in; a sign-out signs it out', () => {
    sessionStorage.clear();
    const one = createSessionStore();
    const two = createSessionStore();
    const [a, b] = channelPair();
    const unlinkA = linkTabs(one, a);
    const unlinkB = linkTabs(two, b);
    const t = token();
    one.getState().signIn(t);
    expect(two.getState().role).toBe(1);
    expect(two.getState().token).toBe(t);
    two.getState().logout();
    expect(one.getState().role).toBe(0);
    expect(a.postMessage).toHaveBeenCalledTimes(2); // the 'ask' at link time and the sign-in; the sign-out was not echoed
    unlinkA();
    unlinkB();
  });

  it('a tab that opens signed out asks, and a signed-in tab answers', () => {
    sessionStorage.clear();
    const one = createSessionStore();
    const two = createSessionStore();
    const [a, b] = channelPair();
    const t = token('vendor');
    one.getState().signIn(t);
    linkTabs(one, a);
    linkTabs(two, b);
    expect(two.getState().role).toBe(2);
  });

  it('ignores malformed messages', () => {
    sessionStorage.clear();
    const one = createSessionStore();
    const [a] = channelPair();
    linkTabs(one, a);
    a.onmessage?.({ data: null });
    a.onmessage?.({ data: { type: 'signed-in', token: 42 } });
    expect(one.getState().role).toBe(0);
  });
});

describe('sign-out revokes the token', () => {
  it('a user logout hands the token to the sign-out listeners; logout({ revoke: false }) does not', () => {
    const store = createSessionStore();
    const seen: string[] = [];
    const off = onSignOut((t) => seen.push(t));
    const t1 = token({ sub: 1, UserType: 'customer', exp: inOneHour });
    store.getState().signIn(t1);
    store.getState().logout();
    expect(seen).toEqual([t1]);
    store.getState().signIn(t1);
    store.getState().logout({ revoke: false });
    store.getState().logout();
    expect(seen).toEqual([t1]);
    off();
  });

  it('renew swaps the token of the same account and keeps the profile; a token of another role is ignored', () => {
    const store = createSessionStore();
    store.getState().signIn(token({ sub: 1, UserType: 'customer', exp: inOneHour }));
    store.getState().setProfile({ role: 1, Name: 'A', Email: 'a@b.in', Phone: '9876543210' });
    const fresh = token({ sub: 1, UserType: 'customer', exp: inOneHour, tv: 1 });
    store.getState().renew(fresh);
    expect(store.getState().token).toBe(fresh);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(fresh);
    expect(store.getState().profile?.Name).toBe('A');
    store.getState().renew(token({ sub: 1, UserType: 'vendor', exp: inOneHour }));
    expect(store.getState().token).toBe(fresh);
  });
});

describe('a session for the tab vs a remembered one', () => {
  beforeEach(() => localStorage.clear());
  const live = () => token({ sub: 1, UserType: 'customer', exp: inOneHour });

  it('signIn without remember keeps the token in this tab only', () => {
    const t = live();
    createSessionStore().getState().signIn(t);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(t);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('a remembered session is found by a new tab (empty sessionStorage) and copied into it', () => {
    const t = live();
    createSessionStore().getState().signIn(t, { remember: true });
    sessionStorage.clear(); // a new tab
    const next = createSessionStore();
    expect(next.getState().role).toBe(1);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(t);
  });

  it('signing in again unticked forgets an earlier remembered session; logout forgets both', () => {
    const store = createSessionStore();
    store.getState().signIn(live(), { remember: true });
    store.getState().signIn(live(), { remember: false });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    store.getState().signIn(live(), { remember: true });
    store.getState().logout({ revoke: false });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('a renewed token (password change) stays remembered; a sign-in from another tab keeps the choice', () => {
    const store = createSessionStore();
    store.getState().signIn(live(), { remember: true });
    const renewed = token({ sub: 1, UserType: 'customer', exp: inOneHour + 60 });
    store.getState().renew(renewed);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(renewed);
    const other = token({ sub: 1, UserType: 'customer', exp: inOneHour + 120 });
    store.getState().signIn(other); // what linkTabs does with another tab's sign-in
    expect(localStorage.getItem(TOKEN_KEY)).toBe(other);
  });

  it('an expired remembered token is dropped', () => {
    localStorage.setItem(TOKEN_KEY, token({ UserType: 'customer', exp: 5 }));
    expect(createSessionStore().getState().role).toBe(0);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

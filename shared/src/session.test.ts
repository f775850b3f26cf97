import { createSessionStore, decodeToken, roleFromClaims, TOKEN_KEY } from './session';
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

/**
 * Session store (zustand), one per page: token under one key for customers and vendors — sessionStorage for a
 * session of the tab, localStorage too when the person ticked "Remember Me" (session-key.ts) — role derived from the decoded token's UserType and expiry (product §3, §4 Session).
 */
import { jwtDecode } from 'jwt-decode';
import { createStore, useStore } from 'zustand';
import { bus } from './bus';
import { TOKEN_KEY, readStoredToken, writeStoredToken } from './session-key';

export { TOKEN_KEY };

/** 0 none, 1 customer, 2 vendor, 3 operator (the back office). */
export type Role = 0 | 1 | 2 | 3;

export interface TokenClaims {
  sub?: string | number;
  UserType?: string;
  name?: string;
  exp?: number;
  [key: string]: unknown;
}

export interface Profile {
  role: Role;
  Name: string;
  Email: string;
  Phone: string;
  [key: string]: unknown;
}

export interface SessionState {
  token: string | null;
  claims: TokenClaims | null;
  role: Role;
  profile: Profile | null;
  /** Starts a session; `remember` keeps it for later tabs and browser restarts (otherwise it ends with the tab). */
  signIn: (token: string, options?: { remember?: boolean }) => Role;
  /**
   * Ends the session in this page. A sign-out by the user (the default) also asks the API to revoke the token
   * (see onSignOut); `{ revoke: false }` when the server already refused it (401) or it expired.
   */
  logout: (options?: { revoke?: boolean }) => void;
  /** Swaps in a new token for the same account (after a password change ended the old one); keeps the profile. */
  renew: (token: string) => void;
  setProfile: (profile: Profile | null) => void;
  /** Re-reads the token (e.g. after expiry) and recomputes the role. */
  refresh: () => void;
}

/** Decodes a token; returns null (and logs) when it cannot be decoded. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    return jwtDecode<TokenClaims>(token);
  } catch (error) {
    console.warn('session: token could not be decoded', error);
    return null;
  }
}

/** Role from claims: absent/expired/undecodable → 0; UserType 'vendor' → 2, 'operator' → 3; anything else → 1. */
export function roleFromClaims(claims: TokenClaims | null, now: number = Date.now()): Role {
  if (!claims) return 0;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return 0;
  const type = String(claims.UserType ?? '').toLowerCase();
  return type === 'vendor' ? 2 : type === 'operator' ? 3 : 1;
}

function browser(): Window | null {
  return typeof window !== 'undefined' ? window : null;
}

function readToken(): string | null {
  return readStoredToken(browser());
}

function store(token: string | null, remember?: boolean): void {
  writeStoredToken(browser(), token, remember);
}

function deriveState(token: string | null) {
  const claims = decodeToken(token);
  const role = roleFromClaims(claims);
  return role === 0 ? { token: null, claims: null, role: 0 as Role } : { token, claims, role };
}

const signOutListeners = new Set<(token: string) => void>();

/** Calls fn with the token of every user sign-out (the API client revokes it on the server). Returns the unsubscribe. */
export function onSignOut(fn: (token: string) => void): () => void {
  signOutListeners.add(fn);
  return () => void signOutListeners.delete(fn);
}

export function createSessionStore() {
  const initial = deriveState(readToken());
  if (!initial.token) store(null);
  else store(initial.token); // a remembered session opened in a new tab is this tab's too
  return createStore<SessionState>()((set, get) => ({
    ...initial,
    profile: null,
    signIn(token, options) {
      const next = deriveState(token);
      store(next.token ? token : null, options?.remember);
      set({ ...next, profile: null });
      bus.emit('auth:changed', { role: next.role });
      return next.role;
    },
    logout(options) {
      const token = get().token;
      store(null);
      set({ token: null, claims: null, role: 0, profile: null });
      bus.emit('auth:changed', { role: 0 });
      if (token && options?.revoke !== false) signOutListeners.forEach((fn) => fn(token));
    },
    renew(token) {
      const next = deriveState(token);
      if (!next.token || next.role !== get().role) return;
      store(token);
      set({ token: next.token, claims: next.claims });
    },
    setProfile(profile) {
      set({ profile });
    },
    refresh() {
      const next = deriveState(readToken());
      if (next.role !== get().role || next.token !== get().token) {
        if (!next.token) store(null);
        set({ ...next, profile: next.role === get().role ? get().profile : null });
        bus.emit('auth:changed', { role: next.role });
      }
    },
  }));
}

/** What one tab tells the others (sign-in and sign-out reach every tab at once). */
export type TabMessage = { type: 'signed-in'; token: string } | { type: 'signed-out' } | { type: 'ask' };

/** The part of BroadcastChannel the link uses (a fake in tests). */
export interface TabChannel {
  postMessage(message: TabMessage): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

export const SESSION_CHANNEL = 'utsav.session';

/**
 * Links a session store to the other tabs of the site (same origin) over a BroadcastChannel: a sign-in or sign-out
 * here is applied there at once, and a tab that opens signed out asks the others for their session. The token
 * never leaves the origin (BroadcastChannel is same-origin); messages from other tabs are applied without being
 * sent back. Returns the unlink function.
 */
export function linkTabs(store: ReturnType<typeof createSessionStore>, channel: TabChannel | null): () => void {
  if (!channel) return () => undefined;
  let applying = false;
  channel.onmessage = (event) => {
    const m = event.data as TabMessage | null;
    if (!m || typeof m !== 'object') return;
    const state = store.getState();
    if (m.type === 'ask') {
      if (state.token) channel.postMessage({ type: 'signed-in', token: state.token });
      return;
    }
    applying = true;
    try {
      if (m.type === 'signed-in' && typeof m.token === 'string' && m.token !== state.token) state.signIn(m.token);
      else if (m.type === 'signed-out' && state.token) state.logout({ revoke: false }); // the tab that signed out revoked it
    } finally {
      applying = false;
    }
  };
  const unsubscribe = store.subscribe((next, prev) => {
    if (applying || next.token === prev.token) return;
    channel.postMessage(next.token ? { type: 'signed-in', token: next.token } : { type: 'signed-out' });
  });
  if (!store.getState().token) channel.postMessage({ type: 'ask' });
  return () => {
    unsubscribe();
    channel.onmessage = null;
    channel.close();
  };
}

function openTabChannel(): TabChannel | null {
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return null;
  try {
    return new BroadcastChannel(SESSION_CHANNEL) as unknown as TabChannel;
  } catch {
    return null;
  }
}

/** The one session store of the page (shared singleton through Module Federation), linked to the other tabs. */
export const sessionStore = createSessionStore();
linkTabs(sessionStore, openTabChannel());

/** React hook: select from the session. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** Current token, for the API client. Expired tokens are dropped. */
export function currentToken(): string | null {
  const state = sessionStore.getState();
  if (state.token && roleFromClaims(state.claims) === 0) {
    state.refresh();
    return null;
  }
  return state.token;
}

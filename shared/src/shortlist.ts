/**
 * The page's shortlist (docs/shortlist.md), one store for every app (a runtime singleton: the heart on a catalogue
 * card and the shell's shortlist page see the same list). A visitor's list lives in localStorage; a signed-in
 * customer's on the server (GET/PUT/DELETE /api/Shortlist), and at sign-in the browser's list is merged into it
 * (PUT /api/Shortlist) and the browser's copy cleared. After sign-out the page starts from an empty browser list.
 *
 * The store starts empty and reads the browser or the server only after the first render that uses it
 * (`useShortlist` starts the sync in an effect), so server-rendered hearts and their hydration agree.
 */
import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import { SHORTLIST_FULL, SHORTLIST_MAX } from '@utsav/domain/shortlist-rules';
import { api, errorMessage, payloadOf } from './api-client';
import { sessionStore } from './session';

export const SHORTLIST_STORAGE_KEY = 'utsav.shortlist';

export interface ShortlistState {
  /** Service ids, the last added first. */
  ids: readonly number[];
  /** The share link's token (signed-in customers who shared their list), else null. */
  shareToken: string | null;
  /** Where the list comes from now: the browser (visitors) or the server (customers). */
  source: 'browser' | 'server';
  /** Bumped after every server change, so pages showing the services refetch them. */
  version: number;
}

export const shortlistStore = createStore<ShortlistState>(() => ({
  ids: [],
  shareToken: null,
  source: 'browser',
  version: 0,
}));

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The browser's list: distinct positive integers, at most SHORTLIST_MAX (anything else in the key is dropped). */
export function readBrowserList(): number[] {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(SHORTLIST_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    const ids = raw.filter((x): x is number => Number.isInteger(x) && x > 0 && x <= 2147483647);
    return [...new Set(ids)].slice(0, SHORTLIST_MAX);
  } catch {
    return [];
  }
}

function writeBrowserList(ids: readonly number[]): void {
  try {
    if (ids.length === 0) storage()?.removeItem(SHORTLIST_STORAGE_KEY);
    else storage()?.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // A full or blocked storage keeps the list for this page only.
  }
}

const isCustomer = () => sessionStore.getState().role === 1;

function fromServer(payload: { Items: readonly { id: number }[]; ShareToken: string | null }): void {
  shortlistStore.setState((s) => ({
    ids: payload.Items.map((i) => i.id),
    shareToken: payload.ShareToken,
    source: 'server',
    version: s.version + 1,
  }));
}

/** Loads the list for the current session: a customer's from the server (after merging the browser's). */
export async function loadShortlist(): Promise<void> {
  if (!isCustomer()) {
    shortlistStore.setState({ ids: readBrowserList(), shareToken: null, source: 'browser' });
    return;
  }
  const local = readBrowserList();
  try {
    if (local.length) {
      try {
        fromServer(await payloadOf(api.PUT('/api/Shortlist', { body: { productIds: local } })));
        writeBrowserList([]);
        return;
      } catch (error) {
        // Refused (the merged list would be too long): the account's list as it is; the browser keeps its own.
        console.warn('shortlist: the browser list could not be merged', error);
      }
    }
    fromServer(await payloadOf(api.GET('/api/Shortlist')));
  } catch (error) {
    console.warn('shortlist: could not be loaded', error);
  }
}

let started = false;

/** Starts following the session (once per page): every sign-in or sign-out reloads the list. */
export function startShortlistSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let role = sessionStore.getState().role;
  sessionStore.subscribe((s) => {
    if (s.role === role) return;
    role = s.role;
    void loadShortlist();
  });
  window.addEventListener('storage', (e) => {
    if (e.key === SHORTLIST_STORAGE_KEY && !isCustomer()) void loadShortlist();
  });
  void loadShortlist();
}

/** Adds or removes a service; returns the error message when the server refused (the list is then as before). */
export async function toggleShortlist(productId: number): Promise<string | null> {
  const before = shortlistStore.getState();
  const had = before.ids.includes(productId);
  if (!had && before.ids.length >= SHORTLIST_MAX) return SHORTLIST_FULL;
  const ids = had ? before.ids.filter((x) => x !== productId) : [productId, ...before.ids];
  shortlistStore.setState({ ids });
  if (!isCustomer()) {
    writeBrowserList(ids);
    return null;
  }
  try {
    const path = { params: { path: { productId: String(productId) } } };
    fromServer(
      await payloadOf(
        had ? api.DELETE('/api/Shortlist/{productId}', path) : api.PUT('/api/Shortlist/{productId}', path),
      ),
    );
    return null;
  } catch (error) {
    shortlistStore.setState({ ids: before.ids });
    return errorMessage(error);
  }
}

/** The share link's token (made on first call). */
export async function shareShortlist(): Promise<string> {
  const { ShareToken } = await payloadOf(api.POST('/api/Shortlist/share'));
  shortlistStore.setState({ shareToken: ShareToken });
  return ShareToken;
}

/** Withdraws the share link. */
export async function withdrawShortlistShare(): Promise<void> {
  fromServer(await payloadOf(api.DELETE('/api/Shortlist/share')));
}

/** The shortlist state, following the session; `selector` picks what the component needs. */
export function useShortlist<T>(selector: (state: ShortlistState) => T): T {
  useEffect(startShortlistSync, []);
  return useStore(shortlistStore, selector);
}

/** Whether a service is on the shortlist. */
export const useShortlisted = (productId: number) => useShortlist((s) => s.ids.includes(productId));

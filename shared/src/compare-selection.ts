/**
 * The services chosen to compare (docs/shortlist.md "Compare"), one list for the page's apps: the "Compare" boxes on
 * service cards, the service page and the shortlist add to it; the compare page reads it when its URL names no
 * services. Kept in sessionStorage (this tab), at most COMPARE_MAX: choosing a fifth drops the oldest.
 */
import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import { COMPARE_MAX } from '@utsav/domain/shortlist-rules';

export const COMPARE_STORAGE_KEY = 'utsav.compare';

export const compareStore = createStore<{ ids: readonly number[] }>(() => ({ ids: [] }));

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function read(): number[] {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(COMPARE_STORAGE_KEY) ?? '[]');
    return Array.isArray(raw)
      ? [...new Set(raw.filter((x): x is number => Number.isInteger(x) && x > 0))].slice(-COMPARE_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Sets the chosen services (the last COMPARE_MAX of them). */
export function setCompareIds(ids: readonly number[]): void {
  const next = [...new Set(ids)].slice(-COMPARE_MAX);
  compareStore.setState({ ids: next });
  try {
    storage()?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: the choice lasts for this page.
  }
}

export function toggleCompare(productId: number): void {
  const ids = compareStore.getState().ids;
  setCompareIds(ids.includes(productId) ? ids.filter((x) => x !== productId) : [...ids, productId]);
}

let loaded = false;

/** The chosen services; read from the tab's storage after the first render (server and hydration agree). */
export function useCompareIds(): readonly number[] {
  useEffect(() => {
    if (loaded) return;
    loaded = true;
    compareStore.setState({ ids: read() });
  }, []);
  return useStore(compareStore, (s) => s.ids);
}

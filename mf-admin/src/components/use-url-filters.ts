import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A table's filters, sort and page kept in the URL (issue 21: a reload, the back button and a shared link show the
 * same rows). Changing a filter goes back to page 1; empty values leave the URL.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = useCallback(
    (changes: Partial<Record<K | 'page', string>>) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes) as [string, string | undefined][]) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  return { values, page, set };
}

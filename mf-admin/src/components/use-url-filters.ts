import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** The cursors of the pages before this one (newest last), kept in the history entry's state. */
interface PagerState {
  trail?: string[];
}

/**
 * A table's filters, sort and page kept in the URL (a reload, the back button and a shared link show the
 * same rows). Tables page by keyset cursor: `?after=` is the cursor of the page shown ('' the first);
 * the cursors of the pages before it ride in the history entry's state, so Previous steps back one page (from a
 * shared link, whose history has none, Previous goes to the first page). Changing a filter or the sort goes back to
 * the first page; empty values leave the URL.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const after = params.get('after') ?? '';
  const trail = (location.state as PagerState | null)?.trail ?? [];
  const set = useCallback(
    (changes: Partial<Record<K, string>>, keepPage = false) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes) as [string, string | undefined][]) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          if (!keepPage) next.delete('after');
          return next;
        },
        keepPage ? { state: location.state } : undefined,
      );
    },
    [setParams, location.state],
  );
  const goTo = useCallback(
    (cursor: string, nextTrail: string[]) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (cursor) next.set('after', cursor);
          else next.delete('after');
          return next;
        },
        { state: { trail: nextTrail } satisfies PagerState },
      ),
    [setParams],
  );
  const pager = {
    /** A page before this one exists. */
    hasPrevious: after !== '',
    /** Shows the page after `cursor` (the reply's Page.next). */
    next: (cursor: string) => goTo(cursor, [...trail, after]),
    /** Shows the page before (the first when the trail is unknown). */
    previous: () => goTo(trail[trail.length - 1] ?? '', trail.slice(0, -1)),
  };
  return { values, after, pager, set };
}

export type UrlPager = ReturnType<typeof useUrlFilters>['pager'];

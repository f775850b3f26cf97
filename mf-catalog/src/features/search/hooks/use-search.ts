/**
 * Header search (product §4 Search, §8): runs only for non-empty text, empty text clears the results, failures and
 * non-success replies are ignored (the list stays as it was). Typing is debounced; stale answers are dropped.
 * `answered` is the (trimmed) text the results are the answer for, so an empty answer can be told from one not in
 * yet ("no services match" is said only once the server said so).
 */
import { useEffect, useRef, useState } from 'react';
import { fetchSearch, type SearchAnswer, type SearchResult } from '../api/search-api';

interface SearchState {
  results: SearchResult[];
  answered: string;
  /** What the server understood of `answered` ("Did you mean …" when nothing matched), null when it did not say. */
  search: SearchAnswer | null;
}

const EMPTY: SearchState = { results: [], answered: '', search: null };

export const SEARCH_DEBOUNCE_MS = 200;

export function useSearch(text: string): SearchState {
  const [state, setState] = useState<SearchState>(EMPTY);
  const latest = useRef(0);

  useEffect(() => {
    const term = text.trim();
    const request = ++latest.current;
    if (!term) {
      setState(EMPTY);
      return;
    }
    const timer = setTimeout(() => {
      fetchSearch(term)
        .then((reply) => {
          if (reply && request === latest.current) setState({ ...reply, answered: term });
        })
        .catch(() => {
          /* search failures are silently ignored (product §8) */
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return state;
}

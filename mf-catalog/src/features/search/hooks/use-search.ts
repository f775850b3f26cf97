/**
 * Header search (SPEC §4 Search, §8): runs only for non-empty text, empty text clears the results, failures and
 * non-success replies are ignored (the list stays as it was). Typing is debounced; stale answers are dropped.
 */
import { useEffect, useRef, useState } from 'react';
import { fetchSearch, type SearchResult } from '../api/search-api';

export const SEARCH_DEBOUNCE_MS = 200;

export function useSearch(text: string) {
  const [results, setResults] = useState<SearchResult[]>([]);
  const latest = useRef(0);

  useEffect(() => {
    const term = text.trim();
    const request = ++latest.current;
    if (!term) {
      setResults([]);
      return;
    }
    const timer = setTimeout(() => {
      fetchSearch(term)
        .then((list) => {
          if (list && request === latest.current) setResults(list);
        })
        .catch(() => {
          /* search failures are silently ignored (SPEC §8) */
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return results;
}

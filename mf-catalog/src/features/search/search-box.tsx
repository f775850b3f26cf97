import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SearchBoxProps } from '@utsav/shared/contracts';
import { CategorySuggestions } from '../../components/category-suggestions';
import { useSearch } from './hooks/use-search';
import styles from './search-box.module.css';
import { useAppT } from '../../i18n';

/**
 * Header search (catalog/SearchBox): results as the user types, each with its vendor and city (identical
 * titles told apart); arrows, Enter and Escape; choosing opens the detail. Enter with nothing to choose opens the
 * services list searched for the text; a search that found nothing says so, offers the nearest spelling the server
 * found ("Did you mean …", which searches it) and suggests categories.
 */
export default function SearchBox({ placeholder: given, className }: SearchBoxProps) {
  const { t } = useAppT();
  const placeholder = given ?? t('list.searchPlaceholder');
  // The field's value lives in the field (an uncontrolled input); `query` is what the suggestions are searched for,
  // taken from it as the person types.
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { results, answered, search } = useSearch(query);
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const term = query.trim();
  const showList = open && term !== '' && results.length > 0;
  const showNone = open && term !== '' && answered === term && results.length === 0;

  useEffect(() => setActive(-1), [results]);
  useEffect(() => setOpen(false), [location.pathname]);
  // A server-rendered page shows this box before its JavaScript has run: text typed then stays in the
  // field, and is searched for once, on mount (after the effect above, which closes the list); the list opens if the
  // field still has the focus.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed === '') return;
    setQuery(typed);
    if (document.activeElement === input.current) setOpen(true);
  }, []);
  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, []);

  /** Empties the field and the suggestions. */
  const clear = () => {
    if (input.current) input.current.value = '';
    setQuery('');
  };

  /** Searches `text` instead (the "Did you mean" suggestion), as if typed. */
  const searchFor = (text: string) => {
    if (input.current) {
      input.current.value = text;
      input.current.focus();
    }
    setQuery(text);
    setOpen(true);
  };

  const choose = (id: number) => {
    setOpen(false);
    clear();
    navigate(`/services/details/${id}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      if (results.length) setActive((i) => (i + 1) % results.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (results.length) setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (e.key === 'Enter') {
      const pick = results[active >= 0 ? active : 0];
      if (showList && pick) {
        e.preventDefault();
        choose(pick.Id);
      } else if (term) {
        e.preventDefault();
        setOpen(false);
        navigate(`/services/all?q=${encodeURIComponent(term.slice(0, 100))}`);
      }
    } else if (e.key === 'Escape') {
      if (showList || showNone) e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={`${styles.box} ${className ?? ''}`} ref={root}>
      {/* Named (axe landmark-unique): the header's and the phone menu's search boxes are two landmarks on one page. */}
      <form
        role="search"
        aria-label={placeholder.replace(/[…\s.]+$/, '')}
        className={styles.form}
        onSubmit={(e) => e.preventDefault()}
      >
        <svg
          className={styles.icon}
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          ref={input}
          className={styles.input}
          // A text input, not type="search": HTML allows role="combobox" and aria-expanded only on a text input.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </form>
      <ul id={listId} role="listbox" aria-label={t('search.results')} className={styles.list} hidden={!showList}>
        {showList
          ? results.map((r, i) => (
              <li
                key={r.Id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={`${styles.option} ${i === active ? styles.active : ''}`}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(r.Id)}
              >
                <span className={styles.optionTitle}>{r.Title}</span>
                {r.Vendor || r.City ? (
                  <span className={styles.optionMeta}>{[r.Vendor, r.City].filter(Boolean).join(' · ')}</span>
                ) : null}
              </li>
            ))
          : null}
      </ul>
      {showNone ? (
        <div className={styles.none} role="status" data-testid="search-none">
          <p className={styles.noneTitle}>{t('search.none', { term })}</p>
          {search?.didYouMean ? (
            <p className={styles.didYouMean} data-testid="search-did-you-mean">
              {t('list.didYouMean')}
              <button
                type="button"
                className={styles.linkButton}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => searchFor(search.didYouMean!)}
              >
                {search.didYouMean}
              </button>
              {t('list.didYouMeanEnd')}
            </p>
          ) : null}
          <CategorySuggestions
            limit={6}
            onChoose={() => {
              setOpen(false);
              clear();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

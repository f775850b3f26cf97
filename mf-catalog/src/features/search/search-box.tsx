import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SearchBoxProps } from '@utsav/shared/contracts';
import { useSearch } from './hooks/use-search';
import styles from './search-box.module.css';

/** Header search (catalog/SearchBox): results as the user types; arrows, Enter and Escape; choosing opens the detail. */
export default function SearchBox({ placeholder = 'Search...', className }: SearchBoxProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const results = useSearch(text);
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const showList = open && text.trim() !== '' && results.length > 0;

  useEffect(() => setActive(-1), [results]);
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, []);

  const choose = (id: number) => {
    setOpen(false);
    setText('');
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
      }
    } else if (e.key === 'Escape') {
      if (showList) e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={`${styles.box} ${className ?? ''}`} ref={root}>
      <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
        <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          className={styles.input}
          type="search"
          role="combobox"
          aria-label="Search services"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={placeholder}
          value={text}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </form>
      <ul id={listId} role="listbox" aria-label="Search results" className={styles.list} hidden={!showList}>
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
                {r.Title}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

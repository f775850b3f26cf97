import ui from './admin-ui.module.css';

export interface SortHeaderProps {
  label: string;
  /** The sort key of this column ('event'); the URL holds it, '-event' for descending. */
  column: string;
  sort: string;
  onSort: (sort: string) => void;
  className?: string;
}

/** The sort direction's arrow (a symbol, not a text to translate). */
const ARROW = { ascending: ' ▲', descending: ' ▼', none: ' ↕' } as const;

/** A column heading that sorts the table on the server: first click ascending, second descending, third default. */
export function SortHeader({ label, column, sort, onSort, className }: SortHeaderProps) {
  const state = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : 'none';
  const next = state === 'none' ? column : state === 'ascending' ? `-${column}` : '';
  return (
    <th aria-sort={state} className={className}>
      <button type="button" className={ui.sortButton} onClick={() => onSort(next)}>
        {label}
        <span aria-hidden="true">{ARROW[state]}</span>
      </button>
    </th>
  );
}

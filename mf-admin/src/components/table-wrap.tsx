import type { ReactNode } from 'react';
import ui from './admin-ui.module.css';

/**
 * A table's horizontal scroll area, reachable from the keyboard: focusable (tabIndex 0) and named, so a keyboard
 * user can scroll a wide table with the arrow keys (axe `scrollable-region-focusable`).
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={ui.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

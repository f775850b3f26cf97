import { startEarly } from './federation/early-start';

// Catalog's manifest and entry, and the landing page's first API read, start downloading with the shared
// libraries, not after them. The monolith build has no remotes to fetch.
void startEarly(document, { remotes: !__MONOLITH__ });

// A server-rendered page shows its buttons before React listens to them: a click on one then did nothing.
// Such clicks are kept here, from the moment this file runs, and replayed by bootstrap right after hydrateRoot (React
// hydrates what a replayed click needs first). Links are left alone: before hydration they navigate as plain links.
const early: HTMLElement[] = [];
const keep = (e: Event) => {
  const button = e.target instanceof Element ? e.target.closest('button') : null;
  if (button) early.push(button);
};
if (document.getElementById('root')?.dataset.ssr) document.addEventListener('click', keep, true);
// One click per task, as a person's clicks arrive: each handler then sees the state the click before it left (three
// quick "Next month" clicks move three months, not one).
const replay = () => {
  const button = early.shift();
  if (!button) return;
  if (button.isConnected) button.click();
  setTimeout(replay);
};
window.__utsavReplayClicks = () => {
  document.removeEventListener('click', keep, true);
  replay();
};

// Async boundary: the federation runtime negotiates shared modules before the app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

declare global {
  interface Window {
    /** Replays the clicks kept before hydration (index.ts); called once, after hydrateRoot. */
    __utsavReplayClicks?: () => void;
  }
}

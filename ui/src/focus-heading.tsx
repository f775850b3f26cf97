/**
 * Where keyboard focus goes after the page changed under the person without a navigation — signing in from the
 * dialog: to the page's main heading, so a screen reader announces where they are and Tab continues from
 * the page's content instead of from the top of the document. The heading gets tabindex="-1" (focusable by script,
 * not a Tab stop); the page does not scroll (they signed in from wherever they were reading).
 */
export function focusMainHeading(): void {
  const main = document.querySelector<HTMLElement>('main');
  const heading = (main ?? document).querySelector<HTMLElement>('h1') ?? main;
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

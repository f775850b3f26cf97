/**
 * After a refused submit, take the person to what is wrong: on a phone the first invalid field is often
 * off screen (an invalid GSTIN above a sticky "Place Order" made the button look dead). Every form of every app
 * calls this one helper when its validation fails:
 *
 *     const form = e.currentTarget;               // in the submit handler, before any await
 *     if (!result.ok) return focusFirstError(form);
 *
 * It waits for React to commit the error messages the same handler just set (a task later), then finds the first
 * error inside `root` in document order — a control marked `aria-invalid="true"` or a message with `role="alert"`
 * (the shared TextField and FieldError render both) — and moves keyboard focus to the control it belongs to,
 * scrolling it to the middle of the screen (smoothly unless the person asked for reduced motion). A message with no
 * control of its own (a radio group's "choose one") takes focus to the control just before it, or to itself.
 */

const CONTROL =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';
const ERROR = '[aria-invalid="true"], [role="alert"]';

function isControl(el: Element): el is HTMLElement {
  return el instanceof HTMLElement && el.matches(CONTROL);
}

/**
 * The control an error belongs to: a group's first control, the control naming the message in aria-describedby,
 * else the nearest control before the message in `root`.
 */
function controlFor(message: HTMLElement, root: HTMLElement): HTMLElement {
  // A group marked invalid (a radio group of addresses): its first control.
  const inside = message.querySelector<HTMLElement>(CONTROL);
  if (inside) return inside;
  if (message.id) {
    const described = [...root.querySelectorAll<HTMLElement>('[aria-describedby]')].find((el) =>
      (el.getAttribute('aria-describedby') ?? '').split(/\s+/).includes(message.id),
    );
    if (described) return described;
  }
  const controls = [...root.querySelectorAll<HTMLElement>(CONTROL)];
  const before = controls.filter((el) => el.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING);
  let target = before[before.length - 1];
  // A radio group's message: the group's first radio (the one Tab would enter the group on).
  if (target instanceof HTMLInputElement && target.type === 'radio' && target.name) {
    target =
      controls.find(
        (el) => el instanceof HTMLInputElement && el.type === 'radio' && el.name === target!.getAttribute('name'),
      ) ?? target;
  }
  if (target) return target;
  if (!message.hasAttribute('tabindex')) message.setAttribute('tabindex', '-1');
  return message;
}

/** The element focus should go to for the first error shown in `root`, or null when none is shown. */
export function firstErrorTarget(root: HTMLElement): HTMLElement | null {
  const first = root.querySelector<HTMLElement>(ERROR);
  if (!first) return null;
  return isControl(first) ? first : controlFor(first, root);
}

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Moves focus to the first error in `root` (and scrolls it into view) once the errors have rendered. */
export function focusFirstError(root: HTMLElement | null | undefined): void {
  if (!root) return;
  const run = (retry: boolean) => {
    const target = root.isConnected ? firstErrorTarget(root) : null;
    if (!target) {
      // Errors set after an await render a little later: one more look.
      if (retry) window.setTimeout(() => run(false), 50);
      return;
    }
    target.focus({ preventScroll: true });
    if (typeof target.scrollIntoView === 'function')
      target.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
  };
  window.setTimeout(() => run(true), 0);
}

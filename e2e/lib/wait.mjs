// Waiting for a condition instead of sleeping a fixed time: a journey that sleeps is slow when the
// condition comes early and flaky when it comes late.

/**
 * Resolves when `condition()` (sync or async, e.g. an API read or a locator's state) returns something truthy, and
 * returns that value; checks it every `interval` ms and fails with `what` (and the last error, if it threw) after
 * `timeout` ms.
 */
export async function until(condition, what, { timeout = 15_000, interval = 100 } = {}) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      const value = await condition();
      if (value) return value;
      last = undefined;
    } catch (e) {
      last = e;
    }
    if (Date.now() >= deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`, { cause: last });
    await new Promise((r) => setTimeout(r, interval));
  }
}

/**
 * Resolves after the page has painted two more frames: whatever a resize, a scroll or a state change scheduled has
 * been laid out (React commits a state update before the next frame; the second frame follows its layout).
 */
export async function nextFrames(page) {
  // A page in the background (another tab in front) paints no frames: after 1 s it is taken as laid out, where
  // waiting for a frame would hang the journey (page.evaluate has no timeout of its own).
  await page.evaluate(
    () =>
      new Promise((r) => {
        requestAnimationFrame(() => requestAnimationFrame(() => r()));
        setTimeout(r, 1000);
      }),
  );
}

/**
 * The page has nothing more to fetch — no request in flight and none started or ended for `quiet` ms — and has painted
 * what the last answers brought. Pages from newPage() count their requests (page.pending, page.lastNetwork); it works
 * after a same-document navigation too, where Playwright's 'networkidle' has already fired for the document.
 * 45 s at most: with the journeys' workers filling both cores, a page's late chunks (islands hydrating on an idle
 * moment) have taken over 15 s to arrive; a quick page is not slowed (a state, not a sleep).
 */
export async function settled(page, { quiet = 300, timeout = 45_000 } = {}) {
  if (!page.pending) await page.waitForLoadState('networkidle').catch(() => undefined);
  else
    await until(() => page.pending.size === 0 && Date.now() - page.lastNetwork >= quiet, 'the network to go quiet', {
      timeout,
      interval: 50,
    });
  await nextFrames(page);
}

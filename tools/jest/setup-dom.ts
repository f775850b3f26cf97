// Test setup for browser workspaces: jest-dom matchers and the Web APIs jsdom lacks.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('IntersectionObserver' in window)) {
  class IO {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: IO });
}
if (!('ResizeObserver' in window)) {
  class RO {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: RO });
}
// Current Chromium returns a Promise from window.scrollTo (CSSOM View). Mirror it so an effect written as
// `useEffect(() => window.scrollTo(0, 0))` — whose Promise React would call as a cleanup and crash on in
// production — fails here, and fail any test in which React reports a non-function effect cleanup.
window.scrollTo = (() => Promise.resolve()) as unknown as typeof window.scrollTo;
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (args.some((a) => typeof a === 'string' && a.includes('must not return anything besides a function'))) {
    throw new Error('An effect returned something other than a cleanup function (e.g. a Promise).');
  }
  consoleError(...args);
};

// CI runs these tests beside the API passes and the builds on 2 cores, where a first render can take seconds. Every
// wait polls for a state (findBy…, waitFor), so a longer ceiling costs nothing when the state comes; it only sets how
// long a broken page is waited for before the test fails.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

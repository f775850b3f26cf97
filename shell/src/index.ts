import { startEarly } from './federation/early-start';

// Catalog's manifest and entry, and the landing page's first API read, start downloading with the shared
// libraries, not after them (issue 10). The monolith build has no remotes to fetch.
void startEarly(document, { remotes: !__MONOLITH__ });

// Async boundary: the federation runtime negotiates shared modules before the app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

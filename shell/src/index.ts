import { startEarly } from './federation/early-start';

// Catalog's manifest and entry start downloading with the shared libraries, not after them (issue 10). The
// monolith build has no remotes to fetch.
if (!__MONOLITH__) void startEarly();

// Async boundary: the federation runtime negotiates shared modules before the app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

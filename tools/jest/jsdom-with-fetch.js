// The jsdom test environment with Node's own fetch API (issue 34.4). jsdom has no fetch, Request or Response, and
// the apps' API client (openapi-fetch) builds a Request for every call; tests answer it through a mocked
// `globalThis.fetch` (shared/src/testing/api-mock.ts). AbortController and AbortSignal come with them: undici's
// Request accepts only its own signal class.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream'];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;

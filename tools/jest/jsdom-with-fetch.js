// The jsdom test environment with Node's own fetch API. jsdom has no fetch, Request or Response, and
// the apps' API client (openapi-fetch) builds a Request for every call; tests answer it through a mocked
// `globalThis.fetch` (shared/src/testing/api-mock.ts). AbortController and AbortSignal come with them: undici's
// Request accepts only its own signal class. So do FormData, Blob and File: since Node 24 undici reads a body only
// when it is its own FormData (a brand check; Node 20 accepted any look-alike), so an upload built from jsdom's
// classes was sent as the text "[object FormData]".
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'Blob',
  'File',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    // Node's FormData, which also reads a form as the browser's does (`new FormData(form)`): Node's own takes no
    // form, so the form's entries are read through jsdom's FormData and copied.
    const JsdomFormData = this.global.FormData;
    class FormDataOfNode extends globalThis.FormData {
      constructor(form, submitter) {
        super();
        if (form !== undefined)
          for (const [name, value] of new JsdomFormData(form, submitter)) this.append(name, value);
      }
    }
    this.global.FormData = FormDataOfNode;
  }
}

module.exports = JsdomWithFetch;

/**
 * The one axios instance (base = runtime API base + /api, X-Auth-Token header) and envelope helpers that
 * understand `Status: 'Success'`, `Status: 1` and lowercase `status` (product §7).
 */
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { currentLang } from './i18n';
import { getConfig } from './runtime-config';
import { currentToken, onSignOut, sessionStore } from './session';
import { newTraceparent } from './trace-context';

export interface Envelope<T = unknown> {
  Status?: string | number;
  status?: string | number | boolean;
  Message?: string;
  message?: string;
  Payload?: T;
  [key: string]: unknown;
}

/** True when a reply signals success in any of the spec's three styles. */
export function isSuccess(reply: Envelope | null | undefined): boolean {
  if (!reply || typeof reply !== 'object') return false;
  const status = reply.Status ?? reply.status;
  if (typeof status === 'string') return status.toLowerCase() === 'success' || status === '1';
  if (typeof status === 'number') return status === 1;
  if (typeof status === 'boolean') return status;
  return false;
}

/** The server's message in either casing, or ''. */
export function messageOf(reply: Envelope | null | undefined): string {
  if (!reply || typeof reply !== 'object') return '';
  return String(reply.Message ?? reply.message ?? '');
}

/** Message for a failed request: the server's Message, else the error's own message. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof AxiosError) {
    const data = error.response?.data as Envelope | undefined;
    return messageOf(data) || error.message || fallback;
  }
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}

/** Throws an Error with the server's message when the envelope is not a success; returns the Payload. */
export function unwrap<T>(reply: Envelope<T>, fallback = 'Request failed'): T {
  if (!isSuccess(reply)) throw new Error(messageOf(reply) || fallback);
  return reply.Payload as T;
}

export function createApiClient(): AxiosInstance {
  const instance = axios.create();
  instance.interceptors.request.use((config) => {
    config.baseURL = `${getConfig().apiBase}/api`;
    const token = currentToken();
    if (token) config.headers.set('X-Auth-Token', token);
    // The API answers its errors in the page's language (issue 37).
    config.headers.set('Accept-Language', currentLang() === 'hi' ? 'hi-IN' : 'en-IN');
    // Issue 38: each request starts a trace the API continues (docs/observability.md). A caller's own wins.
    if (!config.headers.has('traceparent')) config.headers.set('traceparent', newTraceparent());
    return config;
  });
  instance.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      // An expired or revoked token: drop the session so every app sees the visitor state.
      if (error instanceof AxiosError && error.response?.status === 401 && sessionStore.getState().token) {
        sessionStore.getState().logout({ revoke: false });
      }
      return Promise.reject(error);
    },
  );
  return instance;
}

/** The one API client of the page. */
export const api: AxiosInstance = createApiClient();

// A sign-out ends the token on the server too (POST /logout answers 200 even for a token already over), so a
// copied token stops working at once. Best effort: the page is signed out either way. The body is an empty JSON
// object: axios sends `null` as an empty application/x-www-form-urlencoded body, which the API answers 415
// (issue 31.5: every sign-out had left its token valid).
onSignOut((token) => {
  void api.post('/logout', {}, { headers: { 'X-Auth-Token': token } }).catch(() => undefined);
});

/**
 * W3C Trace Context for the browser's API requests (docs/observability.md): a `traceparent` header
 * (`00-<16-byte trace id>-<8-byte parent id>-01`, lowercase hex) on each request of the shared API client, so the
 * API's trace (which continues an incoming `traceparent` when OTLP is on) and its log line (`traceId`) start at the
 * browser. No OpenTelemetry web SDK: the ids are random (crypto.getRandomValues), one new trace per request, and
 * nothing is recorded or exported by the browser itself. Flags 01 (sampled) asks the API to record the trace.
 */

function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  let hex = '';
  // An all-zero id is invalid in W3C Trace Context (receivers ignore the header): draw again (chance 2^-64 or less).
  while (!/[^0]/.test(hex)) {
    crypto.getRandomValues(buf);
    hex = Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return hex;
}

/** A fresh `traceparent`: version 00, random trace id (32 hex) and parent id (16 hex), flags 01 (sampled). */
export function newTraceparent(): string {
  return `00-${randomHex(16)}-${randomHex(8)}-01`;
}

/**
 * Traces of the API: OpenTelemetry, on only when an OTLP endpoint is configured
 * (OTEL_EXPORTER_OTLP_ENDPOINT, or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT; OTEL_SDK_DISABLED=true turns it off again).
 * Without one nothing of OpenTelemetry is even loaded: no cost, nothing sent anywhere.
 *
 * With one: a server span per request (the http instrumentation, which continues the caller's W3C `traceparent`:
 * the renderer's, a proxy's or a browser's), renamed to the route pattern by lib/request-log; a client span per
 * PostgreSQL query under it (the pg instrumentation, statement text without values); batched and exported over
 * OTLP/HTTP (JSON). OTEL_SERVICE_NAME (default utsav-api) and the other standard OTEL_* variables apply.
 *
 * It must run before `pg` is imported (server.ts starts it, then imports the app): ESM modules are patched through
 * import-in-the-middle's loader hook, registered here first.
 */
import { register } from 'node:module';

export interface Tracing {
  /** Ms the set-up took (loading the SDK, the exporter and the instrumentations): the start-up cost. */
  startupMs: number;
  /** Sends what is buffered and stops (on shutdown). */
  shutdown(): Promise<void>;
}

/** The OTLP endpoint traces go to, or null when none is configured (then tracing is off). */
export function otlpEndpoint(env: Record<string, string | undefined> = process.env): string | null {
  if ((env.OTEL_SDK_DISABLED ?? '').toLowerCase() === 'true') return null;
  return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT || null;
}

/** Paths probed or scraped every few seconds: no span (they would drown the traces). */
const UNTRACED = /^\/(livez|readyz|metrics)(\?|$)/;

export async function startTracing(
  service = 'utsav-api',
  env: Record<string, string | undefined> = process.env,
): Promise<Tracing | null> {
  if (!otlpEndpoint(env)) return null;
  const started = performance.now();
  // Only pg is wrapped: every other module (tsx's TypeScript among them) loads untouched.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: ['pg'] } });
  const [
    { NodeTracerProvider },
    { BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { registerInstrumentations },
    { HttpInstrumentation },
    { PgInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || service }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The global provider, the W3C trace-context propagator and the async-context manager.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED.test(req.url ?? '') }),
      // Queries outside a request (the sweeper, the worker, migrations) start no trace of their own.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  return { startupMs: Math.round(performance.now() - started), shutdown: () => provider.shutdown() };
}

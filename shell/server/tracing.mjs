// Traces of the server renderer, as the API's (api/src/lib/tracing.ts): OpenTelemetry, on only when an
// OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT; OTEL_SDK_DISABLED=true
// turns it off). Without one nothing of OpenTelemetry is loaded. With one: a server span per page request (continuing
// the `traceparent` the browser or the front proxy sent) and a client span per API call the render makes, which
// carries `traceparent` on to the API; batched and exported over OTLP/HTTP (JSON). OTEL_SERVICE_NAME: utsav-renderer.
// serve.mjs imports this first, so node:http is patched before the renderer's bundle is loaded. The render's API
// calls go through fetch (the shared openapi-fetch client): the undici instrumentation makes their client spans.
import { createRequire } from 'node:module';

const UNTRACED = /^\/(livez|readyz|metrics)(\?|$)|\.[a-z0-9]+(\?|$)/i;

export function otlpEndpoint(env = process.env) {
  if (String(env.OTEL_SDK_DISABLED ?? '').toLowerCase() === 'true') return null;
  return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT || null;
}

/** @returns {Promise<{ startupMs: number, shutdown: () => Promise<void> } | null>} */
export async function startTracing(service = 'utsav-renderer', env = process.env) {
  if (!otlpEndpoint(env)) return null;
  const started = performance.now();
  const [
    { NodeTracerProvider },
    { BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { registerInstrumentations },
    { HttpInstrumentation },
    { UndiciInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || service }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    // Pages only: static files, probes and scrapes make no span.
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED.test(req.url ?? '') }),
      new UndiciInstrumentation(),
    ],
  });
  // node:http was loaded before the instrumentation: one require patches its exports (request, get, Server) in place.
  createRequire(import.meta.url)('node:http');
  return { startupMs: Math.round(performance.now() - started), shutdown: () => provider.shutdown() };
}

export const tracing = await startTracing();

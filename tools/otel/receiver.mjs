// An OTLP/HTTP trace receiver in the test's own process: what an OpenTelemetry collector would be sent.
// Takes POST /v1/traces as JSON (the @opentelemetry/exporter-trace-otlp-http default) and keeps every span, flat:
// { service, traceId, spanId, parentSpanId, name, kind, attributes }.
import { createServer } from 'node:http';

const value = (v) => v?.stringValue ?? v?.intValue ?? v?.doubleValue ?? v?.boolValue ?? null;
const attributesOf = (list = []) => Object.fromEntries(list.map((a) => [a.key, value(a.value)]));

/** Spans of an OTLP ExportTraceServiceRequest (JSON), flat. */
export function spansOf(body) {
  return (body.resourceSpans ?? []).flatMap((rs) => {
    const service = attributesOf(rs.resource?.attributes)['service.name'];
    return (rs.scopeSpans ?? []).flatMap((ss) =>
      (ss.spans ?? []).map((s) => ({
        service,
        scope: ss.scope?.name,
        traceId: s.traceId,
        spanId: s.spanId,
        parentSpanId: s.parentSpanId || null,
        name: s.name,
        kind: s.kind,
        attributes: attributesOf(s.attributes),
      })),
    );
  });
}

/** Starts the receiver on `port` (0: any free one); `spans` fills as exports arrive, `requests` counts every POST. */
export async function startReceiver({ port = 0, host = '127.0.0.1' } = {}) {
  const spans = [];
  let requests = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      requests++;
      if (req.method === 'POST' && req.url === '/v1/traces' && String(req.headers['content-type']).includes('json')) {
        try {
          spans.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        } catch {
          res.writeHead(400);
          return res.end();
        }
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return {
    url: `http://${host}:${server.address().port}`,
    spans,
    get requests() {
      return requests;
    },
    close: () =>
      new Promise((r) => {
        server.close(r);
        server.closeAllConnections();
      }),
  };
}

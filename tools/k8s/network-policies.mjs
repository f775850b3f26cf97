// Kubernetes NetworkPolicies of the topology (docs/security.md "Network policies"): everything in the namespace is
// denied in and out, then only the flows the topology needs are opened:
//   - DNS: every pod may ask the cluster DNS (UDP/TCP 53);
//   - front → renderer, the static apps (shell and remotes) and the API: from the ingress controller's namespace;
//   - renderer → API (SSR_API_ORIGIN) and the static apps (server bundles of the remotes), and the site's own origin
//     over HTTPS (SSR_INTERNAL_ORIGIN goes through the Ingress);
//   - API, worker and migration Job → PostgreSQL (DATABASE_URL, outside the namespace: TCP 5432), and the API and worker
//     → the providers they call (Razorpay, MSG91 over HTTPS 443; SMTP 465/587; the OTLP collector 4317/4318);
//   - the metrics scrapers' namespace → the API, worker and renderer (the prometheus.io annotations).
// Nothing else: no pod reaches PostgreSQL but the API's, no static app reaches anything, the renderer not the database.

const labels = (component) => ({ 'app.kubernetes.io/name': 'utsav', 'app.kubernetes.io/component': component });
const pods = (component) => ({ podSelector: { matchLabels: labels(component) } });
const namespace = (name) => ({ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': name } } });
const tcp = (...ports) => ports.map((port) => ({ protocol: 'TCP', port }));

/** The NetworkPolicy objects of an overlay (namespace added by the caller). `statics`: the static apps' components. */
export function networkPolicies(v, statics) {
  const ingressNs = v.network?.ingressNamespace ?? 'ingress-nginx';
  const monitoringNs = v.network?.monitoringNamespace ?? 'monitoring';
  const policy = (name, spec) => ({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name, labels: labels('network') },
    spec,
  });
  const anywhere = [{ ipBlock: { cidr: '0.0.0.0/0' } }];
  return [
    policy('utsav-default-deny', { podSelector: {}, policyTypes: ['Ingress', 'Egress'] }),
    policy('utsav-dns', {
      podSelector: {},
      policyTypes: ['Egress'],
      egress: [{ ports: [{ protocol: 'UDP', port: 53 }, ...tcp(53)] }],
    }),
    policy('utsav-front-to-api', {
      podSelector: { matchLabels: labels('api') },
      policyTypes: ['Ingress'],
      ingress: [
        { from: [namespace(ingressNs)], ports: tcp(4000) },
        { from: [pods('renderer')], ports: tcp(4000) },
        { from: [namespace(monitoringNs)], ports: tcp(4000) },
      ],
    }),
    policy('utsav-front-to-renderer', {
      podSelector: { matchLabels: labels('renderer') },
      policyTypes: ['Ingress'],
      ingress: [
        { from: [namespace(ingressNs)], ports: tcp(8080) },
        { from: [namespace(monitoringNs)], ports: tcp(8080) },
      ],
    }),
    ...statics.map((component) =>
      policy(`utsav-front-to-${component}`, {
        podSelector: { matchLabels: labels(component) },
        policyTypes: ['Ingress'],
        ingress: [{ from: [namespace(ingressNs), pods('renderer')], ports: tcp(8080) }],
      }),
    ),
    policy('utsav-worker-scrape', {
      podSelector: { matchLabels: labels('worker') },
      policyTypes: ['Ingress'],
      ingress: [{ from: [namespace(monitoringNs)], ports: tcp(4000) }],
    }),
    policy('utsav-renderer-egress', {
      podSelector: { matchLabels: labels('renderer') },
      policyTypes: ['Egress'],
      egress: [
        { to: [pods('api')], ports: tcp(4000) },
        { to: statics.map(pods), ports: tcp(8080) },
        { to: anywhere, ports: tcp(443) },
      ],
    }),
    ...['api', 'worker', 'migrate'].map((component) =>
      policy(`utsav-${component}-egress`, {
        podSelector: { matchLabels: labels(component) },
        policyTypes: ['Egress'],
        egress: [
          { to: anywhere, ports: tcp(5432) },
          ...(component === 'migrate' ? [] : [{ to: anywhere, ports: tcp(443, 465, 587, 4317, 4318) }]),
        ],
      }),
    ),
  ];
}

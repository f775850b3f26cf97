// Kubernetes manifests for the topology of docker-compose.yml (issue 38), rendered from one values file per overlay
// (deploy/k8s/overlays/<name>.yaml) and the app registry, without Helm or kustomize (neither is installed here):
//   - ConfigMap utsav-api (the API's plain settings) and the Secret utsav-secrets it expects (made by the operator,
//     never rendered: DATABASE_URL, JWT_SECRET, RAZORPAY_*, METRICS_TOKEN);
//   - Job utsav-migrate-<tag> (migrations + seed check), applied and awaited before the rollout;
//   - Deployment + Service + HorizontalPodAutoscaler + PodDisruptionBudget for the API (probes /livez, /readyz);
//   - Deployment utsav-worker: the same image, no Service, the only process running the payment sweeper;
//   - per app of the registry: a static nginx Deployment + Service + PodDisruptionBudget;
//   - Deployment + Service + HorizontalPodAutoscaler + PodDisruptionBudget for the renderer (issue 35: the shell's
//     server renderer, shell/server/Dockerfile, probes /livez, /readyz);
//   - Ingresses with the front proxy's rules (docker/nginx/front.conf): /api and /images to the API, /remotes/<name>/
//     to each remote with the prefix stripped, / to the renderer with the static shell as its fallback; /metrics,
//     /livez, /readyz never routed to the API or the renderer;
//   - PersistentVolumeClaim for uploads (ReadWriteMany) shared by the API pods.
// Usage: node tools/k8s/render.mjs [--check]   writes (or checks) deploy/k8s/<overlay>/manifests.yaml for each overlay.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { APPS } from '../../apps.registry.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OVERLAYS = path.join(ROOT, 'deploy/k8s/overlays');

const labels = (component) => ({ 'app.kubernetes.io/name': 'utsav', 'app.kubernetes.io/component': component });
const meta = (name, component, extra = {}) => ({ name, labels: labels(component), ...extra });
const SECRET = 'utsav-secrets';
const SECRET_KEYS = [
  ['DATABASE_URL', false],
  ['JWT_SECRET', false],
  ['RAZORPAY_KEY_ID', true],
  ['RAZORPAY_KEY_SECRET', true],
  ['RAZORPAY_WEBHOOK_SECRET', true],
  ['METRICS_TOKEN', true],
];
const secretEnv = () =>
  SECRET_KEYS.map(([name, optional]) => ({ name, valueFrom: { secretKeyRef: { name: SECRET, key: name, optional } } }));
const podSecurity = { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } };
const containerSecurity = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};

function apiContainer(v, { sweep }) {
  const http = (p) => ({ httpGet: { path: p, port: 'http' } });
  return {
    name: 'api',
    image: `${v.imageRegistry}/api:${v.tags.api}`,
    ports: [{ name: 'http', containerPort: 4000 }],
    envFrom: [{ configMapRef: { name: 'utsav-api' } }],
    env: [
      ...secretEnv(),
      { name: 'PAYMENT_SWEEP_MS', value: sweep ? '30000' : '0' },
      { name: 'DB_POOL_SIZE', value: String(v.api.poolSize) },
    ],
    resources: {
      requests: { cpu: v.api.cpu.request, memory: v.api.memory.request },
      limits: { cpu: v.api.cpu.limit, memory: v.api.memory.limit },
    },
    // Start-up (migrations already done by the Job; the port opens after the pending-migration check) gets 2 min.
    startupProbe: { ...http('/livez'), periodSeconds: 5, failureThreshold: 24 },
    livenessProbe: { ...http('/livez'), periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 },
    readinessProbe: { ...http('/readyz'), periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 },
    volumeMounts: [
      { name: 'uploads', mountPath: '/data' },
      { name: 'tmp', mountPath: '/tmp' },
    ],
    securityContext: containerSecurity,
  };
}

function apiPodSpec(v, opts) {
  return {
    securityContext: podSecurity,
    // SIGTERM: readiness false for SHUTDOWN_DELAY_MS (5 s, endpoints catch up), then drain up to SHUTDOWN_TIMEOUT_MS.
    terminationGracePeriodSeconds: 30,
    containers: [apiContainer(v, opts)],
    volumes: [
      { name: 'uploads', persistentVolumeClaim: { claimName: 'utsav-uploads' } },
      { name: 'tmp', emptyDir: {} },
    ],
  };
}

const promAnnotations = {
  'prometheus.io/scrape': 'true',
  'prometheus.io/port': '4000',
  'prometheus.io/path': '/metrics',
};

export function renderOverlay(v) {
  const out = [];
  const ns = (o) => ({ ...o, metadata: { ...o.metadata, namespace: v.namespace } });
  const add = (o) => out.push(ns(o));
  out.push({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: v.namespace, labels: labels('namespace') } });
  add({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: meta('utsav-api', 'config'),
    data: {
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '4000',
      DATA_DIR: '/data',
      CORS_ORIGINS: `https://${v.host}`,
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '20',
      CATALOG_CACHE_TTL_MS: '5000',
      AUTH_CACHE_TTL_MS: '5000',
      BCRYPT_ROUNDS: '10',
      SHUTDOWN_DELAY_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '20000',
      LOG_LEVEL: 'info',
      // Traces (issue 38): the overlay's OTLP/HTTP collector; empty = no tracing, nothing of OpenTelemetry loaded.
      OTEL_EXPORTER_OTLP_ENDPOINT: v.otlpEndpoint ?? '',
    },
  });
  add({
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: meta('utsav-uploads', 'storage'),
    spec: {
      accessModes: ['ReadWriteMany'],
      resources: { requests: { storage: v.uploads.size } },
      ...(v.uploads.storageClass ? { storageClassName: v.uploads.storageClass } : {}),
    },
  });
  // Migrations before the rollout: one Job per API tag (a Job's template cannot change; a new tag is a new Job).
  add({
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: meta(
      `utsav-migrate-${String(v.tags.api)
        .replace(/[^a-z0-9-]/gi, '-')
        .toLowerCase()}`,
      'migrate',
      { annotations: { 'argocd.argoproj.io/hook': 'PreSync' } },
    ),
    spec: {
      backoffLimit: 3,
      ttlSecondsAfterFinished: 86400,
      template: {
        metadata: { labels: labels('migrate') },
        spec: {
          ...apiPodSpec(v, { sweep: false }),
          restartPolicy: 'OnFailure',
          containers: [
            {
              ...apiContainer(v, { sweep: false }),
              name: 'migrate',
              command: ['node', 'dist/api/src/db/migrate-cli.js', '--seed'],
              ports: undefined,
              startupProbe: undefined,
              livenessProbe: undefined,
              readinessProbe: undefined,
            },
          ].map(stripUndefined),
        },
      },
    },
  });
  const apiSelector = { matchLabels: labels('api') };
  add({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: meta('utsav-api', 'api'),
    spec: {
      replicas: v.api.replicas,
      selector: apiSelector,
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: labels('api'), annotations: promAnnotations },
        spec: apiPodSpec(v, { sweep: false }),
      },
    },
  });
  add({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: meta('utsav-api', 'api'),
    spec: { selector: labels('api'), ports: [{ name: 'http', port: 4000, targetPort: 'http' }] },
  });
  add({
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: meta('utsav-api', 'api'),
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'utsav-api' },
      minReplicas: v.api.replicas,
      maxReplicas: v.api.maxReplicas,
      metrics: [
        { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
      ],
    },
  });
  add({
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: meta('utsav-api', 'api'),
    spec: { maxUnavailable: 1, selector: apiSelector },
  });
  // The worker: the same image and server, no traffic, the only process that runs the sweeper (holds expire,
  // past events complete). One replica; a second would only repeat the same idempotent sweep.
  add({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: meta('utsav-worker', 'worker'),
    spec: {
      replicas: 1,
      selector: { matchLabels: labels('worker') },
      strategy: { type: 'Recreate' },
      template: {
        metadata: { labels: labels('worker'), annotations: promAnnotations },
        spec: apiPodSpec(v, { sweep: true }),
      },
    },
  });
  add({
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: meta('utsav-worker', 'worker'),
    spec: { maxUnavailable: 1, selector: { matchLabels: labels('worker') } },
  });

  for (const app of APPS) {
    const name = app.name === 'shell' ? 'utsav-shell' : `utsav-${app.name}`;
    const component = app.name === 'shell' ? 'shell' : `remote-${app.name}`;
    const remoteEnv = APPS.filter((a) => a.name !== 'shell').map((a) => ({
      name: `REMOTE_${a.name.toUpperCase()}_URL`,
      value: '',
    }));
    add({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: meta(name, component),
      spec: {
        replicas: v.static.replicas,
        selector: { matchLabels: labels(component) },
        template: {
          metadata: { labels: labels(component) },
          spec: {
            securityContext: podSecurity,
            containers: [
              {
                name: 'nginx',
                image: `${v.imageRegistry}/${app.dir}:${v.tags[app.name]}`,
                ports: [{ name: 'http', containerPort: 8080 }],
                // What 40-app-config.sh writes into app-config.json at start (runtime config, never baked in).
                env: [
                  { name: 'PUBLIC_URL', value: `https://${v.host}` },
                  { name: 'PUBLIC_API_BASE', value: '' },
                  ...remoteEnv,
                ],
                resources: { requests: { cpu: '50m', memory: '32Mi' }, limits: { cpu: '250m', memory: '128Mi' } },
                livenessProbe: { httpGet: { path: '/healthz', port: 'http' }, periodSeconds: 15 },
                readinessProbe: { httpGet: { path: '/healthz', port: 'http' }, periodSeconds: 5 },
                volumeMounts: [{ name: 'runtime', mountPath: '/tmp' }],
                securityContext: containerSecurity,
              },
            ],
            volumes: [{ name: 'runtime', emptyDir: {} }],
          },
        },
      },
    });
    add({
      apiVersion: 'v1',
      kind: 'Service',
      metadata: meta(name, component),
      spec: { selector: labels(component), ports: [{ name: 'http', port: 8080, targetPort: 'http' }] },
    });
    add({
      apiVersion: 'policy/v1',
      kind: 'PodDisruptionBudget',
      metadata: meta(name, component),
      spec: { maxUnavailable: 1, selector: { matchLabels: labels(component) } },
    });
  }

  // The renderer (issue 35, docs/ssr.md): the public pages as HTML. The same tag as the shell (both are built from
  // shell/; compose: utsav/renderer:${SHELL_TAG}). It reads the API and each remote's server build directly through
  // their Services (SSR_API_ORIGIN, SSR_SERVER_ENTRIES take precedence over SSR_INTERNAL_ORIGIN), so a page's reads
  // stay in the cluster; SSR_INTERNAL_ORIGIN (the site as the renderer reaches it, by default the public origin
  // through the Ingress) is there for anything else it reads through the site.
  const r = v.renderer;
  const rendererSelector = { matchLabels: labels('renderer') };
  const http = (p) => ({ httpGet: { path: p, port: 'http' } });
  const serverRemotes = APPS.filter((a) => a.name !== 'shell' && a.server);
  add({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: meta('utsav-renderer', 'renderer'),
    spec: {
      replicas: r.replicas,
      selector: rendererSelector,
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: labels('renderer'), annotations: { ...promAnnotations, 'prometheus.io/port': '8080' } },
        spec: {
          securityContext: podSecurity,
          // SIGTERM: /readyz answers 503 (draining), open requests finish, then the process exits (ops.mjs).
          terminationGracePeriodSeconds: 30,
          containers: [
            {
              name: 'renderer',
              image: `${v.imageRegistry}/renderer:${v.tags.shell}`,
              ports: [{ name: 'http', containerPort: 8080 }],
              env: [
                // What 40-app-config.sh writes into app-config.json at start, as the static shell's.
                { name: 'PUBLIC_URL', value: `https://${v.host}` },
                { name: 'PUBLIC_API_BASE', value: '' },
                ...APPS.filter((a) => a.name !== 'shell').map((a) => ({
                  name: `REMOTE_${a.name.toUpperCase()}_URL`,
                  value: '',
                })),
                { name: 'SITE_URL', value: `https://${v.host}` },
                { name: 'SSR_INTERNAL_ORIGIN', value: r.internalOrigin ?? `https://${v.host}` },
                { name: 'SSR_API_ORIGIN', value: 'http://utsav-api:4000' },
                { name: 'SSR_REMOTES', value: serverRemotes.map((a) => a.name).join(',') },
                {
                  name: 'SSR_SERVER_ENTRIES',
                  value: JSON.stringify(
                    Object.fromEntries(
                      serverRemotes.map((a) => [a.name, `http://utsav-${a.name}:8080/server/remoteEntry.js`]),
                    ),
                  ),
                },
                // Traces (issue 38): the same collector as the API's, from its ConfigMap; empty = no tracing.
                {
                  name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
                  valueFrom: { configMapKeyRef: { name: 'utsav-api', key: 'OTEL_EXPORTER_OTLP_ENDPOINT' } },
                },
                { name: 'LOG_LEVEL', valueFrom: { configMapKeyRef: { name: 'utsav-api', key: 'LOG_LEVEL' } } },
                {
                  name: 'METRICS_TOKEN',
                  valueFrom: { secretKeyRef: { name: SECRET, key: 'METRICS_TOKEN', optional: true } },
                },
              ],
              resources: {
                requests: { cpu: r.cpu.request, memory: r.memory.request },
                limits: { cpu: r.cpu.limit, memory: r.memory.limit },
              },
              // /readyz is 200 once the renderer is configured (its server entries loaded): up to 1 min to start.
              startupProbe: { ...http('/livez'), periodSeconds: 5, failureThreshold: 12 },
              livenessProbe: { ...http('/livez'), periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 },
              readinessProbe: { ...http('/readyz'), periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 },
              // app-config.json is written to /tmp/runtime at start (the root file system is read-only).
              volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
              securityContext: containerSecurity,
            },
          ],
          volumes: [{ name: 'tmp', emptyDir: {} }],
        },
      },
    },
  });
  add({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: meta('utsav-renderer', 'renderer'),
    spec: { selector: labels('renderer'), ports: [{ name: 'http', port: 8080, targetPort: 'http' }] },
  });
  add({
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: meta('utsav-renderer', 'renderer'),
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'utsav-renderer' },
      minReplicas: r.replicas,
      maxReplicas: r.maxReplicas,
      metrics: [
        { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
      ],
    },
  });
  add({
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: meta('utsav-renderer', 'renderer'),
    spec: { maxUnavailable: 1, selector: rendererSelector },
  });

  // Ingress (ingress-nginx) with the front proxy's rules. ingress-nginx creates X-Request-ID ($req_id) and passes it
  // on, as the compose front does; retries only idempotent requests on error/timeout/502, like front.conf.
  const common = {
    'nginx.ingress.kubernetes.io/proxy-body-size': '60m',
    'nginx.ingress.kubernetes.io/proxy-next-upstream': 'error timeout http_502',
    'nginx.ingress.kubernetes.io/proxy-read-timeout': '60',
  };
  const tls = [{ hosts: [v.host], secretName: v.tlsSecret }];
  const backend = (service, port) => ({ service: { name: service, port: { number: port } } });
  add({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: meta('utsav', 'front', { annotations: common }),
    spec: {
      ingressClassName: 'nginx',
      tls,
      rules: [
        {
          host: v.host,
          http: {
            paths: [
              { path: '/api/', pathType: 'Prefix', backend: backend('utsav-api', 4000) },
              { path: '/images/', pathType: 'Prefix', backend: backend('utsav-api', 4000) },
            ],
          },
        },
      ],
    },
  });
  // The pages: / to the renderer (every replica; the next one on error/timeout/502, pages are GETs). When no
  // renderer is ready the Ingress's default backend answers: the static shell (the page renders in the browser, as
  // front.conf's `error_page 502 504 = @shell`). A separate Ingress, so /api never falls back to the shell's HTML.
  // The renderer's /metrics, /livez, /readyz are sent to the static shell (its index.html), never to a renderer.
  add({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: meta('utsav-pages', 'front', {
      annotations: {
        ...common,
        'nginx.ingress.kubernetes.io/proxy-connect-timeout': '2',
        'nginx.ingress.kubernetes.io/default-backend': 'utsav-shell',
      },
    }),
    spec: {
      ingressClassName: 'nginx',
      tls,
      rules: [
        {
          host: v.host,
          http: {
            paths: [
              ...['/metrics', '/livez', '/readyz'].map((p) => ({
                path: p,
                pathType: 'Exact',
                backend: backend('utsav-shell', 8080),
              })),
              { path: '/', pathType: 'Prefix', backend: backend('utsav-renderer', 8080) },
            ],
          },
        },
      ],
    },
  });
  add({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: meta('utsav-remotes', 'front', {
      annotations: {
        ...common,
        'nginx.ingress.kubernetes.io/use-regex': 'true',
        'nginx.ingress.kubernetes.io/rewrite-target': '/$2',
      },
    }),
    spec: {
      ingressClassName: 'nginx',
      tls,
      rules: [
        {
          host: v.host,
          http: {
            paths: APPS.filter((a) => a.name !== 'shell').map((a) => ({
              path: `/remotes/${a.name}(/|$)(.*)`,
              pathType: 'ImplementationSpecific',
              backend: backend(`utsav-${a.name}`, 8080),
            })),
          },
        },
      ],
    },
  });
  return out;
}

function stripUndefined(o) {
  return JSON.parse(JSON.stringify(o));
}

export function overlays() {
  return readdirSync(OVERLAYS)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => ({ name: f.replace(/\.yaml$/, ''), values: YAML.parse(readFileSync(path.join(OVERLAYS, f), 'utf8')) }));
}

export function renderText(objects, overlay) {
  const head = `# generated by tools/k8s/render.mjs from deploy/k8s/overlays/${overlay}.yaml and apps.registry.mjs — do not edit\n`;
  return head + objects.map((o) => YAML.stringify(stripUndefined(o), { lineWidth: 0 })).join('---\n');
}

export const renderedPath = (overlay) => path.join(ROOT, 'deploy/k8s', overlay, 'manifests.yaml');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const { name, values } of overlays()) {
    const text = renderText(renderOverlay(values), name);
    const file = renderedPath(name);
    if (check) {
      if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
        console.error(`${path.relative(ROOT, file)} is out of date: node tools/k8s/render.mjs`);
        stale++;
      }
    } else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      console.log(`wrote ${path.relative(ROOT, file)}`);
    }
  }
  process.exit(stale ? 1 : 0);
}

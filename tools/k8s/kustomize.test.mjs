// The Kubernetes manifests (docs/deploy.md, "Kubernetes"): each Kustomize overlay renders with `kubectl kustomize`,
// every object is valid against the Kubernetes schemas (kubernetes-models: the API's OpenAPI schemas compiled with
// ajv), and the topology's rules hold: resources, probes, autoscaling, disruption budgets, secrets only by reference,
// the Ingresses routing as the front proxy does, /metrics and the probes never public.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { APPS } from '../../apps.registry.mjs';
import { GENERATED, POLICIES, appsText, policiesText } from './apps.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The autoscaling bounds per overlay from the capacity plan (docs/capacity.md, "Replicas by overlay"): overlay →
 * { api: [min, max], renderer: [min, max], target }.
 */
export function capacityPlan() {
  const text = readFileSync(path.join(ROOT, 'docs/capacity.md'), 'utf8');
  const section = text.split(/^## Replicas by overlay$/m)[1] ?? '';
  const rows = section
    .split('\n')
    .filter((l) => /^\|\s*[a-z]+\s*\|\s*\d/.test(l))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  return Object.fromEntries(
    rows.map(([name, apiMin, apiMax, rMin, rMax, target]) => [
      name,
      { api: [Number(apiMin), Number(apiMax)], renderer: [Number(rMin), Number(rMax)], target: Number(target) },
    ]),
  );
}
const PLAN = capacityPlan();

/** What each overlay promises (its kustomization.yaml, docs/deploy.md and the capacity plan). */
const OVERLAYS = {
  production: { namespace: 'utsav', host: 'utsav.example.in', tag: '1.0.0', apps: 2, ...PLAN.production },
  staging: { namespace: 'utsav-staging', host: 'staging.utsav.example.in', tag: 'main', apps: 1, ...PLAN.staging },
};

test('docs/capacity.md gives the autoscaling bounds of every overlay', () => {
  for (const name of Object.keys(OVERLAYS)) {
    const p = PLAN[name];
    assert.ok(p, `no row for ${name}`);
    assert.ok(p.api[0] >= 1 && p.api[0] <= p.api[1] && p.renderer[0] >= 1 && p.renderer[0] <= p.renderer[1]);
    assert.ok(p.target > 0 && p.target <= 100);
  }
});
const REGISTRY = 'registry.example.in/utsav';

export function render(overlay) {
  const text = execFileSync('kubectl', ['kustomize', path.join(ROOT, 'deploy/k8s/overlays', overlay)], {
    encoding: 'utf8',
  });
  return YAML.parseAllDocuments(text).map((d) => d.toJS());
}

/** The kubernetes-models class of an object (apiVersion group/version + kind). */
async function modelOf(o) {
  const [group, version] = o.apiVersion.includes('/') ? o.apiVersion.split('/') : [null, o.apiVersion];
  const mod = await import(group ? `kubernetes-models/${group}/${version}` : `kubernetes-models/${version}`);
  const Model = mod[o.kind];
  assert.ok(Model, `no model for ${o.apiVersion} ${o.kind}`);
  return Model;
}

test('deploy/k8s/base/apps.generated.yaml is generated from the registry (node tools/k8s/apps.mjs)', () => {
  assert.equal(readFileSync(GENERATED, 'utf8'), appsText());
  assert.equal(readFileSync(POLICIES, 'utf8'), policiesText());
});

for (const [name, want] of Object.entries(OVERLAYS)) {
  const objects = render(name);
  const byKind = (kind) => objects.filter((o) => o.kind === kind);
  const find = (kind, n) => objects.find((o) => o.kind === kind && o.metadata.name === n);
  const envOf = (c) => Object.fromEntries(c.env.map((e) => [e.name, e]));
  const site = find('ConfigMap', 'utsav-site');

  test(`${name}: every object is valid against the Kubernetes schemas, in the overlay's namespace`, async () => {
    assert.ok(objects.length > 30);
    for (const o of objects) {
      const Model = await modelOf(o);
      assert.doesNotThrow(() => new Model(o).validate(), `${o.kind} ${o.metadata.name}`);
      if (o.kind === 'Namespace') assert.equal(o.metadata.name, want.namespace);
      else assert.equal(o.metadata.namespace, want.namespace, `${o.kind} ${o.metadata.name}`);
    }
    // The validator does refuse a wrong object (it is not a no-op).
    const Deployment = await modelOf({ apiVersion: 'apps/v1', kind: 'Deployment' });
    const broken = structuredClone(find('Deployment', 'utsav-api'));
    broken.spec.template.spec.containers[0].ports[0].containerPort = '4000';
    assert.throws(() => new Deployment(broken).validate(), /containerPort must be integer/);
  });

  test(`${name}: the public origin and the API's allowed origin are the overlay's host`, () => {
    assert.equal(site.data.PUBLIC_URL, `https://${want.host}`);
    assert.equal(find('ConfigMap', 'utsav-api').data.CORS_ORIGINS, `https://${want.host}`);
    for (const i of byKind('Ingress')) {
      assert.equal(i.spec.rules[0].host, want.host);
      assert.deepEqual(i.spec.tls[0].hosts, [want.host]);
    }
  });

  test(`${name}: API and worker have resources, probes (liveness /livez, readiness /readyz), HPA and PDB; secrets from a Secret`, () => {
    for (const d of [find('Deployment', 'utsav-api'), find('Deployment', 'utsav-worker')]) {
      const c = d.spec.template.spec.containers[0];
      assert.equal(c.image, `${REGISTRY}/api:${want.tag}`);
      assert.ok(c.resources.requests.cpu && c.resources.limits.memory, d.metadata.name);
      assert.equal(c.livenessProbe.httpGet.path, '/livez');
      assert.equal(c.readinessProbe.httpGet.path, '/readyz');
      assert.ok(c.startupProbe);
      const env = envOf(c);
      for (const key of ['DATABASE_URL', 'JWT_SECRET', 'RAZORPAY_KEY_SECRET'])
        assert.equal(env[key].valueFrom.secretKeyRef.name, 'utsav-secrets');
      assert.ok(!c.env.some((e) => /SECRET|PASSWORD/.test(e.name) && e.value), 'no secret value in a manifest');
      assert.match(env.DB_POOL_SIZE.value, /^\d+$/);
    }
    const sweep = (n) => envOf(find('Deployment', n).spec.template.spec.containers[0]).PAYMENT_SWEEP_MS.value;
    assert.equal(sweep('utsav-api'), '0');
    assert.equal(sweep('utsav-worker'), '30000');
    const hpa = find('HorizontalPodAutoscaler', 'utsav-api');
    assert.equal(hpa.spec.scaleTargetRef.name, 'utsav-api');
    assert.deepEqual([hpa.spec.minReplicas, hpa.spec.maxReplicas], want.api);
    assert.equal(hpa.spec.metrics[0].resource.target.averageUtilization, want.target);
    assert.equal(find('Deployment', 'utsav-api').spec.replicas, want.api[0]);
    assert.ok(find('PodDisruptionBudget', 'utsav-api'));
    assert.ok(
      byKind('Service').every((s) => s.metadata.name !== 'utsav-worker'),
      'the worker takes no traffic',
    );
    assert.equal(find('ConfigMap', 'utsav-api').data.SHUTDOWN_DELAY_MS, '5000');
    assert.ok(!objects.some((o) => o.kind === 'Secret'), 'the Secret is made by the operator, never rendered');
  });

  test(`${name}: the renderer has resources, probes (/livez, /readyz), HPA, PDB, a Service and its env`, () => {
    const d = find('Deployment', 'utsav-renderer');
    const c = d.spec.template.spec.containers[0];
    assert.equal(c.image, `${REGISTRY}/renderer:${want.tag}`, 'built from shell/, shipped with the shell tag');
    assert.ok(c.resources.requests.cpu && c.resources.limits.memory);
    assert.equal(c.livenessProbe.httpGet.path, '/livez');
    assert.equal(c.readinessProbe.httpGet.path, '/readyz');
    assert.equal(d.spec.replicas, want.renderer[0]);
    const hpa = find('HorizontalPodAutoscaler', 'utsav-renderer');
    assert.equal(hpa.spec.scaleTargetRef.name, 'utsav-renderer');
    assert.deepEqual([hpa.spec.minReplicas, hpa.spec.maxReplicas], want.renderer);
    assert.equal(hpa.spec.metrics[0].resource.target.averageUtilization, want.target);
    assert.ok(find('PodDisruptionBudget', 'utsav-renderer'));
    assert.equal(find('Service', 'utsav-renderer').spec.ports[0].port, 8080);
    const env = envOf(c);
    assert.deepEqual(env.SITE_URL.valueFrom.configMapKeyRef, { name: 'utsav-site', key: 'PUBLIC_URL' });
    assert.equal(env.SSR_API_ORIGIN.value, 'http://utsav-api:4000');
    const entries = JSON.parse(env.SSR_SERVER_ENTRIES.value);
    for (const app of APPS.filter((a) => a.server))
      assert.equal(entries[app.name], `http://utsav-${app.name}:8080/server/remoteEntry.js`);
    assert.deepEqual(env.OTEL_EXPORTER_OTLP_ENDPOINT.valueFrom.configMapKeyRef, {
      name: 'utsav-api',
      key: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    });
    assert.ok('OTEL_EXPORTER_OTLP_ENDPOINT' in find('ConfigMap', 'utsav-api').data);
    assert.ok(!c.env.some((e) => /SECRET|PASSWORD|TOKEN/.test(e.name) && e.value), 'no secret value in a manifest');
  });

  test(`${name}: a migration Job per API tag runs the migrate CLI; every app of the registry is a static Deployment with its own image`, () => {
    const [job] = byKind('Job');
    assert.deepEqual(job.spec.template.spec.containers[0].command, [
      'node',
      'dist/api/src/db/migrate-cli.js',
      '--seed',
    ]);
    assert.equal(job.metadata.name, `utsav-migrate-${want.tag.replace(/[^a-z0-9-]/gi, '-').toLowerCase()}`);
    for (const app of APPS) {
      const d = find('Deployment', app.name === 'shell' ? 'utsav-shell' : `utsav-${app.name}`);
      assert.ok(d, app.name);
      assert.equal(d.spec.replicas, want.apps);
      assert.equal(d.spec.template.spec.containers[0].image, `${REGISTRY}/${app.dir}:${want.tag}`);
      assert.ok(find('PodDisruptionBudget', d.metadata.name), `${app.name} has a PodDisruptionBudget`);
    }
  });

  test(`${name}: the Ingresses route as the front proxy does; /metrics and the probes are never public`, () => {
    const paths = byKind('Ingress').flatMap((i) =>
      i.spec.rules.flatMap((r) => r.http.paths.map((p) => [p.path, p.backend.service.name])),
    );
    const to = Object.fromEntries(paths);
    assert.equal(to['/api/'], 'utsav-api');
    assert.equal(to['/images/'], 'utsav-api');
    assert.equal(to['/'], 'utsav-renderer');
    const pages = find('Ingress', 'utsav-pages');
    assert.equal(
      pages.metadata.annotations['nginx.ingress.kubernetes.io/default-backend'],
      'utsav-shell',
      'no renderer ready: the static shell',
    );
    assert.ok(
      !find('Ingress', 'utsav').metadata.annotations['nginx.ingress.kubernetes.io/default-backend'],
      '/api never falls back to HTML',
    );
    for (const p of ['/metrics', '/livez', '/readyz'])
      assert.equal(to[p], 'utsav-shell', `${p} of the renderer is not public`);
    assert.ok(!paths.some(([p, svc]) => svc === 'utsav-renderer' && /metrics|livez|readyz/.test(p)));
    for (const app of APPS.filter((a) => a.name !== 'shell'))
      assert.equal(to[`/remotes/${app.name}(/|$)(.*)`], `utsav-${app.name}`);
    assert.ok(!paths.some(([p, svc]) => svc === 'utsav-api' && /metrics|livez|readyz/.test(p)));
    assert.ok(paths.filter(([, svc]) => svc === 'utsav-api').every(([p]) => p === '/api/' || p === '/images/'));
  });

  test(`${name}: NetworkPolicies deny by default and open only front → renderer/apps/API, renderer → API, API → PostgreSQL`, () => {
    const policies = byKind('NetworkPolicy');
    const deny = policies.find((p) => p.metadata.name === 'utsav-default-deny');
    assert.deepEqual(deny.spec, { podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    const matches = (selector, podLabels) =>
      Object.entries(selector.matchLabels ?? {}).every(([k, val]) => podLabels[k] === val);
    const label = (component) => ({ 'app.kubernetes.io/name': 'utsav', 'app.kubernetes.io/component': component });
    const portOk = (rule, port) => !rule.ports || rule.ports.some((p) => p.port === port);
    /** A peer: a pod of ours ({component}), a namespace ({ns}) or an address outside the cluster ({external}). */
    const peerMatches = (peer, who) => {
      if (peer.ipBlock) return 'external' in who;
      if (peer.namespaceSelector) return who.ns === peer.namespaceSelector.matchLabels['kubernetes.io/metadata.name'];
      if (peer.podSelector) return 'component' in who && matches(peer.podSelector, label(who.component));
      return false;
    };
    const selecting = (component, type) =>
      policies.filter((p) => p.spec.policyTypes.includes(type) && matches(p.spec.podSelector, label(component)));
    const egressOk = (from, to, port) =>
      !('component' in from) ||
      selecting(from.component, 'Egress').some((p) =>
        (p.spec.egress ?? []).some((r) => portOk(r, port) && (!r.to || r.to.some((peer) => peerMatches(peer, to)))),
      );
    const ingressOk = (from, to, port) =>
      !('component' in to) ||
      selecting(to.component, 'Ingress').some((p) =>
        (p.spec.ingress ?? []).some((r) => portOk(r, port) && (r.from ?? []).some((peer) => peerMatches(peer, from))),
      );
    const allowed = (from, to, port) => egressOk(from, to, port) && ingressOk(from, to, port);
    const front = { ns: 'ingress-nginx' };
    const pg = { external: true };
    const statics = APPS.map((a) => (a.name === 'shell' ? 'shell' : `remote-${a.name}`));
    // Every pod is selected by the default deny in both directions.
    for (const c of ['api', 'worker', 'migrate', 'renderer', ...statics]) {
      assert.ok(selecting(c, 'Ingress').includes(deny) && selecting(c, 'Egress').includes(deny), c);
      assert.ok(egressOk({ component: c }, { ns: 'kube-system' }, 53), `${c} → DNS`);
    }
    // The flows the topology needs.
    assert.ok(allowed(front, { component: 'renderer' }, 8080), 'front → renderer');
    assert.ok(allowed(front, { component: 'api' }, 4000), 'front → API');
    for (const c of statics) assert.ok(allowed(front, { component: c }, 8080), `front → ${c}`);
    assert.ok(allowed({ component: 'renderer' }, { component: 'api' }, 4000), 'renderer → API');
    for (const c of ['api', 'worker', 'migrate']) assert.ok(allowed({ component: c }, pg, 5432), `${c} → PostgreSQL`);
    // And nothing else: no other pod reaches PostgreSQL, the API or anything from the static apps.
    for (const c of ['renderer', ...statics]) assert.ok(!allowed({ component: c }, pg, 5432), `${c} ↛ PostgreSQL`);
    for (const c of [...statics, 'worker', 'migrate'])
      assert.ok(!allowed({ component: c }, { component: 'api' }, 4000), `${c} ↛ API`);
    for (const c of statics) {
      assert.ok(!allowed({ component: c }, { component: 'renderer' }, 8080), `${c} ↛ renderer`);
      assert.ok(!allowed({ component: c }, pg, 443), `${c} ↛ the internet`);
    }
    assert.ok(!allowed({ component: 'api' }, { component: 'renderer' }, 8080), 'API ↛ renderer');
    assert.ok(!allowed({ ns: 'other' }, { component: 'api' }, 4000), 'another namespace ↛ API');
    assert.ok(!allowed({ ns: 'other' }, { component: 'renderer' }, 8080), 'another namespace ↛ renderer');
  });

  test(`${name}: NetworkPolicies deny by default and open only front → renderer/apps/API, renderer → API, API → PostgreSQL`, () => {
    const policies = byKind('NetworkPolicy');
    const deny = policies.find((p) => p.metadata.name === 'utsav-default-deny');
    assert.deepEqual(deny.spec, { podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    const matches = (selector, podLabels) =>
      Object.entries(selector.matchLabels ?? {}).every(([k, val]) => podLabels[k] === val);
    const label = (component) => ({ 'app.kubernetes.io/name': 'utsav', 'app.kubernetes.io/component': component });
    const portOk = (rule, port) => !rule.ports || rule.ports.some((p) => p.port === port);
    /** A peer: a pod of ours ({component}), a namespace ({ns}) or an address outside the cluster ({external}). */
    const peerMatches = (peer, who) => {
      if (peer.ipBlock) return 'external' in who;
      if (peer.namespaceSelector) return who.ns === peer.namespaceSelector.matchLabels['kubernetes.io/metadata.name'];
      if (peer.podSelector) return 'component' in who && matches(peer.podSelector, label(who.component));
      return false;
    };
    const selecting = (component, type) =>
      policies.filter((p) => p.spec.policyTypes.includes(type) && matches(p.spec.podSelector, label(component)));
    const egressOk = (from, to, port) =>
      !('component' in from) ||
      selecting(from.component, 'Egress').some((p) =>
        (p.spec.egress ?? []).some((r) => portOk(r, port) && (!r.to || r.to.some((peer) => peerMatches(peer, to)))),
      );
    const ingressOk = (from, to, port) =>
      !('component' in to) ||
      selecting(to.component, 'Ingress').some((p) =>
        (p.spec.ingress ?? []).some((r) => portOk(r, port) && (r.from ?? []).some((peer) => peerMatches(peer, from))),
      );
    const allowed = (from, to, port) => egressOk(from, to, port) && ingressOk(from, to, port);
    const front = { ns: 'ingress-nginx' };
    const pg = { external: true };
    const statics = APPS.map((a) => (a.name === 'shell' ? 'shell' : `remote-${a.name}`));
    // Every pod is selected by the default deny in both directions.
    for (const c of ['api', 'worker', 'migrate', 'renderer', ...statics]) {
      assert.ok(selecting(c, 'Ingress').includes(deny) && selecting(c, 'Egress').includes(deny), c);
      assert.ok(egressOk({ component: c }, { ns: 'kube-system' }, 53), `${c} → DNS`);
    }
    // The flows the topology needs.
    assert.ok(allowed(front, { component: 'renderer' }, 8080), 'front → renderer');
    assert.ok(allowed(front, { component: 'api' }, 4000), 'front → API');
    for (const c of statics) assert.ok(allowed(front, { component: c }, 8080), `front → ${c}`);
    assert.ok(allowed({ component: 'renderer' }, { component: 'api' }, 4000), 'renderer → API');
    for (const c of ['api', 'worker', 'migrate']) assert.ok(allowed({ component: c }, pg, 5432), `${c} → PostgreSQL`);
    // And nothing else: no other pod reaches PostgreSQL, the API or anything from the static apps.
    for (const c of ['renderer', ...statics]) assert.ok(!allowed({ component: c }, pg, 5432), `${c} ↛ PostgreSQL`);
    for (const c of [...statics, 'worker', 'migrate'])
      assert.ok(!allowed({ component: c }, { component: 'api' }, 4000), `${c} ↛ API`);
    for (const c of statics) {
      assert.ok(!allowed({ component: c }, { component: 'renderer' }, 8080), `${c} ↛ renderer`);
      assert.ok(!allowed({ component: c }, pg, 443), `${c} ↛ the internet`);
    }
    assert.ok(!allowed({ component: 'api' }, { component: 'renderer' }, 8080), 'API ↛ renderer');
    assert.ok(!allowed({ ns: 'other' }, { component: 'api' }, 4000), 'another namespace ↛ API');
    assert.ok(!allowed({ ns: 'other' }, { component: 'renderer' }, 8080), 'another namespace ↛ renderer');
  });
}

// Issue 38: the rendered Kubernetes manifests are up to date and valid against the Kubernetes schemas
// (kubernetes-models: the API's OpenAPI schemas compiled with ajv), and keep the topology's rules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import { APPS } from '../../apps.registry.mjs';
import { overlays, renderOverlay, renderText, renderedPath } from './render.mjs';

/** The kubernetes-models class of an object (apiVersion group/version + kind). */
async function modelOf(o) {
  const [group, version] = o.apiVersion.includes('/') ? o.apiVersion.split('/') : [null, o.apiVersion];
  const mod = await import(group ? `kubernetes-models/${group}/${version}` : `kubernetes-models/${version}`);
  const Model = mod[o.kind];
  assert.ok(Model, `no model for ${o.apiVersion} ${o.kind}`);
  return Model;
}

for (const { name, values } of overlays()) {
  const objects = renderOverlay(values);
  const byKind = (kind) => objects.filter((o) => o.kind === kind);
  const find = (kind, n) => objects.find((o) => o.kind === kind && o.metadata.name === n);

  test(`${name}: deploy/k8s/${name}/manifests.yaml is rendered from its values (node tools/k8s/render.mjs)`, () => {
    assert.equal(readFileSync(renderedPath(name), 'utf8'), renderText(objects, name));
  });

  test(`${name}: every object is valid against the Kubernetes schemas`, async () => {
    const docs = YAML.parseAllDocuments(readFileSync(renderedPath(name), 'utf8')).map((d) => d.toJS());
    assert.equal(docs.length, objects.length);
    for (const o of docs) {
      const Model = await modelOf(o);
      assert.doesNotThrow(() => new Model(o).validate(), `${o.kind} ${o.metadata.name}`);
      if (o.kind !== 'Namespace') assert.equal(o.metadata.namespace, values.namespace);
    }
    // The validator does refuse a wrong object (it is not a no-op).
    const Deployment = await modelOf({ apiVersion: 'apps/v1', kind: 'Deployment' });
    const broken = structuredClone(find('Deployment', 'utsav-api'));
    broken.spec.template.spec.containers[0].ports[0].containerPort = '4000';
    assert.throws(() => new Deployment(broken).validate(), /containerPort must be integer/);
  });

  test(`${name}: API and worker have resources, probes (liveness /livez, readiness /readyz), HPA and PDB; secrets from a Secret`, () => {
    for (const d of [find('Deployment', 'utsav-api'), find('Deployment', 'utsav-worker')]) {
      const c = d.spec.template.spec.containers[0];
      assert.ok(c.resources.requests.cpu && c.resources.limits.memory, d.metadata.name);
      assert.equal(c.livenessProbe.httpGet.path, '/livez');
      assert.equal(c.readinessProbe.httpGet.path, '/readyz');
      assert.ok(c.startupProbe);
      for (const key of ['DATABASE_URL', 'JWT_SECRET', 'RAZORPAY_KEY_SECRET'])
        assert.equal(c.env.find((e) => e.name === key).valueFrom.secretKeyRef.name, 'utsav-secrets');
      assert.ok(!c.env.some((e) => /SECRET|PASSWORD/.test(e.name) && e.value), 'no secret value in a manifest');
    }
    const sweep = (n) =>
      find('Deployment', n).spec.template.spec.containers[0].env.find((e) => e.name === 'PAYMENT_SWEEP_MS').value;
    assert.equal(sweep('utsav-api'), '0');
    assert.equal(sweep('utsav-worker'), '30000');
    assert.equal(find('HorizontalPodAutoscaler', 'utsav-api').spec.scaleTargetRef.name, 'utsav-api');
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
    assert.equal(
      c.image,
      `${values.imageRegistry}/renderer:${values.tags.shell}`,
      'built from shell/, shipped with the shell tag',
    );
    assert.ok(c.resources.requests.cpu && c.resources.limits.memory);
    assert.equal(c.livenessProbe.httpGet.path, '/livez');
    assert.equal(c.readinessProbe.httpGet.path, '/readyz');
    assert.equal(d.spec.replicas, values.renderer.replicas);
    assert.equal(find('HorizontalPodAutoscaler', 'utsav-renderer').spec.scaleTargetRef.name, 'utsav-renderer');
    assert.equal(find('HorizontalPodAutoscaler', 'utsav-renderer').spec.maxReplicas, values.renderer.maxReplicas);
    assert.ok(find('PodDisruptionBudget', 'utsav-renderer'));
    assert.equal(find('Service', 'utsav-renderer').spec.ports[0].port, 8080);
    const env = Object.fromEntries(c.env.map((e) => [e.name, e]));
    assert.equal(env.SITE_URL.value, `https://${values.host}`);
    assert.match(env.SSR_INTERNAL_ORIGIN.value, /^https?:\/\//);
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

  test(`${name}: a migration Job runs the migrate CLI; every app of the registry is a static Deployment with its own tag`, () => {
    const [job] = byKind('Job');
    assert.deepEqual(job.spec.template.spec.containers[0].command, [
      'node',
      'dist/api/src/db/migrate-cli.js',
      '--seed',
    ]);
    assert.match(
      job.metadata.name,
      new RegExp(
        `^utsav-migrate-${String(values.tags.api)
          .replace(/[^a-z0-9-]/gi, '-')
          .toLowerCase()}$`,
      ),
    );
    for (const app of APPS) {
      const d = find('Deployment', app.name === 'shell' ? 'utsav-shell' : `utsav-${app.name}`);
      assert.ok(d, app.name);
      assert.equal(
        d.spec.template.spec.containers[0].image,
        `${values.imageRegistry}/${app.dir}:${values.tags[app.name]}`,
      );
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
}

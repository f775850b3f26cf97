// the alert rules, their unit tests and the Prometheus configuration pass promtool (Debian's `prometheus`
// package; .ci/run installs it), and the Grafana dashboard asks only for series the API exports or the rules record.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.join(root, 'deploy/observability');
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => existsSync(p));

const promtoolTest = (name, args) =>
  test(name, { skip: !promtool && !process.env.CI && 'promtool not installed (apt-get install prometheus)' }, () => {
    assert.ok(promtool, 'promtool is installed (.ci/run installs the prometheus package)');
    const out = execFileSync(promtool, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    assert.match(out, /SUCCESS/);
  });

promtoolTest('promtool check rules: alerts.rules.yml', ['check', 'rules', 'alerts.rules.yml']);
promtoolTest('promtool test rules: alerts.test.yml (5xx rate, overdue holds, webhook failures fire as meant)', [
  'test',
  'rules',
  'alerts.test.yml',
]);
promtoolTest('promtool check config: prometheus.yml', ['check', 'config', 'prometheus.yml']);

/** Metric names the API defines (lib/metrics.ts); prom-client's default ones carry the utsav_api_ prefix. */
function exported() {
  const names = new Set();
  for (const f of ['api/src/lib/metrics.ts']) {
    const p = path.join(root, f);
    if (!existsSync(p)) continue;
    for (const m of readFileSync(p, 'utf8').matchAll(/(?:name: |fromDb\()'(utsav_[a-z0-9_]+)'/g)) names.add(m[1]);
  }
  return names;
}

test('the alert rules cover errors, latency, saturation, payments and messages', () => {
  const rules = YAML.parse(readFileSync(path.join(dir, 'alerts.rules.yml'), 'utf8'));
  const alerts = rules.groups
    .flatMap((g) => g.rules)
    .filter((r) => r.alert)
    .map((r) => r.alert);
  for (const a of [
    'UtsavHigh5xxRate',
    'UtsavHighP99Latency',
    'UtsavPaymentWebhookFailures',
    'UtsavOutboxBacklog',
    'UtsavHoldsNotExpiring',
  ])
    assert.ok(alerts.includes(a), a);
});

test('the Grafana dashboard reads only series the API exports or the rules record', () => {
  const dash = JSON.parse(readFileSync(path.join(dir, 'grafana-dashboard.json'), 'utf8'));
  const rules = YAML.parse(readFileSync(path.join(dir, 'alerts.rules.yml'), 'utf8'));
  const recorded = new Set(
    rules.groups
      .flatMap((g) => g.rules)
      .filter((r) => r.record)
      .map((r) => r.record),
  );
  const names = exported();
  assert.ok(names.has('utsav_http_requests_total') && names.has('utsav_holds_overdue'), [...names].join(' '));
  assert.ok(dash.panels.length >= 10);
  for (const panel of dash.panels) {
    assert.ok(panel.targets?.length, `${panel.title}: has queries`);
    for (const t of panel.targets) {
      for (const [m] of t.expr.matchAll(/\butsav[a-z0-9_:]*/g)) {
        const base = m.replace(/_(bucket|sum|count)$/, '');
        const known = recorded.has(m) || names.has(m) || names.has(base) || m.startsWith('utsav_api_');
        assert.ok(known, `${panel.title}: ${m} is neither exported by the API nor recorded by a rule`);
      }
    }
  }
});

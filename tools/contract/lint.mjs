// The API's OpenAPI document, and the standard tools' verdict on it: @apidevtools/swagger-parser's
// validation (the OpenAPI 3.0 schema and every $ref) and Redocly's recommended rules (tools/contract/redocly.yaml),
// both offline. Used by tools/contract/generate.mjs; alone: `node tools/contract/lint.mjs [document.json]`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

/** The document the API serves at /api/docs/json, built without a database (api/src/contract/openapi-document.ts). */
export function apiDocument() {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/contract/openapi-document.ts'], {
    cwd: resolve(root, 'api'),
    encoding: 'utf8',
    // PUBLIC_URL/PUBLIC_API_BASE left out: the committed document names no deployment's origin.
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', API_LOG: '', PUBLIC_URL: '', PUBLIC_API_BASE: '' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(run.stderr || run.stdout);
  return JSON.parse(run.stdout);
}

/** Problems the standard tools find in `document` ([] when both accept it). */
export async function lintDocument(document) {
  const problems = [];
  const SwaggerParser = require('@apidevtools/swagger-parser');
  try {
    // validate() dereferences in place: give it a copy.
    await SwaggerParser.validate(structuredClone(document));
  } catch (e) {
    problems.push(`swagger-parser: ${e.message}`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'utsav-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const cli = require.resolve('@redocly/cli/bin/cli.js');
    const r = spawnSync(
      process.execPath,
      [
        cli,
        'lint',
        file,
        '--config',
        join(root, 'tools/contract/redocly.yaml'),
        '--format',
        'json',
        '--max-problems',
        '1000',
      ],
      {
        encoding: 'utf8',
        // Offline and quiet: no telemetry, no update check, no notices.
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
        },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    let report;
    try {
      report = JSON.parse(r.stdout.slice(r.stdout.indexOf('{')));
    } catch {
      problems.push(`redocly lint gave no report (exit ${r.status}): ${(r.stderr || r.stdout).slice(-2000)}`);
      return problems;
    }
    for (const p of report.problems ?? []) {
      if (p.ignored) continue;
      problems.push(`redocly ${p.severity} ${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? ''})`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const document = process.argv[2] ? JSON.parse(readFileSync(process.argv[2], 'utf8')) : apiDocument();
  const problems = await lintDocument(document);
  for (const p of problems) console.error(p);
  console.log(
    problems.length
      ? `OpenAPI document: ${problems.length} problem(s)`
      : 'OpenAPI document: swagger-parser and Redocly (recommended) accept it',
  );
  process.exit(problems.length ? 1 : 0);
}

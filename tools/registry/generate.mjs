#!/usr/bin/env node
// Writes the files generated from the app registry (apps.registry.mjs). `npm run registry` writes them;
// `node tools/registry/generate.mjs --check` (and tools/registry/registry.test.mjs in `npm test`) fails when one
// differs from what the registry gives. Whole files: shared/src/registry.generated.ts, the shell's two federation
// tables, <app>/public/app-config.json (the remotes that app loads).
// Marked blocks (between `BEGIN/END generated from apps.registry.mjs` lines) in docker-compose.yml,
// docker/nginx/front.conf and docker/nginx/40-app-config.sh: the rest of those files is hand-written.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, API_DEFAULT_PORT, REMOTE_APPS } from '../../apps.registry.mjs';
import { policy as securityPolicy } from '../security-headers.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const HEADER = 'generated from apps.registry.mjs by `npm run registry`: do not edit';
const BEGIN = 'BEGIN generated from apps.registry.mjs (npm run registry)';
const END = 'END generated from apps.registry.mjs';

const upper = (name) => name.toUpperCase().replace(/[^A-Z0-9]/g, '_');
const bare = (key) => key.replace(/^\.\//, '');

function registryTs() {
  const propsTypes = [...new Set(REMOTE_APPS.flatMap((a) => Object.values(a.exposes).map((e) => e.props)))].sort();
  const lines = [
    `// ${HEADER}.`,
    `import type { ${propsTypes.join(', ')} } from './contracts';`,
    '',
    `export const REMOTE_NAMES = [${REMOTE_APPS.map((a) => `'${a.name}'`).join(', ')}] as const;`,
    'export type RemoteName = (typeof REMOTE_NAMES)[number];',
    '',
    "/** Exposed modules every remote build must provide (the `exposes` keys, without './'), and its default port. */",
    'export const REMOTES: Record<RemoteName, { exposes: readonly string[]; port: number; everyPage: readonly string[] }> = {',
    ...REMOTE_APPS.map(
      (a) =>
        `  ${a.name}: { exposes: [${Object.keys(a.exposes)
          .map((k) => `'${bare(k)}'`)
          .join(', ')}], port: ${a.port}, everyPage: [${(a.everyPage ?? []).map((k) => `'${bare(k)}'`).join(', ')}] },`,
    ),
    '};',
    '',
    `export const SHELL_PORT = ${APPS.find((a) => a.kind === 'host')?.port};`,
    `export const API_PORT = ${API_DEFAULT_PORT};`,
    '',
    '/** Props of every exposed module, by the module id passed to loadRemote(): RemoteSlot checks props against it. */',
    'export interface RemoteModuleProps {',
    ...REMOTE_APPS.flatMap((a) => Object.entries(a.exposes).map(([k, e]) => `  '${a.name}/${bare(k)}': ${e.props};`)),
    '}',
    'export type RemoteModuleId = keyof RemoteModuleProps;',
    '',
    '/**',
    ' * Route ownership (architecture §2). The shell matches the location against these patterns (react-router matchPath)',
    " * and mounts the owner's ./App, whose <Routes> use the same absolute paths. `customerOnly` routes send",
    " * non-customers to / (product §2.1). `frame: 'own'`: the app draws its own frame, the shell leaves out the",
    " * storefront's header and footer (apps.registry.mjs `frame`).",
    ' */',
    'export interface RouteOwner {',
    '  path: string;',
    '  remote: RemoteName;',
    '  customerOnly?: boolean;',
    "  frame?: 'own';",
    '}',
    'export const ROUTE_OWNERS: readonly RouteOwner[] = [',
    ...REMOTE_APPS.flatMap((a) =>
      a.routes.map(
        (r) =>
          `  { path: '${r.path}', remote: '${a.name}'${r.customerOnly ? ', customerOnly: true' : ''}${a.frame === 'own' ? ", frame: 'own'" : ''} },`,
      ),
    ),
    '];',
    '',
    '/** What the shell may fetch early for a path, as the owning remote declares it (apps.registry.mjs `preload`). */',
    'export interface PreloadHint {',
    '  path: string;',
    '  remote: RemoteName;',
    '  api?: string;',
    '}',
    'export const PRELOAD_HINTS: readonly PreloadHint[] = [',
    ...REMOTE_APPS.flatMap((a) =>
      (a.preload ?? []).map((p) => `  { path: '${p.path}', remote: '${a.name}'${p.api ? `, api: '${p.api}'` : ''} },`),
    ),
    '];',
    '',
  ];
  return lines.join('\n');
}

function monolithLoadersTs() {
  return [
    `// ${HEADER}.`,
    '// The monolith build (tools/webpack/monolith.js) imports every exposed module directly: one bundle, no federation.',
    "import type { RemoteModuleId } from '@utsav/shared/contracts';",
    '',
    'export const LOADERS: Record<RemoteModuleId, () => Promise<{ default?: unknown }>> = {',
    ...REMOTE_APPS.flatMap((a) =>
      Object.keys(a.exposes).map(
        (k) => `  '${a.name}/${bare(k)}': () => import('@utsav-monolith/${a.name}/${bare(k)}'),`,
      ),
    ),
    '};',
    '',
  ].join('\n');
}

function preloadHintsTs() {
  return [
    `// ${HEADER}.`,
    '// What main.js may fetch before any shared module runs, as each remote declares it (apps.registry.mjs): the',
    "// remotes whose fragments are on every page (their manifest and remoteEntry.js), and the API read a landing page's",
    '// largest paint waits for. Plain data, so main.js can import it (no share scope yet).',
    `export const EVERY_PAGE_REMOTES: readonly string[] = [${REMOTE_APPS.filter((a) => a.everyPage?.length)
      .map((a) => `'${a.name}'`)
      .join(', ')}];`,
    '',
    'export const FIRST_DATA: readonly { path: string; api: string; remote: string }[] = [',
    ...REMOTE_APPS.flatMap((a) =>
      (a.preload ?? [])
        .filter((p) => p.api)
        .map((p) => `  { path: '${p.path}', api: '${p.api}', remote: '${a.name}' },`),
    ),
    '];',
    '',
    '// Path prefixes of the apps that draw their own frame (no storefront header, so no search box to preload).',
    `export const OWN_FRAME_PREFIXES: readonly string[] = [${REMOTE_APPS.filter((a) => a.frame === 'own')
      .flatMap((a) => a.routes.map((r) => `'${r.path.replace(/\/\*$/, '')}'`))
      .filter((x, i, all) => all.indexOf(x) === i)
      .join(', ')}];`,
    '',
  ].join('\n');
}

/**
 * An app's own public/app-config.json (what it reads when served alone: `npm run standalone`, `npm run dev`, its
 * dist/ served by tools/serve-static.mjs). It names only the remotes the app loads: every remote for the host, the
 * registry's `uses` for a remote (none so far). So a new remote changes no other remote's file; the containers write
 * theirs at start (docker/nginx/40-app-config.sh) and the composed site's comes from tools/apps.mjs.
 */
function appConfigJson(app) {
  const used = app.kind === 'host' ? REMOTE_APPS : REMOTE_APPS.filter((r) => (app.uses ?? []).includes(r.name));
  const remotes = Object.fromEntries(used.map((a) => [a.name, `http://localhost:${a.port}/mf-manifest.json`]));
  // paymentsMode: the development API runs the offline test gateway (no Razorpay keys), so every page says test mode.
  return `${JSON.stringify({ apiBase: `http://localhost:${API_DEFAULT_PORT}`, remotes, calendarKey: 'utsav-calendar-key', callNow: '+91 98765 43210', paymentsMode: 'test' }, null, 2)}\n`;
}

function composeEnv() {
  return REMOTE_APPS.map((a) => `    REMOTE_${upper(a.name)}_URL: \${REMOTE_${upper(a.name)}_URL:-}`).join('\n');
}

function composeServices() {
  return APPS.map((a) =>
    [
      `  ${a.dir}:`,
      '    <<: *static-app',
      '    build:',
      '      context: .',
      `      dockerfile: ${a.dir}/Dockerfile`,
      `    image: utsav/${a.dir}:\${${upper(a.name)}_TAG:-latest}`,
    ].join('\n'),
  ).join('\n\n');
}

function composeDependsOn() {
  return APPS.map((a) => `      ${a.dir}:\n        condition: service_healthy`).join('\n');
}

function nginxUpstreams() {
  const width = Math.max(...APPS.map((a) => a.name.length));
  return APPS.map(
    (a) => `upstream utsav_${a.name.replace(/-/g, '_')}${' '.repeat(width - a.name.length)} { server ${a.dir}:8080; }`,
  ).join('\n');
}

function nginxLocations() {
  const width = Math.max(...REMOTE_APPS.map((a) => a.name.length));
  return REMOTE_APPS.map(
    (a) =>
      `    location /remotes/${a.name}/${' '.repeat(width - a.name.length)} { proxy_pass http://utsav_${a.name.replace(/-/g, '_')}/; }`,
  ).join('\n');
}

function appConfigShRemotes() {
  return [
    'remotes="$(cat <<REMOTES',
    ...REMOTE_APPS.map(
      (a, i) =>
        `    "${a.name}": "$(esc "\${REMOTE_${upper(a.name)}_URL:-$(remote ${a.name})}")"${i < REMOTE_APPS.length - 1 ? ',' : ''}`,
    ),
    'REMOTES',
    ')"',
  ].join('\n');
}

/**
 * 40-app-config.sh's security headers: domain/src/security-headers.ts's page policy with placeholders for
 * what only the container knows (the API and remote origins, its index.html's inline-script hashes), written as the
 * nginx include every location of static.conf reads.
 */
function appConfigShSecurityHeaders() {
  const API = '__API__';
  const REMOTES = '__REMOTES__';
  const SCRIPTS = '__SCRIPTS__';
  const headers = securityPolicy.documentHeaders({
    apiOrigins: [API],
    remoteOrigins: [REMOTES],
    inlineScripts: [SCRIPTS],
  });
  const shValue = (v) =>
    v
      .replace(/\\/g, '\\\\')
      .replace(/"/g, '\\"')
      .replace(/\$/g, '\\$')
      .replaceAll(`${API} ${REMOTES}`, '$site_origins')
      .replaceAll(API, '$api_origin')
      .replaceAll(REMOTES, '$remote_origins')
      .replaceAll(SCRIPTS, '$script_hashes');
  return [
    'cat > "$dir/security-headers.conf" <<HEADERS',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${shValue(value)}" always;`),
    'HEADERS',
  ].join('\n');
}

function frontSecurityHeaders() {
  return (indent) =>
    Object.entries(securityPolicy.FRONT_HEADERS)
      .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
      .join('\n');
}

function envRemoteUrls() {
  return REMOTE_APPS.map((a) => `REMOTE_${upper(a.name)}_URL=`).join('\n');
}

function envImageTags() {
  return APPS.map((a) => `${upper(a.name)}_TAG=latest`).join('\n');
}

/** Replaces the block(s) named `id` in text; the markers are comment lines in the file's syntax. */
function replaceBlock(text, id, body, file) {
  const source = `(^([ \\t]*)#[^\\n]*${BEGIN.replace(/[()]/g, '\\$&')}: ${id}\\n)([\\s\\S]*?)(^[ \\t]*#[^\\n]*${END}: ${id}$)`;
  if (!new RegExp(source, 'm').test(text))
    throw new Error(`${file}: block "${id}" not found (markers "# ${BEGIN}: ${id}" … "# ${END}: ${id}")`);
  // Every block of that id; a body given as a function of the markers' indentation is indented like them.
  return text.replace(
    new RegExp(source, 'gm'),
    (_, a, indent, __, c) => `${a}${typeof body === 'function' ? body(indent) : body}\n${c}`,
  );
}

/** Every generated output: [file, expected content (given the current file for block outputs)]. */
export function outputs() {
  const list = [
    ['shared/src/registry.generated.ts', () => registryTs()],
    ['shell/src/federation/monolith-loaders.generated.ts', () => monolithLoadersTs()],
    ['shell/src/federation/preload-hints.generated.ts', () => preloadHintsTs()],
  ];
  for (const a of APPS)
    if (existsSync(join(root, a.dir))) list.push([`${a.dir}/public/app-config.json`, () => appConfigJson(a)]);
  const blocks = {
    'docker-compose.yml': {
      'remote-urls': composeEnv,
      services: composeServices,
      'front-depends-on': composeDependsOn,
    },
    'docker/nginx/front.conf': {
      upstreams: nginxUpstreams,
      locations: nginxLocations,
      'security-headers': frontSecurityHeaders,
    },
    'docker/nginx/40-app-config.sh': { remotes: appConfigShRemotes, 'security-headers': appConfigShSecurityHeaders },
    '.env.example': { 'remote-urls': envRemoteUrls, 'image-tags': envImageTags },
  };
  // No Dockerfile is generated: each image installs Turborepo's pruned workspace of its app (`turbo prune <app>
  // --docker`), which names no other app, so adding an app changes no image but its own.
  for (const [file, ids] of Object.entries(blocks)) {
    list.push([
      file,
      (current) => Object.entries(ids).reduce((text, [id, fn]) => replaceBlock(text, id, fn(), file), current),
    ]);
  }
  return list;
}

/** Files whose content differs from the registry's: [{ file, expected, actual }]. */
export function drift() {
  return outputs().flatMap(([file, make]) => {
    const full = join(root, file);
    const actual = existsSync(full) ? readFileSync(full, 'utf8') : '';
    const expected = make(actual);
    return expected === actual ? [] : [{ file, expected, actual }];
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const changed = drift();
  if (process.argv.includes('--check')) {
    for (const d of changed) console.error(`${d.file} differs from apps.registry.mjs: run npm run registry`);
    process.exit(changed.length ? 1 : 0);
  }
  for (const d of changed) {
    writeFileSync(join(root, d.file), d.expected);
    console.log(`wrote ${d.file}`);
  }
  if (!changed.length) console.log('generated files are up to date');
}

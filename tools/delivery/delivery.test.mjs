// Unit tests of the delivery checks' readers: nginx location choice + cache rules, Dockerfile parsing,
// compose interpolation and .dockerignore matching (node --test tools/delivery/).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { cacheControl, matchLocation, parseNginx, servers, upstreams } from './nginx.mjs';
import { commandsOf, finalUser, isRoot, npmCommand, parseCopy, parseDockerfile, stages } from './dockerfile.mjs';
import { dockerfileFailures, ignored, interpolate, parseDotenv } from './check.mjs';

const staticConf = servers(
  parseNginx(readFileSync(new URL('../../docker/nginx/static.conf', import.meta.url), 'utf8')),
)[0];

test('nginx location choice: exact, then longest prefix, then first regex, else the prefix', () => {
  const [server] = servers(
    parseNginx(
      `server { location = /a { } location /b/ { } location ^~ /c/ { } location ~ \\.js$ { } location / { } }`,
    ),
  );
  assert.deepEqual(matchLocation(server, '/a').args, ['=', '/a']);
  assert.deepEqual(matchLocation(server, '/b/x.js').args, ['~', '\\.js$'], 'regex beats a plain prefix');
  assert.deepEqual(matchLocation(server, '/c/x.js').args, ['^~', '/c/'], '^~ stops the regex search');
  assert.deepEqual(matchLocation(server, '/b/x').args, ['/b/']);
  assert.deepEqual(matchLocation(server, '/zzz').args, ['/']);
});

test('static cache rules: entry points and runtime config never cached, hashed files immutable', () => {
  const table = [
    ['/remoteEntry.js', 'no-cache'],
    ['/mf-manifest.json', 'no-cache'],
    ['/app-config.json', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/main.js', 'no-cache'],
    ['/412.0badf00d.js', 'public, max-age=31536000, immutable'],
    ['/assets/logo.12345678.png', 'public, max-age=31536000, immutable'],
    ['/robots.txt', 'public, max-age=300'],
  ];
  for (const [path, expected] of table) assert.equal(cacheControl(staticConf, path)?.cacheControl, expected, path);
});

test('SPA fallback: routes get index.html with no-cache; missing files with an extension are 404', () => {
  const none = () => false;
  assert.deepEqual(
    { ...cacheControl(staticConf, '/services/details/7', (p) => p === '/index.html') },
    {
      status: 200,
      cacheControl: 'no-cache',
      location:
        '~ ^/(remoteEntry\\.js|server/remoteEntry\\.js|mf-manifest\\.json|mf-stats\\.json|index\\.html|main\\.js)$',
      servedPath: '/index.html',
    },
  );
  assert.equal(cacheControl(staticConf, '/1234abcd.0badf00d.js', none).status, 404);
  assert.equal(cacheControl(staticConf, '/x/main.js', none).status, 404);
});

test('nginx parser: quoted args, comments, upstreams', () => {
  const tree = parseNginx(
    `# c\nupstream u { server a:1; server b:2; }\nserver { add_header X "a b; c" always; # x\n }`,
  );
  assert.deepEqual(upstreams(tree), { u: ['a:1', 'b:2'] });
  assert.deepEqual(servers(tree)[0].children[0].args, ['X', 'a b; c', 'always']);
});

test('Dockerfile parsing: stages, continuations, COPY flags, npm commands, user', () => {
  const ins = parseDockerfile(
    'FROM node:24 AS build\nWORKDIR /repo\nRUN a \\\n  && npm run build -w mf-x\nFROM nginx AS serve\nCOPY --from=build --chmod=0755 /repo/x/dist /usr/share\nUSER 101\n',
  );
  const st = stages(ins);
  assert.deepEqual(
    st.map((s) => s.name),
    ['build', 'serve'],
  );
  assert.equal(st[0].instructions[1].args, 'a && npm run build -w mf-x');
  assert.deepEqual(parseCopy('--from=build --chmod=0755 /repo/x/dist /usr/share'), {
    flags: { from: 'build', chmod: '0755' },
    sources: ['/repo/x/dist'],
    dest: '/usr/share',
  });
  assert.deepEqual(parseCopy('["a b", "c"]').sources, ['a b']);
  assert.deepEqual(commandsOf('BUILD_ID="x y" npm run build -w a && npm ci -w b --workspace=c'), [
    ['npm', 'run', 'build', '-w', 'a'],
    ['npm', 'ci', '-w', 'b', '--workspace=c'],
  ]);
  assert.deepEqual(npmCommand(['npm', 'ci', '-w', 'b', '--workspace=c']), {
    verb: 'ci',
    script: null,
    workspaces: ['b', 'c'],
  });
  assert.deepEqual(npmCommand(['npm', 'run', 'build', '-w', 'a']), { verb: 'run', script: 'build', workspaces: ['a'] });
  assert.equal(finalUser(st), '101');
  assert.ok(isRoot('') && isRoot('root') && isRoot('0:0') && !isRoot('node') && !isRoot('101'));
});

test('compose interpolation: defaults, required, nested, $$', () => {
  const env = { A: 'a', E: '' };
  assert.equal(interpolate('${A}-${B:-b}-${E:-e}-${E-e}-$$x-$A', env), 'a-b-e--$x-a');
  assert.equal(interpolate('${X:-${A:-z}/p}', env), 'a/p');
  assert.throws(() => interpolate('${E:?set E}', env), /required variable E/);
  const used = new Set();
  interpolate('${X:-${A}}', env, used);
  assert.deepEqual([...used].sort(), ['A', 'X']);
  assert.deepEqual(parseDotenv('# c\nA=1\nB="two words"\n'), { A: '1', B: 'two words' });
});

test('.dockerignore matching', () => {
  const patterns = ['**/node_modules', '**/dist', '*.md', '!docker/**/*.md', '.git'];
  assert.ok(ignored('mf-catalog/node_modules', patterns));
  assert.ok(ignored('node_modules/x', patterns));
  assert.ok(ignored('shell/dist', patterns));
  assert.ok(ignored('README.md', patterns));
  assert.ok(!ignored('docker/nginx/README.md', patterns));
  assert.ok(!ignored('mf-catalog/src/app/app.tsx', patterns));
});

test("the Dockerfile checks accept each image's pruned install and refuse a wrong one", () => {
  const read = (f) => readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8');
  for (const f of ['mf-catalog/Dockerfile', 'shell/Dockerfile', 'api/Dockerfile', 'shell/server/Dockerfile'])
    assert.deepEqual(dockerfileFailures(f, read(f)), [], f);
  const catalog = read('mf-catalog/Dockerfile');
  const fails = (text, pattern, file = 'mf-catalog/Dockerfile') => {
    const found = dockerfileFailures(file, text);
    assert.ok(
      found.some((m) => pattern.test(m)),
      `expected a failure matching ${pattern}, got:\n${found.join('\n')}`,
    );
  };
  // Another app's workspace pruned, or none.
  fails(catalog.replace('RUN turbo prune mf-catalog', 'RUN turbo prune mf-checkout'), /prunes the workspace it ships/);
  fails(catalog.replace(/RUN turbo prune[^\n]*\n/, ''), /one stage runs `turbo prune mf-catalog --docker` \(found 0\)/);
  // The old shape: every workspace's manifest copied from the repository before npm ci.
  const old = catalog.replace(
    'COPY --from=prune /repo/out/json/ ./\n',
    'COPY package.json package-lock.json ./\nCOPY shared/package.json shared/\nCOPY mf-catalog/package.json mf-catalog/\nCOPY mf-admin/package.json mf-admin/\n',
  );
  fails(old, /npm ci runs on the pruned manifests and lockfile/);
  fails(old, /no package\.json or lockfile copied from the repository/);
  // A workspace outside the pruned set, sources not copied, turbo not at the locked version, no context for prune.
  fails(
    catalog.replace('RUN npm ci --ignore-scripts', 'RUN npm ci -w mf-admin --ignore-scripts'),
    /workspace mf-admin is in the pruned workspace/,
  );
  fails(catalog.replace('COPY --from=prune /repo/out/full/ ./\n', ''), /mf-catalog\/ is copied before the build/);
  fails(
    catalog.replace(/RUN npm install --global[^\n]*\n/, 'RUN npm install --global turbo@latest\n'),
    /installs turbo at the version the lockfile pins/,
  );
  fails(catalog.replace('COPY . .\n', ''), /copies the build context \(COPY \. \.\) before turbo prune/);
  fails(
    read('api/Dockerfile').replace('RUN turbo prune api', 'RUN turbo prune shell'),
    /prunes the workspace it ships/,
    'api/Dockerfile',
  );
});

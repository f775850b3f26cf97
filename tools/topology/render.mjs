// Renders the production topology of docker-compose.yml for one machine without a container engine:
// the very files compose uses — docker/nginx/front.conf, docker/nginx/static.conf, docker/nginx/40-app-config.sh,
// the services' environment in docker-compose.yml with the values of .env.example — with only what differs between
// "containers on a compose network" and "processes on loopback" changed, by rule, here:
//   - `listen 8080`                        → `listen 127.0.0.1:<port>` (each container has its own 8080)
//   - `access_log /var/log/nginx/access.log` → <work>/nginx/access.log (the image links it to stdout)
//   - `server <service>:<port> …`          → one `server 127.0.0.1:<port> …` per replica of that compose service
//                                            (compose DNS answers one address per replica)
//   - static.conf `root /usr/share/nginx/html` → <work>/html/<service>, a link to the app's dist/ (what its
//     Dockerfile copies there); replacing the link is "deploying another image" of that app (the fault tests)
//   - static.conf `root /tmp/runtime`      → a runtime folder per app (where 40-app-config.sh writes, APP_CONFIG_DIR)
//   - static.conf `include /tmp/runtime/security-headers.conf` → that app's runtime folder; 40-app-config.sh gets
//                                            HTML_DIR = the app's html folder (the image's /usr/share/nginx/html)
//   - front.conf `proxy_cache_path /tmp/…`    → <work>/nginx/… (the container's tmpfs)
//   - the renderer (compose service built from shell/server/Dockerfile): its image's CMD run with `sh -c`
//     from the repository, `--host 0.0.0.0` → 127.0.0.1, `--port 8080` → the replica's port, /tmp/runtime → a runtime
//     folder per replica; its environment's `http://front:8080` → the front's loopback origin
//   - API env HOST 0.0.0.0 → 127.0.0.1, PORT → the replica's port, DATA_DIR → a shared temporary folder (the
//     uploads volume), DATABASE_URL → the server given to the script; PUBLIC_URL → the front's loopback origin.
// Everything else is copied through unchanged, and tools/topology/render.test.mjs checks that nothing else differs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

/** KEY=value lines of an env file (compose's .env syntax: comments, blank lines, optional quotes). */
export function parseEnvFile(text) {
  const out = {};
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m) continue;
    let v = m[2];
    if (/^"(.*)"$/.test(v)) v = v.slice(1, -1).replace(/\\"/g, '"');
    else if (/^'(.*)'$/.test(v)) v = v.slice(1, -1);
    else v = v.replace(/\s+#.*$/, '');
    out[m[1]] = v;
  }
  return out;
}

/**
 * Compose variable interpolation: $$ (a literal $), $VAR, ${VAR}, ${VAR:-default} (unset or empty), ${VAR-default}
 * (unset), ${VAR:?error} / ${VAR?error} (required), defaults themselves interpolated (nesting).
 */
export function interpolate(text, vars) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c !== '$') {
      out += c;
      i++;
      continue;
    }
    if (text[i + 1] === '$') {
      out += '$';
      i += 2;
      continue;
    }
    if (text[i + 1] !== '{') {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1));
      if (!m) {
        out += '$';
        i++;
        continue;
      }
      out += vars[m[0]] ?? '';
      i += 1 + m[0].length;
      continue;
    }
    // ${ … } with nesting
    let depth = 1;
    let j = i + 2;
    while (j < text.length && depth > 0) {
      if (text[j] === '{') depth++;
      else if (text[j] === '}') depth--;
      j++;
    }
    if (depth) throw new Error(`unclosed \${ in ${text}`);
    const body = text.slice(i + 2, j - 1);
    const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([\s\S]*))?$/.exec(body);
    if (!m) throw new Error(`bad interpolation \${${body}}`);
    const [, name, op, arg = ''] = m;
    const value = vars[name];
    const unset = value === undefined;
    const empty = unset || value === '';
    if (op === ':-' || op === '-') out += (op === ':-' ? empty : unset) ? interpolate(arg, vars) : value;
    else if (op === ':?' || op === '?') {
      if (op === ':?' ? empty : unset)
        throw new Error(`required variable ${name} is missing: ${interpolate(arg, vars)}`);
      out += value;
    } else out += value ?? '';
    i = j;
  }
  return out;
}

/** The payment gateway variables of docker-compose.yml, passed to the API as compose would. */
export const GATEWAY_VARS = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'PAYMENTS_MODE',
  'MESSAGES_MODE',
];

/**
 * The gateway variables set in `env` (a shell environment, like a filled-in .env). Without any Razorpay key the
 * topology — a test bench — asks for the offline test gateway explicitly (PAYMENTS_MODE=test): the production API
 * refuses to start otherwise, and every page then says test mode.
 */
export function gatewayEnv(env) {
  const out = Object.fromEntries(GATEWAY_VARS.filter((k) => env[k]).map((k) => [k, env[k]]));
  if (!out.RAZORPAY_KEY_ID && !out.RAZORPAY_KEY_SECRET && !out.RAZORPAY_WEBHOOK_SECRET && !out.PAYMENTS_MODE)
    out.PAYMENTS_MODE = 'test';
  // Likewise the messages: the bench has no SMTP or MSG91 keys, so its codes stay in the test outbox, explicitly.
  if (!out.MESSAGES_MODE) out.MESSAGES_MODE = 'test';
  return out;
}

/** A compose service's `environment` (map or list form) interpolated with vars. */
function serviceEnv(service, vars) {
  const env = service.environment ?? {};
  const pairs = Array.isArray(env) ? env.map((e) => String(e).split(/=(.*)/s).slice(0, 2)) : Object.entries(env);
  return Object.fromEntries(pairs.map(([k, v]) => [k, interpolate(String(v ?? ''), vars)]));
}

/** Reads docker-compose.yml (anchors and merge keys resolved) and .env.example. */
export function readDeployment(root) {
  const compose = YAML.parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
    merge: true,
    maxAliasCount: -1,
  });
  const envExample = parseEnvFile(readFileSync(path.join(root, '.env.example'), 'utf8'));
  return {
    compose,
    envExample,
    frontConf: readFileSync(path.join(root, 'docker/nginx/front.conf'), 'utf8'),
    staticConf: readFileSync(path.join(root, 'docker/nginx/static.conf'), 'utf8'),
    appConfigScript: path.join(root, 'docker/nginx/40-app-config.sh'),
  };
}

/** The image of the shell's server renderer. */
export const RENDERER_DOCKERFILE = 'shell/server/Dockerfile';

/** Replaces every match of re (which must match at least once) — a rule that stops matching is an error, not a no-op. */
function must(text, re, replace, what) {
  if (!re.test(text))
    throw new Error(`topology: ${what} not found (docker/nginx changed? update tools/topology/render.mjs)`);
  re.lastIndex = 0;
  return text.replace(re, replace);
}

/**
 * The whole plan: ports, rendered nginx server blocks, each process's environment.
 * @param {object} o
 * @param {string} o.root        repository root
 * @param {number} o.portBase    front port; static apps base+1…; API replicas base+1000…
 * @param {string} o.databaseUrl PostgreSQL server for the API (compose: the postgres service)
 * @param {string} o.workDir     temporary folder (runtime config, uploads, nginx temp files)
 * @param {Record<string,string>} [o.env] values that override .env.example (like a filled-in .env)
 */
export function renderTopology({ root, portBase, databaseUrl, workDir, env = {} }) {
  const d = readDeployment(root);
  const frontPort = portBase;
  const publicUrl = `http://127.0.0.1:${frontPort}`;
  // What compose would read: .env (here .env.example plus overrides), then the topology's own origin.
  const vars = { ...d.envExample, ...env, PUBLIC_URL: publicUrl, SITE_PORT: String(frontPort) };
  const services = d.compose.services;

  // Static apps: services built from <dir>/Dockerfile that serve with static.conf (every service but the API and the
  // renderer).
  const staticServices = Object.entries(services)
    .filter(
      ([, s]) =>
        s.build?.dockerfile && !/^api\//.test(s.build.dockerfile) && s.build.dockerfile !== RENDERER_DOCKERFILE,
    )
    .map(([name, s], i) => ({
      service: name,
      dir: path.dirname(s.build.dockerfile),
      port: portBase + 1 + i,
      env: serviceEnv(s, vars),
    }));
  const apiService = Object.entries(services).find(
    ([, s]) => s.build?.dockerfile?.startsWith('api/') && s.deploy?.replicas,
  );
  if (!apiService) throw new Error('topology: no replicated API service in docker-compose.yml');
  const [apiName, api] = apiService;
  const replicas = Number(api.deploy.replicas);
  const apiPorts = Array.from({ length: replicas }, (_, i) => portBase + 1000 + i);
  const apiEnvCompose = serviceEnv(api, vars);
  const dataDir = path.join(workDir, 'data');
  const apiEnv = (port) => ({
    ...apiEnvCompose,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  });
  const migrateService = Object.entries(services).find(
    ([, s]) => Array.isArray(s.command) && s.command.some((c) => /migrate/.test(c)),
  );
  // The API image: its build step (`RUN npm run build -w api`) and its CMD, read from the Dockerfile compose builds.
  const dockerfile = readFileSync(path.join(root, api.build.dockerfile), 'utf8');
  const cmd = [...dockerfile.matchAll(/^CMD\s+(\[.*\])\s*$/gm)].at(-1);
  if (!cmd) throw new Error(`topology: no CMD [...] in ${api.build.dockerfile}`);
  const apiCommand = JSON.parse(cmd[1]);
  const apiBuild = [...dockerfile.matchAll(/^RUN\s+(npm run build -w api)\s*$/gm)].map((m) => m[1].split(/\s+/));

  // The renderer: replicas on base+20…, its image's CMD, compose's environment.
  const rendererService = Object.entries(services).find(([, s]) => s.build?.dockerfile === RENDERER_DOCKERFILE);
  if (!rendererService) throw new Error(`topology: no service built from ${RENDERER_DOCKERFILE} in docker-compose.yml`);
  const [rendererName, rendererCompose] = rendererService;
  const rendererPorts = Array.from(
    { length: Number(rendererCompose.deploy?.replicas ?? 1) },
    (_, i) => portBase + 20 + i,
  );
  const rendererComposeEnv = serviceEnv(rendererCompose, vars);
  const frontInside = 'http://front:8080';
  const rendererEnv = Object.fromEntries(
    Object.entries(rendererComposeEnv).map(([k, v]) => [k, v === frontInside ? publicUrl : v]),
  );
  const rendererFile = readFileSync(path.join(root, RENDERER_DOCKERFILE), 'utf8');
  const rendererCmd = [...rendererFile.matchAll(/^CMD\s+(\[.*\])\s*$/gm)].at(-1);
  if (!rendererCmd) throw new Error(`topology: no CMD [...] in ${RENDERER_DOCKERFILE}`);
  const rendererImageCommand = JSON.parse(rendererCmd[1]);
  if (rendererImageCommand[0] !== 'sh' || rendererImageCommand[1] !== '-c')
    throw new Error(`topology: ${RENDERER_DOCKERFILE} CMD is not ["sh", "-c", …]`);
  const rendererScript = rendererImageCommand[2];
  const rendererCommand = (port, runtimeDir) => {
    let script = must(rendererScript, /--host 0\.0\.0\.0\b/g, '--host 127.0.0.1', 'renderer CMD --host 0.0.0.0');
    script = must(script, /--port 8080\b/g, `--port ${port}`, 'renderer CMD --port 8080');
    script = must(script, /\/tmp\/runtime\b/g, runtimeDir, 'renderer CMD /tmp/runtime');
    return ['sh', '-c', script];
  };

  // front.conf: loopback listen, each upstream server line → the local port(s) of that compose service.
  const portsOf = (host) => {
    if (host === apiName) return apiPorts;
    if (host === rendererName) return rendererPorts;
    const s = staticServices.find((x) => x.service === host);
    if (!s) throw new Error(`topology: front.conf names ${host}, which is no service of docker-compose.yml`);
    return [s.port];
  };
  let front = must(
    d.frontConf,
    /^(\s*)listen\s+8080\s*;/gm,
    `$1listen 127.0.0.1:${frontPort};`,
    'front.conf listen 8080',
  );
  // The access log the image sends to the container's stdout: a file in the work folder (`accessLog`).
  const accessLog = path.join(workDir, 'nginx', 'access.log');
  front = must(
    front,
    /^(\s*)access_log\s+\/var\/log\/nginx\/access\.log(\s[^;]*)?;/gm,
    `$1access_log ${accessLog}$2;`,
    'front.conf access_log /var/log/nginx/access.log',
  );
  front = must(
    front,
    /^(\s*)proxy_cache_path\s+\/tmp\/(\S+)/gm,
    (_all, lead, dir) => `${lead}proxy_cache_path ${path.join(workDir, 'nginx', dir)}`,
    'front.conf proxy_cache_path /tmp/…',
  );
  front = must(
    front,
    /^([ \t]*|.*\{[ \t]*)server\s+([a-z][a-z0-9-]*):(\d+)([^;]*);/gm,
    (_all, lead, host, _port, rest) =>
      portsOf(host)
        .map(
          (p, i) =>
            `${i === 0 ? lead : lead.replace(/\S.*$/, '').padEnd(lead.length, ' ')}server 127.0.0.1:${p}${rest};`,
        )
        .join('\n'),
    'front.conf upstream servers',
  );

  const statics = staticServices.map((s) => {
    const runtimeDir = path.join(workDir, 'runtime', s.service);
    let conf = must(
      d.staticConf,
      /^(\s*)listen\s+8080\s*;/gm,
      `$1listen 127.0.0.1:${s.port};`,
      'static.conf listen 8080',
    );
    const htmlDir = path.join(workDir, 'html', s.service);
    conf = must(
      conf,
      /^(\s*)root\s+\/usr\/share\/nginx\/html\s*;/gm,
      `$1root ${htmlDir};`,
      'static.conf root /usr/share/nginx/html',
    );
    conf = must(conf, /^(\s*)root\s+\/tmp\/runtime\s*;/gm, `$1root ${runtimeDir};`, 'static.conf root /tmp/runtime');
    // The security headers 40-app-config.sh writes into the runtime folder, from the app's own index.html.
    conf = must(
      conf,
      /^(\s*)include\s+\/tmp\/runtime\/security-headers\.conf\s*;/gm,
      `$1include ${path.join(runtimeDir, 'security-headers.conf')};`,
      'static.conf include /tmp/runtime/security-headers.conf',
    );
    return {
      ...s,
      runtimeDir,
      htmlDir,
      distDir: path.join(root, s.dir, 'dist'),
      conf,
      appConfigEnv: { ...s.env, APP_CONFIG_DIR: runtimeDir, HTML_DIR: htmlDir },
    };
  });

  return {
    publicUrl,
    frontPort,
    front,
    accessLog,
    statics,
    api: {
      service: apiName,
      ports: apiPorts,
      env: apiEnv,
      composeEnv: apiEnvCompose,
      dataDir,
      command: apiCommand,
      build: apiBuild,
    },
    renderer: {
      service: rendererName,
      ports: rendererPorts,
      env: rendererEnv,
      composeEnv: rendererComposeEnv,
      command: rendererCommand,
      runtimeDir: (i) => path.join(workDir, 'runtime', `${rendererName}-${i + 1}`),
    },
    migrate: migrateService ? { service: migrateService[0], command: migrateService[1].command } : null,
    appConfigScript: d.appConfigScript,
    mainConf: mainConf(workDir, [
      path.join(workDir, 'conf.d', 'front.conf'),
      ...statics.map((s) => path.join(workDir, 'conf.d', `${s.service}.conf`)),
    ]),
  };
}

/**
 * nginx.conf of the nginx-unprivileged image (worker settings, mime types, sendfile, keepalive_timeout 65, conf.d
 * included in http {}), with its pid, logs and temp folders moved to the work folder and run in the foreground.
 * One nginx (all server blocks) stands for the seven nginx containers; each block keeps its own listen port.
 */
function mainConf(workDir, includes) {
  const tmp = (n) => path.join(workDir, 'nginx', n);
  return `# generated by tools/topology/render.mjs — do not edit
worker_processes 1;
daemon off;
pid ${tmp('nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${tmp('client_body')};
    proxy_temp_path ${tmp('proxy')};
    fastcgi_temp_path ${tmp('fastcgi')};
    uwsgi_temp_path ${tmp('uwsgi')};
    scgi_temp_path ${tmp('scgi')};
${includes.map((f) => `    include ${f};`).join('\n')}
}
`;
}

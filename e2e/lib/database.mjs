// The journeys' database (docs/builds.md, "CI in parallel"). Each site gets a fresh, empty database that its API
// migrates and seeds on start, and that is dropped when the site stops: on the PostgreSQL server at E2E_DATABASE_URL,
// or on 127.0.0.1:5432 when one answers there (as CI's machines have), else embedded PGlite in a temporary folder.
// PostgreSQL is what production runs, and it serves the same journeys with about a quarter less CPU than PGlite's
// WebAssembly build — the cost that decides how many journeys run side by side on two cores.
// E2E_DATABASE=pglite keeps PGlite even when a server answers.
import { connect } from 'node:net';
import { ensureDatabase } from '../../tools/topology/topology.mjs';
import pg from 'pg';

const LOCAL_SERVER = 'postgresql://postgres@127.0.0.1:5432/postgres';

function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1000);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** The DATABASE_URL for the API of the site on `apiPort` ('' = PGlite): a fresh database named after the port. */
export async function journeyDatabase(apiPort) {
  if (process.env.E2E_DATABASE === 'pglite') return '';
  const server = process.env.E2E_DATABASE_URL ?? LOCAL_SERVER;
  if (!(await answers(server))) {
    if (process.env.E2E_DATABASE_URL) throw new Error(`E2E_DATABASE_URL ${server} does not answer`);
    return '';
  }
  const url = new URL(server);
  url.pathname = `/utsav_e2e_${apiPort}`;
  await ensureDatabase(url.toString(), { fresh: true });
  return url.toString();
}

export async function dropJourneyDatabase(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

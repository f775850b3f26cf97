// tools/site.mjs: a server of the composed site never starts on a port that something else already holds.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { assertPortFree } from './site.mjs';

const listen = (host) =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, host, () => resolve(server));
  });

describe('assertPortFree', () => {
  const open = [];
  after(() => open.forEach((s) => s.close()));

  it('refuses a port that another server holds, naming the variable that moves it', async () => {
    const other = await listen('127.0.0.1');
    open.push(other);
    const { port } = other.address();
    await assert.rejects(
      assertPortFree(port, 'catalog', 'CATALOG_PORT'),
      new RegExp(`catalog: port ${port} is already in use.*CATALOG_PORT`),
    );
  });

  it('refuses a port held on every interface', async () => {
    const other = await listen('0.0.0.0');
    open.push(other);
    await assert.rejects(assertPortFree(other.address().port, 'api'), /api: port \d+ is already in use/);
  });

  it('accepts a free port and leaves it free', async () => {
    const probe = await listen('127.0.0.1');
    const { port } = probe.address();
    await new Promise((r) => probe.close(r));
    await assertPortFree(port, 'shell', 'SHELL_PORT');
    await assertPortFree(port, 'shell', 'SHELL_PORT');
  });
});

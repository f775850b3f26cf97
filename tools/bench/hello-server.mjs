// The bare Fastify hello-world the API figures are compared with (same Fastify, same machine, same run).
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 4802);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
console.log(`hello on ${port}`);

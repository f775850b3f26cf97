/** GET /images/{folder}/{file}: generated SVGs for seeded names, stored files for vendor uploads. */
import type { FastifyInstance } from 'fastify';
import { readImage } from '../../lib/images';
import { notFound } from '../../lib/http';
import type { RouteContext } from '../context';

export async function imageRoutes(app: FastifyInstance, { config }: RouteContext) {
  app.get(
    '/images/:folder/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'Image file (folder: product, slider, serviceimage, packageimage, uploads)',
      },
    },
    async (req, reply) => {
      const { folder, file } = req.params as { folder: string; file: string };
      const img = await readImage(config.uploadDir, folder, file);
      if (!img) throw notFound('Image not found');
      reply.header('Cache-Control', 'public, max-age=86400');
      reply.header('X-Content-Type-Options', 'nosniff');
      if (img.type === 'image/svg+xml')
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.type(img.type).send(img.body);
    },
  );
}

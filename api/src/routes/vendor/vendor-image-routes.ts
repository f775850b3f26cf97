/** The vendor's service images (product §7 vendor calls): list, add and delete the images of their own services. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_REQUIRED } from '@utsav/domain/schemas/vendor-service';
import { userOf } from '../../lib/auth';
import { readMultipart } from '../../lib/multipart';
import { removeImageFile, type PendingImage } from '../../lib/images';
import { badRequest, intId, notFound, ok } from '../../lib/http';
import { deleteServiceImage, serviceImages } from '../../data/vendor-services';
import * as A from '../../contract/account';
import { Envelope, reply } from '../../contract/envelope';
import { doc, type RouteContext } from '../context';
import { params, query, formImages, formText, multipartBody, type ContractTypes } from '../../contract/request';
import { pathParams, textParams } from '../../contract/queries';
import * as W from '../../contract/writes';
import { t } from '../../lib/server-messages';

import { ownProduct, vendorGuards } from './vendor-guards';
import { saveImages, withStoredFiles } from './service-images';

export async function vendorImageRoutes(server: FastifyInstance, { db, config }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const { guard } = vendorGuards(db);
  const withFiles = <T>(files: PendingImage[], fn: () => Promise<T>) => withStoredFiles(config.uploadDir, files, fn);

  const productImages = async (req: FastifyRequest) => {
    const me = userOf(req);
    const id = intId((req.params as { id: string }).id, 'service', 404);
    await ownProduct(db, me.id, id);
    return ok({ Images: await serviceImages(db, id) });
  };
  app.get(
    '/Vendor/ProductImages/:id',
    {
      ...guard,
      ...doc('vendor', 'Images of one of the vendor services', 'vendor', {
        ...reply(Envelope(A.ServiceImages)),
        ...params(pathParams('id')),
      }),
    },
    productImages,
  );
  app.get(
    '/vendor/ProductImages/:id',
    { ...guard, schema: { hide: true, ...reply(Envelope(A.ServiceImages)) } },
    productImages,
  );

  app.post(
    '/uploadMultipleImages',
    {
      ...guard,
      ...doc('vendor', 'Add images to a service: multipart pid, service_id, images', 'vendor', {
        ...multipartBody(
          {
            pid: formText('The service id'),
            service_id: formText("The service's category id"),
            images: formImages('Images to add: JPEG, PNG or WebP (at least one)'),
          },
          ['pid', 'images'],
        ),
        ...reply(Envelope(A.ServiceImages)),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const form = await readMultipart(req, { maxBytes: config.maxUploadBytes, maxFiles: config.maxUploadFiles });
      const pid = intId(form.fields.pid, 'service', 404);
      await ownProduct(db, me.id, pid);
      if (form.files.length === 0) throw badRequest(IMAGE_REQUIRED);
      await withFiles(form.files, () => db.transaction((tx) => saveImages(tx, pid, form.files)));
      return ok(
        { Images: await serviceImages(db, pid) },
        t(req, 'vendor.imagesUploaded', { count: form.files.length }),
      );
    },
  );

  app.get(
    '/vendor/delete-image',
    {
      ...guard,
      ...doc('vendor', 'Delete an image of one of the vendor services: ?id&pid', 'vendor', {
        ...query(textParams('id', 'pid')),
        ...reply(Envelope(W.IdResult)),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const q = req.query;
      const id = intId(q.id, 'image', 404);
      const pid = intId(q.pid, 'service', 404);
      await ownProduct(db, me.id, pid);
      const file = await deleteServiceImage(db, pid, id);
      if (file === null) throw notFound('Image not found');
      await removeImageFile(config.uploadDir, file);
      return ok({ Id: id }, t(req, 'vendor.imageDeleted'));
    },
  );
}

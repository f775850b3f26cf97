/** Reads a multipart form: text fields and image files, every file checked by content before anything is stored. */
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from './http';
import { IMAGE_FIELD, acceptImage, type PendingImage } from './images';

export interface MultipartForm {
  fields: Record<string, string>;
  files: PendingImage[];
}

export async function readMultipart(
  request: FastifyRequest,
  limits: { maxBytes: number; maxFiles: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  const files: PendingImage[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: limits.maxBytes, files: limits.maxFiles, fields: 50, fieldSize: 1024 * 1024 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length === 0 && !part.filename) continue; // an empty file input
        files.push(await acceptImage(data, part.filename));
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (e) {
    if (e instanceof HttpError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(
        413,
        `Each image must be at most ${Math.round(limits.maxBytes / 1024 / 1024)} MB`,
        IMAGE_FIELD,
      );
    if (code === 'FST_FILES_LIMIT')
      throw new HttpError(413, `You can upload at most ${limits.maxFiles} images at a time`, IMAGE_FIELD);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(413, 'Too many form fields');
    throw badRequest('Could not read the uploaded form');
  }
  return { fields, files };
}

/**
 * Vendor services (product §7): GET /vendor/ProductDetails/{id}, POST /vendor/AddProduct | /vendor/UpdateService
 * (multipart productJson + images, success = Payload.ServiceId), GET /Vendor/ProductImages/{id},
 * POST /uploadMultipleImages (pid, service_id, images), GET /vendor/delete-image?id&pid.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, messageOf, payloadOf, unwrap, multipartBody } from '@utsav/shared/api-client';
import type { ProductImage, VendorServiceRecord } from '../../../api/types';
import type { ProductJson } from '../components/service-form-state';
import { translate } from '@utsav/shared/i18n';
import { NS } from '../../../i18n';

export async function fetchServiceRecord(id: string): Promise<VendorServiceRecord> {
  return payloadOf(
    api.GET('/api/vendor/ProductDetails/{serviceId}', { params: { path: { serviceId: id } } }),
    translate(NS, 'api.serviceNotFound'),
  );
}

export const serviceRecordQuery = (id: string) =>
  queryOptions({
    queryKey: ['vendor', 'service', id],
    queryFn: () => fetchServiceRecord(id),
    staleTime: 0,
  });

export function useServiceRecord(id: string) {
  return useQuery(serviceRecordQuery(id));
}

export interface SaveServiceInput {
  mode: 'add' | 'edit';
  productJson: ProductJson;
  images: File[];
}

/** Resolves with { serviceId, message }; a reply without Payload.ServiceId is a failure. */
export async function saveService({
  mode,
  productJson,
  images,
}: SaveServiceInput): Promise<{ serviceId: number; message: string }> {
  const form = new FormData();
  form.append('productJson', JSON.stringify(productJson));
  for (const file of images) form.append('images', file, file.name);
  const data = await call(
    mode === 'add'
      ? api.POST('/api/vendor/AddProduct', multipartBody(form))
      : api.POST('/api/vendor/UpdateService', multipartBody(form)),
  );
  const serviceId = Number(unwrap(data, translate(NS, 'api.saveService'))?.ServiceId);
  if (!serviceId) throw new Error(messageOf(data) || translate(NS, 'api.saveService'));
  return {
    serviceId,
    message:
      messageOf(data) || (mode === 'add' ? translate(NS, 'api.serviceAdded') : translate(NS, 'api.serviceUpdated')),
  };
}

export function useSaveService() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveService,
    onSuccess: ({ serviceId }) => {
      void qc.invalidateQueries({ queryKey: ['vendor', 'services'] });
      void qc.invalidateQueries({ queryKey: ['vendor', 'service', String(serviceId)] });
      void qc.invalidateQueries({ queryKey: ['vendor', 'images', String(serviceId)] });
      void qc.invalidateQueries({ queryKey: ['vendor', 'dashboard'] });
    },
  });
}

export async function fetchServiceImages(id: string): Promise<ProductImage[]> {
  const payload = await payloadOf(
    api.GET('/api/Vendor/ProductImages/{id}', { params: { path: { id } } }),
    translate(NS, 'api.loadImages'),
  );
  return Array.isArray(payload?.Images) ? payload.Images : [];
}

export const serviceImagesQuery = (id: string) =>
  queryOptions({
    queryKey: ['vendor', 'images', id],
    queryFn: () => fetchServiceImages(id),
  });

export function useServiceImages(id: string) {
  return useQuery(serviceImagesQuery(id));
}

export async function uploadImages({
  pid,
  serviceId,
  images,
}: {
  pid: number;
  serviceId: number;
  images: File[];
}): Promise<string> {
  const form = new FormData();
  form.append('pid', String(pid));
  form.append('service_id', String(serviceId));
  for (const file of images) form.append('images', file, file.name);
  const data = await call(api.POST('/api/uploadMultipleImages', multipartBody(form)));
  unwrap(data, translate(NS, 'api.uploadImages'));
  return messageOf(data) || translate(NS, 'api.imagesUploaded');
}

export async function deleteImage({ id, pid }: { id: number; pid: number }): Promise<string> {
  const data = await call(
    api.GET('/api/vendor/delete-image', { params: { query: { id: String(id), pid: String(pid) } } }),
  );
  unwrap(data, translate(NS, 'api.deleteImage'));
  return messageOf(data) || translate(NS, 'api.imageDeleted');
}

function useImagesMutation<T>(fn: (input: T) => Promise<string>, pid: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['vendor', 'images', String(pid)] });
      void qc.invalidateQueries({ queryKey: ['vendor', 'service', String(pid)] });
      void qc.invalidateQueries({ queryKey: ['vendor', 'services'] });
    },
  });
}

export const useUploadImages = (pid: number) => useImagesMutation(uploadImages, pid);
export const useDeleteImage = (pid: number) => useImagesMutation(deleteImage, pid);

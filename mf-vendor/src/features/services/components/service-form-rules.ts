/**
 * Every rule of product §5's vendor service form: the productJson it sends, checked by the shared valibot schema
 * (the API's own), and the picked images (required when adding).
 */
import * as v from 'valibot';
import { imageUploadSchema, vendorServiceSchema } from '@utsav/domain/schemas/vendor-service';
import { translate } from '@utsav/shared/i18n';
import { NS } from '../../../i18n';
import { toProductJson, type ServiceFormValues } from './service-form-state';

/** The form's values: the inputs' text and the images picked to go with a new service. */
export interface ServiceFormInput extends ServiceFormValues {
  images: File[];
}

/** a vendor without a GSTIN charges no GST, whatever the field held (the API stores 0 % too). */
export const pricedValues = <T extends ServiceFormValues>(values: T, gstFree: boolean): T =>
  gstFree ? { ...values, gst: '0' } : values;

/** The form's schema: the productJson the form would send through vendorServiceSchema, and the images' count. */
export function serviceFormSchema(mode: 'add' | 'edit', gstFree: boolean) {
  const files = v.custom<File[]>((x) => Array.isArray(x));
  const images =
    mode === 'add'
      ? v.pipe(
          files,
          v.transform((picked) => picked.length),
          imageUploadSchema.entries.count,
        )
      : v.pipe(
          files,
          v.maxLength(10, () => translate(NS, 'api.tooManyImages')),
        );
  const checks = v.intersect([vendorServiceSchema, v.object({ images })]);
  return v.pipe(
    v.custom<ServiceFormInput>((x) => typeof x === 'object' && x !== null),
    v.transform((values): v.InferInput<typeof checks> => ({
      ...toProductJson(pricedValues(values, gstFree), mode),
      images: values.images,
    })),
    checks,
  );
}

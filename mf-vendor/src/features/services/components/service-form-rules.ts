/** Every rule of product §5's vendor service form: the shared valibot schema plus images required when adding only. */
import { imageUploadSchema, vendorServiceSchema } from '@utsav/domain/schemas/vendor-service';
import { validate } from '@utsav/domain/schemas/validate';
import { toProductJson, type ProductJson, type ServiceFormValues } from './service-form-state';
import { translate } from '@utsav/shared/i18n';
import { NS } from '../../../i18n';

export type ServiceFormErrors = Partial<Record<keyof ServiceFormValues | 'images', string>>;

export function checkServiceForm(
  values: ServiceFormValues,
  images: readonly File[],
  mode: 'add' | 'edit',
): { ok: boolean; errors: ServiceFormErrors; productJson: ProductJson } {
  const productJson = toProductJson(values, mode);
  const result = validate(vendorServiceSchema, productJson);
  const errors: ServiceFormErrors = { ...(result.errors as ServiceFormErrors) };
  if (mode === 'add') {
    const imgs = validate(imageUploadSchema, { count: images.length });
    if (!imgs.ok) errors.images = imgs.errors.count ?? imgs.first;
  } else if (images.length > 10) {
    errors.images = translate(NS, 'api.tooManyImages');
  }
  return { ok: Object.keys(errors).length === 0, errors, productJson };
}

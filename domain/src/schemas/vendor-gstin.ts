/** POST /api/vendor/gstin and the vendor's Tax details form: the one GSTIN rule of fields.ts. */
import * as v from 'valibot';
import { gstNumber } from './fields';

export const vendorGstinSchema = v.object({ gstin: gstNumber() });
export type VendorGstin = v.InferOutput<typeof vendorGstinSchema>;

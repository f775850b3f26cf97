/** Enquiry form (product §5): mobile exactly 10 digits ('Enter 10 digit mobile number'); name ≤60, email ≤60, address ≤100, all required. */
import * as v from 'valibot';
import { email, indianMobile, personName, requiredText } from './fields';

export const enquirySchema = v.object({
  userId: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  productId: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  packageId: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  name: personName('Name', 60),
  mobile: indianMobile(),
  email: email(60),
  address: requiredText('Address', 100),
});

export type EnquiryInput = v.InferInput<typeof enquirySchema>;
export type EnquiryData = v.InferOutput<typeof enquirySchema>;

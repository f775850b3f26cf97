/** Cart booking date (product §5): required, not before today. Also the AddToCart / CheckAvailability payload. */
import * as v from 'valibot';
import { dateNotBeforeToday, id } from './fields';
import { optionalPincode } from './customer-place';

export const cartDateSchema = v.object({
  bookingDate: dateNotBeforeToday('Booking date', 'Please select booking date'),
});

/** POST /AddToCart and GET /CheckAvailability. */
export const addToCartSchema = v.object({
  productId: id('Service'),
  bookingDate: cartDateSchema.entries.bookingDate,
  /** The customer's place (docs/payments.md): a service whose vendor does not come there is refused. */
  pincode: optionalPincode,
});

/** POST /UpdateCartDate: move one line (CartId) or, without CartId, every line to one date — only on request. */
export const updateCartDateSchema = v.object({
  bookingDate: cartDateSchema.entries.bookingDate,
  CartId: v.optional(id('Cart item')),
});

export type UpdateCartDateInput = v.InferInput<typeof updateCartDateSchema>;
export type CartDateInput = v.InferInput<typeof cartDateSchema>;
export type AddToCartInput = v.InferInput<typeof addToCartSchema>;
export type AddToCartData = v.InferOutput<typeof addToCartSchema>;

/**
 * Checkout form (product §5): Booking For required; an address chosen
 * ('Please select address'); a payment type chosen ('Please select payment type'); GST number optional. Booking dates are the cart lines' own (each checked
 * not before today by the server); changing them is a separate, explicit request (POST /UpdateCartDate).
 */
import * as v from 'valibot';
import { MAX_ID, gstNumber, present, requiredText, wholeNumber } from './fields';

export const SELECT_ADDRESS = 'Please select address';
export const SELECT_PAYMENT_TYPE = 'Please select payment type';
export const REMOVE_UNAVAILABLE = 'Please remove unavailable product(s)';

export const paymentType = present(v.picklist(['full', 'advance'], SELECT_PAYMENT_TYPE));

export const addressChoice = (message: string) => present(wholeNumber(message, 1, MAX_ID));

export const checkoutSchema = v.object({
  Bookingfor: requiredText('Booking For', 100, 'Please enter booking for'),
  gst_no: gstNumber(),
  bookingAddressId: addressChoice(SELECT_ADDRESS),
  PaymentType: paymentType,
});

export type CheckoutInput = v.InferInput<typeof checkoutSchema>;
export type CheckoutData = v.InferOutput<typeof checkoutSchema>;

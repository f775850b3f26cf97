/**
 * What the customer has typed and chosen on the checkout page, kept in the tab's session storage: a reload
 * (or a trip to the cart and back) keeps Booking For, the GST number, the booking address and the payment type. It is
 * keyed by the signed-in account, so another account in the same tab starts empty, and cleared once the order is
 * placed. Only the address's id is kept: the address itself is read again from the saved addresses.
 */
export type PaymentType = '' | 'full' | 'advance';

export interface CheckoutDraft {
  bookingFor: string;
  gstNo: string;
  addressId: number | null;
  paymentType: PaymentType;
}

export const EMPTY_DRAFT: CheckoutDraft = { bookingFor: '', gstNo: '', addressId: null, paymentType: '' };

const keyOf = (account: string) => `utsav.checkout.${account}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings): the page works, it just does not remember
  }
}

/** The draft saved for this account, or the empty draft; anything malformed reads as empty. */
export function readDraft(account: string): CheckoutDraft {
  try {
    const raw = storage()?.getItem(keyOf(account));
    if (!raw) return EMPTY_DRAFT;
    const d = JSON.parse(raw) as Partial<Record<keyof CheckoutDraft, unknown>>;
    return {
      bookingFor: typeof d.bookingFor === 'string' ? d.bookingFor.slice(0, 100) : '',
      gstNo: typeof d.gstNo === 'string' ? d.gstNo.slice(0, 16) : '',
      addressId: typeof d.addressId === 'number' && Number.isInteger(d.addressId) ? d.addressId : null,
      paymentType: d.paymentType === 'full' || d.paymentType === 'advance' ? d.paymentType : '',
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(account: string, draft: CheckoutDraft): void {
  try {
    storage()?.setItem(keyOf(account), JSON.stringify(draft));
  } catch {
    // quota or blocked storage: nothing to keep
  }
}

export function clearDraft(account: string): void {
  try {
    storage()?.removeItem(keyOf(account));
  } catch {
    // blocked storage: nothing was kept
  }
}

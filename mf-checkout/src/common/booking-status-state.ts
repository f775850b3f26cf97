/** Router state handed from checkout to /booking/status after a successful order. */
export interface BookingStatusState {
  orderId?: string;
  message?: string;
}

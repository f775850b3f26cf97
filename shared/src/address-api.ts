/** Booking addresses, shared by checkout, account and package checkout (product §3 Booking address, §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call, isSuccess, messageOf, type Envelope } from './api-client';
import type { BookingAddress } from '@utsav/domain/contract';
import { useSession } from './session';

/** A booking address as GET /GetBookingAddressList answers it (the API contract). */
export type { BookingAddress };

/** The form payload of product §3 (id present → update, else add). */
export interface AddressPayload {
  id?: number | null;
  regno: string;
  name: string;
  mobile: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  lat: number | null;
  lon: number | null;
  location: string;
  boundingbox?: unknown;
}

export const DEFAULT_REGNO = '123456';
export const addressesQueryKey = ['booking-addresses'] as const;

export async function fetchAddresses(): Promise<BookingAddress[]> {
  const data = await call(api.GET('/api/GetBookingAddressList'));
  return isSuccess(data) && Array.isArray(data.Payload) ? data.Payload : [];
}

export const addressesQuery = (enabled: boolean) =>
  queryOptions({ queryKey: addressesQueryKey, queryFn: fetchAddresses, enabled });

/** The signed-in customer's booking addresses. */
export function useAddresses() {
  const role = useSession((s) => s.role);
  return useQuery(addressesQuery(role === 1));
}

/** Adds or updates (when payload.id is set); resolves with the server envelope. */
export async function saveAddress(payload: AddressPayload): Promise<Envelope<{ Id?: number }>> {
  return payload.id
    ? call(api.POST('/api/UpdateBookingAddress', { body: payload }))
    : call(api.POST('/api/AddBookingAddress', { body: payload }));
}

/** Deletes an address; returns the server's message (shown as an info toast). */
export async function deleteAddress(id: number): Promise<{ ok: boolean; message: string }> {
  const data = await call(api.GET('/api/deleteAddress', { params: { query: { id: String(id) } } }));
  return { ok: isSuccess(data), message: messageOf(data) };
}

export function toPayload(address: BookingAddress): AddressPayload {
  return {
    id: address.Id,
    regno: address.regno || DEFAULT_REGNO,
    name: address.Name,
    mobile: address.Mobile,
    email: address.Email,
    address: address.Address,
    city: address.City,
    state: address.State,
    zipcode: address.zipcode,
    country: address.Country || 'India',
    lat: address.lat,
    lon: address.lon,
    location: address.location ?? '',
  };
}

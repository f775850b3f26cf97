/**
 * GET /Calendar/getCalendar: `data` is a crypto-js AES ciphertext (passphrase mode) of the Months JSON, decrypted
 * on the client with the runtime config's calendar key (product §7, §8). Only the AES and UTF-8 modules are imported.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { api, call } from '@utsav/shared/api-client';
import { retryUnlessClientError } from '@utsav/shared/query-client';
import { getConfig } from '@utsav/shared/runtime-config';

export const NO_CALENDAR_DATA = 'No data received from calendar endpoint';

export interface CalendarEvent {
  Event: string;
  Date: string;
  Type: string;
  Extras: string;
  /** The Hindi of the name and the note, null or absent when none. */
  EventHi?: string | null;
  ExtrasHi?: string | null;
}

export interface CalendarMonth {
  Month: string;
  Events: CalendarEvent[];
}

/** Decrypts and parses the feed; throws 'No data received from calendar endpoint' when there is nothing to show. */
export function decryptCalendar(cipherText: string | null | undefined, key: string): CalendarMonth[] {
  if (!cipherText) throw new Error(NO_CALENDAR_DATA);
  let text = '';
  try {
    text = AES.decrypt(cipherText, key).toString(Utf8);
  } catch {
    text = '';
  }
  if (!text) throw new Error(NO_CALENDAR_DATA);
  const parsed = JSON.parse(text) as { Months?: CalendarMonth[] };
  const months = Array.isArray(parsed?.Months) ? parsed.Months : [];
  if (months.length === 0) throw new Error(NO_CALENDAR_DATA);
  return months.map((m) => ({ Month: String(m.Month ?? ''), Events: Array.isArray(m.Events) ? m.Events : [] }));
}

export async function fetchCalendar(): Promise<CalendarMonth[]> {
  const data = await call(api.GET('/api/Calendar/getCalendar'));
  return decryptCalendar(data.data, getConfig().calendarKey);
}

export const calendarQuery = queryOptions({
  queryKey: ['catalog', 'calendar'] as const,
  queryFn: fetchCalendar,
  // An empty feed will not fill itself on a retry, nor does a client error; other failures are retried (twice).
  retry: (count, error) => error.message !== NO_CALENDAR_DATA && count < 2 && retryUnlessClientError(count, error),
});

export function useCalendar() {
  return useQuery(calendarQuery);
}

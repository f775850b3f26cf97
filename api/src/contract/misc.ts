/** Reply schemas of the utilities: health, About figures, newsletter, calendar, pincode lookup. */
import { Type } from '@sinclair/typebox';
import { NullableNumber, NullableString } from './envelope';

export const Health = Type.Object({
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  seededOn: NullableString,
  bookedProductId: Type.Integer(),
  bookedDate: NullableString,
});

export const MarketplaceFacts = Type.Object({
  Customers: Type.Integer(),
  Vendors: Type.Integer(),
  Cities: Type.Integer(),
  AverageRating: NullableNumber,
  Bookings: Type.Integer(),
});

export const NewsletterResult = Type.Object({ Subscribed: Type.Boolean(), New: Type.Boolean() });

/** The calendar: `data` is CryptoJS.AES ciphertext of `{ Months: [{ Month, Events: [{ Event, Date, Type, Extras }] }] }`. */
export const CalendarReply = Type.Object({
  Status: Type.Literal('Success'),
  Message: Type.String(),
  data: Type.String(),
});

export const PincodeLookup = Type.Object({
  lat: Type.Number(),
  lon: Type.Number(),
  name: Type.String(),
  /** 'Place, City, State, India' */
  display_name: Type.String(),
  /** [latMin, latMax, lonMin, lonMax] as text. */
  boundingbox: Type.Array(Type.String()),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  pincode: Type.String(),
});

/** POST /api/rum: how many reports were kept. */
export const RumAccepted = Type.Object({ Accepted: Type.Integer() });

/**
 * The kinds of event a service suits and a package is for (docs/product.md "Event types and service areas"): one
 * fixed list with its English and Hindi labels, and the rules the vendor's service form, the operator's forms and
 * the API parse with. A package offers only the services that suit its event type; a service suits one or more.
 */
import * as v from 'valibot';

export const EVENT_TYPES = [
  'wedding',
  'engagement',
  'sangeet',
  'reception',
  'birthday',
  'baby_shower',
  'puja',
  'housewarming',
  'festival',
  'corporate',
  'party',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Labels in both languages (the apps show these; the API keeps the key). */
export const EVENT_TYPE_LABELS: Record<EventType, { en: string; hi: string }> = {
  wedding: { en: 'Wedding', hi: 'विवाह' },
  engagement: { en: 'Engagement', hi: 'सगाई' },
  sangeet: { en: 'Sangeet & Mehendi', hi: 'संगीत और मेहंदी' },
  reception: { en: 'Reception', hi: 'रिसेप्शन' },
  birthday: { en: 'Birthday', hi: 'जन्मदिन' },
  baby_shower: { en: 'Baby shower', hi: 'गोद भराई' },
  puja: { en: 'Puja & ceremony', hi: 'पूजा और संस्कार' },
  housewarming: { en: 'Griha Pravesh', hi: 'गृह प्रवेश' },
  festival: { en: 'Festival', hi: 'त्योहार' },
  corporate: { en: 'Corporate event', hi: 'कॉर्पोरेट कार्यक्रम' },
  party: { en: 'Party', hi: 'पार्टी' },
};

export const eventTypeLabel = (type: string, lang: 'en' | 'hi' = 'en'): string =>
  (EVENT_TYPE_LABELS as Record<string, { en: string; hi: string }>)[type]?.[lang] ?? type;

export const EVENT_TYPE_REQUIRED = 'Choose at least one event type the service suits';
export const EVENT_TYPE_UNKNOWN = `Event type must be one of: ${EVENT_TYPES.join(', ')}`;
export const PACKAGE_EVENT_TYPE_REQUIRED = 'Choose the event type of the package';

const isEventType = (x: string): x is EventType => (EVENT_TYPES as readonly string[]).includes(x);

/** One event type (a package's): a key of the list. */
export const eventTypeSchema = v.pipe(
  v.string(PACKAGE_EVENT_TYPE_REQUIRED),
  v.trim(),
  v.nonEmpty(PACKAGE_EVENT_TYPE_REQUIRED),
  v.check(isEventType, EVENT_TYPE_UNKNOWN),
  v.transform((x) => x as EventType),
);

/** The event types a service suits: at least one, each of the list, each once (kept in the list's order). */
export const eventTypesSchema = v.pipe(
  v.array(v.string(EVENT_TYPE_UNKNOWN), EVENT_TYPE_REQUIRED),
  v.minLength(1, EVENT_TYPE_REQUIRED),
  v.maxLength(EVENT_TYPES.length, EVENT_TYPE_UNKNOWN),
  v.check((xs) => xs.every(isEventType), EVENT_TYPE_UNKNOWN),
  v.transform((xs) => EVENT_TYPES.filter((t) => xs.includes(t))),
);

/** Does a service (its event types) suit a package's event type? */
export const suitsEvent = (serviceTypes: readonly string[], eventType: string): boolean =>
  serviceTypes.includes(eventType);

/**
 * How far a service travels when its vendor has not set a radius (km from the service's pincode). 50 km covers a
 * metro area with its suburbs (Bandra to Thane or Navi Mumbai, Connaught Place to Gurugram or Noida, Koramangala to
 * Whitefield or Hosur) — a day's drive with the crew and kit — and stops short of the next city; a vendor who
 * goes farther sets their own radius, up to MAX_SERVICE_RADIUS_KM (all of India). See docs/product.md.
 */
export const DEFAULT_SERVICE_RADIUS_KM = 50;

/** The radius a service is offered within: its own, else the default. */
export const effectiveRadiusKm = (radius: number | null | undefined): number =>
  radius === null || radius === undefined || radius <= 0 ? DEFAULT_SERVICE_RADIUS_KM : radius;

/**
 * The operator's catalogue: categories, home sliders and packages, as the back office forms and the
 * /api/admin catalogue routes accept them. One rule in one place: the mf-admin forms and the API parse with these.
 */
import * as v from 'valibot';
import {
  amount,
  BOOKING_HORIZON_YEARS,
  id,
  isoDate,
  lastBookableIso,
  optionalText,
  present,
  requiredText,
  wholeNumber,
} from './fields';
import { eventTypeSchema, eventTypesSchema } from './event-types';
import { optionalPincode } from './customer-place';

/** Most service groups a package can have, and services a group can offer. */
export const MAX_PACKAGE_GROUPS = 12;
export const MAX_GROUP_PRODUCTS = 50;
/** Highest per-group limit (product §2.9 "maximum item count"). */
export const MAX_GROUP_ITEMS = 20;

/**
 * An image name the catalogue keeps: an upload from POST /api/admin/images (`<uuid>.webp`, re-encoded like
 * vendor images) or a seeded picture's name (`package-1.svg`) when an existing record keeps its image.
 */
export const IMAGE_NAME =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:webp|jpg|png)|[a-z0-9-]{1,80}\.svg)$/;
export const imageName = (requiredMessage: string) =>
  present(
    v.pipe(
      v.string(requiredMessage),
      v.trim(),
      v.nonEmpty(requiredMessage),
      v.regex(IMAGE_NAME, 'Please upload the image again'),
    ),
  );

const order = present(wholeNumber('Order must be a whole number from 0 to 9999', 0, 9999));
/** A slider date: optional, and like booking dates at most BOOKING_HORIZON_YEARS ahead. */
const optionalDate = (label: string) =>
  v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        isoDate(label),
        v.check((x) => x <= lastBookableIso(), `${label} can be at most ${BOOKING_HORIZON_YEARS} years ahead`),
      ),
    ]),
    '',
  );

/**
 * Content in Hindi (docs/i18n.md "Content stays as entered"): the operator's own Hindi for a category name
 * or an offer banner's title — optional ('' or null = none, stored as NULL), at most as long as the English field, written
 * in Devanagari (Latin words such as "DJ" may stand beside it), NFC-normalised. Never machine-translated.
 */
export const hindiText = (label: string, max: number) =>
  v.nullish(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.transform((x) => x.normalize('NFC')),
      v.maxLength(max, `${label} can be at most ${max} characters`),
      v.check((x) => x === '' || /[\u0900-\u097F]/.test(x), `${label} must be written in Hindi (Devanagari)`),
    ),
    '',
  );

/** POST /api/admin/categories (and /:id): name, its Hindi (optional), image, order, hidden. */
export const categoryFormSchema = v.object({
  name: requiredText('Name', 60, 'Please enter the category name'),
  nameHi: hindiText('Hindi name', 60),
  image: imageName('Please upload a category image'),
  sortOrder: order,
  hidden: v.optional(v.boolean('hidden must be true or false'), false),
});
export type CategoryForm = v.InferOutput<typeof categoryFormSchema>;

/** A link an offer banner may point to: a storefront page of services or packages. */
export const STOREFRONT_LINK = /^\/(services|packages)(\/[A-Za-z0-9_-]+)*$/;
export const SLIDER_KINDS = ['slider', 'offer'] as const;

/**
 * POST /api/admin/sliders (and /:id): a home slider (image, the category it links to) or an offer banner (image,
 * title and optionally its Hindi, a storefront link — the home page's Special Offer panel); both with an order and optional active dates.
 */
export const sliderFormSchema = v.pipe(
  v.object({
    kind: v.optional(v.picklist(SLIDER_KINDS, 'Choose a home slider or an offer banner'), 'slider'),
    image: imageName('Please upload a slider image'),
    serviceId: v.optional(v.union([v.literal(''), id('Linked category')], 'Please choose the linked category'), ''),
    title: optionalText('Title', 80),
    /** An offer banner's title in Hindi (optional; a home slider has no text). */
    titleHi: hindiText('Hindi title', 80),
    link: optionalText('Link', 120),
    sortOrder: order,
    activeFrom: optionalDate('Active from'),
    activeTo: optionalDate('Active to'),
  }),
  v.forward(
    v.partialCheck(
      [['kind'], ['serviceId']],
      (x) => x.kind !== 'slider' || x.serviceId !== '',
      'Please choose the linked category',
    ),
    ['serviceId'],
  ),
  v.forward(
    v.partialCheck([['kind'], ['title']], (x) => x.kind !== 'offer' || x.title !== '', 'Please enter the offer title'),
    ['title'],
  ),
  v.forward(
    v.partialCheck(
      [['kind'], ['link']],
      (x) => x.kind !== 'offer' || STOREFRONT_LINK.test(x.link),
      'Link must be a storefront page such as /services/all/offer',
    ),
    ['link'],
  ),
  v.forward(
    v.partialCheck(
      [['activeFrom'], ['activeTo']],
      (x) => !x.activeFrom || !x.activeTo || x.activeFrom <= x.activeTo,
      'Active to must be on or after Active from',
    ),
    ['activeTo'],
  ),
);
export type SliderForm = v.InferOutput<typeof sliderFormSchema>;

/** A package rate: what the customer pays for the service in this package, as its vendor agreed. */
const packageRate = present(
  v.pipe(
    amount('Package rate'),
    v.check((x) => x > 0, 'Package rate must be more than 0'),
  ),
);

/**
 * One service group of a package: its category, the services offered (from approved vendors) with the package rate
 * each vendor agreed to (`rates[i]` is the rate of `productIds[i]`, rupees, GST included), the per-group limit.
 */
export const packageGroupSchema = v.pipe(
  v.object({
    serviceId: id('Service'),
    maxItems: present(wholeNumber(`Limit must be 1 to ${MAX_GROUP_ITEMS}`, 1, MAX_GROUP_ITEMS)),
    amount: amount('Group amount', false),
    productIds: v.pipe(
      v.array(id('Service'), 'Choose the services of each group'),
      v.minLength(1, 'Choose at least one service for each group'),
      v.maxLength(MAX_GROUP_PRODUCTS, `A group can offer at most ${MAX_GROUP_PRODUCTS} services`),
      v.check((ids) => new Set(ids).size === ids.length, 'A service is chosen twice in a group'),
    ),
    rates: v.optional(v.array(packageRate, 'Enter the package rate of each chosen service'), []),
  }),
  v.forward(
    v.partialCheck(
      [['maxItems'], ['productIds']],
      (g) => g.maxItems <= g.productIds.length,
      "A group's limit cannot be more than the services it offers",
    ),
    ['maxItems'],
  ),
  v.forward(
    v.partialCheck(
      [['productIds'], ['rates']],
      (g) => g.rates.length === g.productIds.length,
      'Enter the package rate of each chosen service',
    ),
    ['rates'],
  ),
);

/**
 * POST /api/admin/packages (and /:id). There is no total to type: a package's price is the sum of the chosen
 * services' package rates, its "from" price each group's cheapest rate.
 */
export const packageFormSchema = v.pipe(
  v.object({
    name: requiredText('Package name', 80, 'Please enter the package name'),
    description: requiredText('Description', 1000, 'Please enter a description'),
    inPackage: optionalText('What is included', 300),
    // Optional: a package without one shows the designed default picture (@utsav/ui/package-image).
    image: v.optional(
      v.pipe(
        v.string('Please upload the image again'),
        v.trim(),
        v.check((x) => x === '' || IMAGE_NAME.test(x), 'Please upload the image again'),
      ),
      '',
    ),
    /** The event the package is for: it offers only services that suit it (event-types.ts). */
    eventType: present(eventTypeSchema),
    advancePercent: present(wholeNumber('Advance must be 1 to 100 %', 1, 100)),
    listed: v.optional(v.boolean('listed must be true or false'), true),
    groups: v.pipe(
      v.array(packageGroupSchema, 'Add the service groups'),
      v.minLength(1, 'Add at least one service group'),
      v.maxLength(MAX_PACKAGE_GROUPS, `A package can have at most ${MAX_PACKAGE_GROUPS} service groups`),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['groups']],
      (x) => new Set(x.groups.map((g) => g.serviceId)).size === x.groups.length,
      'Each category can have one group only',
    ),
    ['groups'],
  ),
);
export type PackageForm = v.InferOutput<typeof packageFormSchema>;
export type PackageFormInput = v.InferInput<typeof packageFormSchema>;

/**
 * GET /api/admin/package-candidates query: the category whose bookable services a group may offer; optionally a
 * pincode to check whether each serves it (the builder's "no suitable local service" warning).
 */
export const packageCandidatesQuerySchema = v.object({
  serviceId: id('Service'),
  pincode: optionalPincode,
});

/** PUT-like POST /api/admin/services/:id/event-types: the operator corrects the event types of a service. */
export const serviceEventTypesSchema = v.object({ eventTypes: v.optional(eventTypesSchema, [] as never) });

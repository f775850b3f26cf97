/**
 * The operator's storefront curation (docs/admin.md "Storefront"), as the back office sends it and
 * /api/admin/storefront/* parses it. A service can be featured (it heads the home rows) or hidden from home; a vendor
 * can be hidden from home. Hidden from home is never hidden from search, category lists or the service's page.
 */
import * as v from 'valibot';

export const storefrontServiceSchema = v.pipe(
  v.object({
    featured: v.boolean('featured must be true or false'),
    homeHidden: v.boolean('homeHidden must be true or false'),
  }),
  v.check((x) => !(x.featured && x.homeHidden), 'A service cannot be featured and hidden from the home page at once'),
);
export type StorefrontServiceForm = v.InferOutput<typeof storefrontServiceSchema>;

export const storefrontVendorSchema = v.object({
  homeHidden: v.boolean('homeHidden must be true or false'),
});
export type StorefrontVendorForm = v.InferOutput<typeof storefrontVendorSchema>;

/** Most services the operator may feature at once (the Featured row shows them all). */
export const MAX_FEATURED = 12;

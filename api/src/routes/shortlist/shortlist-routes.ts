/**
 * The shortlist, its read-only share link and compare (docs/shortlist.md). The shortlist routes need the customer's
 * token and only ever read or change that customer's rows; the shared list is read by its token alone (no sign-in),
 * and compare is public (its answer depends on the URL and the database only).
 */
import * as v from 'valibot';
import { listing } from '../../data/listings';
import {
  deleteShareToken,
  deleteShortlistItem,
  listedByIds,
  shareOwner,
  shareTokenOf,
  shortlistRows,
} from '../../data/shortlist';
import { requireCustomer, userOf } from '../../lib/auth';
import { notFound, ok } from '../../lib/http';
import { compareServices } from '../../shortlist/compare';
import { addToShortlist, mergeShortlist, shareShortlist } from '../../shortlist/shortlist';
import {
  SHARE_LINK_UNKNOWN,
  SHARE_TOKEN_PATTERN,
  compareQuerySchema,
  shortlistMergeSchema,
  shortlistServicesQuerySchema,
} from '@utsav/domain/schemas/shortlist';
import { id } from '@utsav/domain/schemas/fields';
import * as S from '../../contract/shortlist';
import { Envelope, reply } from '../../contract/envelope';
import { body, params, query, type ContractTypes } from '../../contract/request';
import { pathParams } from '../../contract/queries';
import { doc, publicRead } from '../context';
import type { RoutePlugin } from '../plugins';
import type { Db } from '../../db/client';

const productParams = v.object({ productId: id('Service') });
/** Shortlist writes change no data any cache depends on (lib/data-changes). */
const none = { config: { changes: [] as const } };

async function shortlistOf(db: Db, userId: number) {
  const [rows, token] = await Promise.all([shortlistRows(db, userId), shareTokenOf(db, userId)]);
  return { Items: rows.map((r) => listing(r)), ShareToken: token };
}

export const shortlistRoutes: RoutePlugin = async (server, { db }) => {
  const app = server.withTypeProvider<ContractTypes>();
  const guard = { preValidation: requireCustomer };

  app.get(
    '/Shortlist',
    {
      ...guard,
      ...doc('shortlist', "The customer's shortlist (last added first) and its share token", 'customer', {
        ...reply(Envelope(S.Shortlist)),
      }),
    },
    async (req) => ok(await shortlistOf(db, userOf(req).id)),
  );

  app.put(
    '/Shortlist',
    {
      ...guard,
      ...none,
      ...doc(
        'shortlist',
        'Merge services into the shortlist ({productIds}, the list kept in the browser before sign-in); services no longer listed are skipped',
        'customer',
        { ...body(shortlistMergeSchema), ...reply(Envelope(S.Shortlist)) },
      ),
    },
    async (req) => {
      const user = userOf(req);
      await mergeShortlist(db, user.id, req.body.productIds);
      return ok(await shortlistOf(db, user.id), 'Shortlist updated');
    },
  );

  app.put(
    '/Shortlist/:productId',
    {
      ...guard,
      ...none,
      ...doc('shortlist', 'Add a service to the shortlist (already there: nothing changes)', 'customer', {
        ...params(productParams),
        ...reply(Envelope(S.Shortlist)),
      }),
    },
    async (req) => {
      const user = userOf(req);
      await addToShortlist(db, user.id, req.params.productId);
      return ok(await shortlistOf(db, user.id), 'Added to your shortlist');
    },
  );

  app.delete(
    '/Shortlist/:productId',
    {
      ...guard,
      ...none,
      ...doc('shortlist', 'Remove a service from the shortlist', 'customer', {
        ...params(productParams),
        ...reply(Envelope(S.Shortlist)),
      }),
    },
    async (req) => {
      const user = userOf(req);
      if (!(await deleteShortlistItem(db, user.id, req.params.productId)))
        throw notFound('This service is not in your shortlist');
      return ok(await shortlistOf(db, user.id), 'Removed from your shortlist');
    },
  );

  app.post(
    '/Shortlist/share',
    {
      ...guard,
      ...none,
      ...doc(
        'shortlist',
        'The read-only share link of the shortlist (made on first call, the same after)',
        'customer',
        {
          ...reply(Envelope(S.ShareLink)),
        },
      ),
    },
    async (req) => ok({ ShareToken: await shareShortlist(db, userOf(req).id) }, 'Share link ready'),
  );

  app.delete(
    '/Shortlist/share',
    {
      ...guard,
      ...none,
      ...doc('shortlist', 'Withdraw the share link (the old link opens nothing; the next one is new)', 'customer', {
        ...reply(Envelope(S.Shortlist)),
      }),
    },
    async (req) => {
      const user = userOf(req);
      await deleteShareToken(db, user.id);
      return ok(await shortlistOf(db, user.id), 'Share link withdrawn');
    },
  );

  // Read by anyone holding the link: no sign-in; nothing about whose list it is. Not cached (a withdrawn link
  // must stop at once).
  app.get(
    '/SharedShortlist/:token',
    {
      ...doc('shortlist', 'A shortlist opened by its share link (read-only, no sign-in)', false, {
        ...params(pathParams('token')),
        ...reply(Envelope(S.SharedShortlist)),
      }),
    },
    async (req) => {
      const token = req.params.token;
      const owner = SHARE_TOKEN_PATTERN.test(token) ? await shareOwner(db, token) : null;
      if (owner === null) throw notFound(SHARE_LINK_UNKNOWN);
      return ok({ Items: (await shortlistRows(db, owner)).map((r) => listing(r)) });
    },
  );

  // A visitor's shortlist is kept in the browser as ids: the page reads the services by them.
  app.get(
    '/ShortlistServices',
    {
      ...publicRead,
      ...doc('shortlist', 'Listed services by id (?productIds=3,1, up to 100), in the order asked', false, {
        ...query(shortlistServicesQuerySchema),
        ...reply(Envelope(S.SharedShortlist)),
      }),
    },
    async (req) => ok({ Items: (await listedByIds(db, req.query.productIds)).map((r) => listing(r)) }),
  );

  // Not publicRead: it answers availability on a date, which bookings change (routes/context publicRead).
  app.get(
    '/Compare',
    {
      ...doc(
        'shortlist',
        'Two to four services side by side (?productIds=1,2): price with GST, travel fare to &pincode= and availability on &date=, by the code the cart and checkout use',
        false,
        { ...query(compareQuerySchema), ...reply(Envelope(S.Compare)) },
      ),
    },
    async (req) => ok(await compareServices(db, req.query)),
  );
};

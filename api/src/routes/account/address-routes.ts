/** The customer's booking addresses (product §7): list, add, edit, delete; an address's place is looked up by pincode. */
import type { FastifyInstance } from 'fastify';
import { addAddress, customerAddresses, deleteAddress, updateAddress } from '../../data/accounts';
import * as v from 'valibot';
import { addressSchema } from '@utsav/domain/schemas/address';
import { requireCustomer, userOf } from '../../lib/auth';
import { placeOfAddress } from '../../lib/geo';
import { intId, notFound, ok } from '../../lib/http';
import { t } from '../../lib/server-messages';
import { Envelope, reply } from '../../contract/envelope';
import * as A from '../../contract/account';
import { Type } from '@sinclair/typebox';
import { doc, type RouteContext } from '../context';
import { query, body, type ContractTypes } from '../../contract/request';
import { textParams } from '../../contract/queries';
import * as W from '../../contract/writes';

export async function addressRoutes(server: FastifyInstance, { db }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const guard = { preValidation: requireCustomer };

  app.get(
    '/GetBookingAddressList',
    {
      ...guard,
      ...doc('address', "The customer's booking addresses", 'customer', reply(Envelope(Type.Array(A.BookingAddress)))),
    },
    async (req) => {
      const user = userOf(req);
      return ok(await customerAddresses(db, user.id));
    },
  );

  /**
   * Coordinates, city and state come from the server's pincode table, never from the payload (* lib/geo): a state that is not the pincode's is a 400.
   */
  const addressFields = (data: v.InferOutput<typeof addressSchema>) => {
    const place = placeOfAddress(data.zipcode, data.state);
    return {
      name: data.name,
      mobile: data.mobile,
      email: data.email,
      address: data.address,
      city: place.city,
      state: place.state,
      zipcode: data.zipcode,
      country: 'India',
      location: data.location,
      lat: place.lat,
      lon: place.lon,
    };
  };

  app.post(
    '/AddBookingAddress',
    {
      ...guard,
      ...doc('address', 'Add a booking address', 'customer', {
        ...body(addressSchema),
        ...reply(Envelope(W.IdResult)),
      }),
    },
    async (req) => {
      const user = userOf(req);
      const data = req.body;
      const id = await addAddress(db, user.id, { ...addressFields(data), regno: String(data.regno ?? '123456') });
      return ok({ Id: id }, t(req, 'account.addressAdded'));
    },
  );

  app.post(
    '/UpdateBookingAddress',
    {
      ...guard,
      ...doc('address', 'Update a booking address (id in the body)', 'customer', {
        ...body(addressSchema),
        ...reply(Envelope(W.IdResult)),
      }),
    },
    async (req) => {
      const user = userOf(req);
      const data = req.body;
      const id = intId(data.id, 'address', 404);
      if (!(await updateAddress(db, user.id, id, addressFields(data)))) throw notFound('Address not found');
      return ok({ Id: id }, t(req, 'account.addressUpdated'));
    },
  );

  app.get(
    '/deleteAddress',
    {
      ...guard,
      ...doc('address', 'Delete a booking address: ?id=', 'customer', {
        ...query(textParams('id')),
        ...reply(W.EnvelopeWithMessage(W.IdResult)),
      }),
    },
    async (req) => {
      const user = userOf(req);
      const id = intId(req.query.id, 'address', 404);
      if (!(await deleteAddress(db, user.id, id))) throw notFound('Address not found');
      return { ...ok({ Id: id }, t(req, 'account.addressDeleted')), message: t(req, 'account.addressDeleted') };
    },
  );
}

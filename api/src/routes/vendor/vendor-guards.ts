import type { FastifyRequest } from 'fastify';
import { vendorSuspendedMessage } from '@utsav/domain/vendor-standing';
import type { Queryable } from '../../db/client';
import { requireVendor, userOf } from '../../lib/auth';
import { forbidden, notFound } from '../../lib/http';
import { vendorStanding } from '../../data/vendors';
import { ownsService } from '../../data/vendor-services';

/**
 * The vendor routes' guards. A suspended vendor may sign in only to read their bookings and ledger (and their profile
 * and dashboard, which say so). Every other vendor route — every write, and the service reads — is refused with 403
 * and the suspension's reason. `guard` is that default; `readGuard` only for the reads a suspended vendor keeps.
 */
export function vendorGuards(db: Queryable) {
  const activeVendorOnly = async (req: FastifyRequest) => {
    const standing = await vendorStanding(db, userOf(req).id);
    if (standing?.status === 'suspended') throw forbidden(vendorSuspendedMessage(standing.reason));
  };
  return {
    guard: { preValidation: [requireVendor, activeVendorOnly] },
    readGuard: { preValidation: requireVendor },
  };
}

/** A 404 unless the service is the vendor's (a service of another vendor is not named to them). */
export async function ownProduct(q: Queryable, vendorId: number, productId: number): Promise<void> {
  if (!(await ownsService(q, vendorId, productId))) throw notFound('Service not found');
}

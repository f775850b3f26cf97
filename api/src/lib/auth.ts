/** JWT sessions (HS256 via jose) carried in the X-Auth-Token header, and the role guards. */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from './http';

export type UserType = 'customer' | 'vendor';

export interface AuthUser {
  id: number;
  type: UserType;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** The X-Auth-Token of a request, or null when there is none (absent, empty, or the texts 'null'/'undefined'). */
export function tokenOf(request: FastifyRequest): string | null {
  const raw = request.headers['x-auth-token'];
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return !token || token === 'null' || token === 'undefined' ? null : token;
}

export class Auth {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly expiry: string,
    private readonly db: Db,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: AuthUser): Promise<string> {
    return new SignJWT({ UserType: user.type, name: user.name })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(this.expiry)
      .sign(this.key);
  }

  /** Verifies a token: HS256 only (alg:none and others rejected), signature, expiry, claims; the account must exist. */
  async verify(token: string): Promise<AuthUser> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] }));
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) throw unauthorized('Session expired, please sign in again');
      throw unauthorized('Invalid session token');
    }
    const id = Number(payload.sub);
    const type = payload.UserType;
    if (!Number.isInteger(id) || id < 1 || (type !== 'customer' && type !== 'vendor')) throw unauthorized('Invalid session token');
    const table = type === 'vendor' ? 'vendors' : 'users';
    const r = await this.db.query<{ name: string }>(`SELECT name FROM ${table} WHERE id = $1`, [id]);
    if (!r.rows[0]) throw unauthorized('Invalid session token');
    return { id, type, name: r.rows[0].name };
  }

  /** onRequest hook: decodes X-Auth-Token when present. A bad token on a route that needs no login is ignored. */
  async attach(request: FastifyRequest): Promise<void> {
    request.user = null;
    const token = tokenOf(request);
    if (!token) return;
    try {
      request.user = await this.verify(token);
    } catch (e) {
      (request as FastifyRequest & { authError?: unknown }).authError = e;
    }
  }
}

function requireRole(type: UserType) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const authError = (request as FastifyRequest & { authError?: unknown }).authError;
    if (authError) throw authError;
    if (!request.user) throw unauthorized();
    if (request.user.type !== type) throw forbidden(type === 'vendor' ? 'Vendor account required' : 'Customer account required');
  };
}

export const requireCustomer = requireRole('customer');
export const requireVendor = requireRole('vendor');

/** The signed-in user of a guarded route. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

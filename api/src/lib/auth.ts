/** JWT sessions (HS256 via jose) carried in the X-Auth-Token header, and the role guards. */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/client';
import { forbidden, unauthorized } from './http';
import { raiseTokenVersion, revokeTokenId, sessionAccount, tokenVersionOf } from '../data/sessions';

/** Account kinds: customer (role 1), vendor (role 2), operator (role 3, the back office). */
export type UserType = 'customer' | 'vendor' | 'operator';
const USER_TYPES: readonly string[] = ['customer', 'vendor', 'operator'];
const isUserType = (t: unknown): t is UserType => typeof t === 'string' && USER_TYPES.includes(t);

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

/** A token this process has verified, and what its verification found. */
interface Verified {
  user: AuthUser;
  /** The token's own expiry (ms since epoch). */
  expiresAt: number;
  /** db.version('accounts') when the account was read: any declared account change since makes the entry stale. */
  version: number;
  /** When it was verified (ms since epoch), for the TTL. */
  at: number;
}

export interface AuthOptions {
  /**
   * How long a verified token is trusted without checking it again, in ms (0 = check every request). An entry is
   * dropped at once when a write path declares an account change (lib/data-changes; or, on PostgreSQL, another
   * replica announces one), and never outlives the token's own expiry: the TTL bounds only what the
   * process cannot see. Default 5000, like the catalogue reply cache.
   */
  cacheTtlMs?: number;
  /** Most tokens kept (least recently used dropped first). */
  cacheMax?: number;
}

export class Auth {
  private readonly key: Uint8Array;
  private readonly cacheTtlMs: number;
  /**
   * Tokens verified in the last moments (a signed-in request paid a JWT check, ~45 µs, and an account
   * read on every call — signed-in catalogue reads ran at a tenth of a visitor's). Keyed by the token's exact
   * text, so a hit is a token whose signature was already checked here.
   */
  private readonly verified: LRUCache<string, Verified>;
  constructor(
    secret: string,
    private readonly expiry: string,
    private readonly db: Db,
    options: AuthOptions = {},
  ) {
    this.key = new TextEncoder().encode(secret);
    this.cacheTtlMs = Math.max(0, options.cacheTtlMs ?? 5000);
    this.verified = new LRUCache({ max: Math.max(1, options.cacheMax ?? 10_000) });
  }

  /**
   * A session token: sub = account id, UserType, name, tv = the account's token_version (a password change or
   * "sign out everywhere" raises it, which ends every earlier token), jti = this token's id (logout revokes it).
   * Pass `tokenVersion` when it is known (sign-in reads it with the password hash); otherwise it is read here.
   */
  async sign(user: AuthUser, tokenVersion?: number): Promise<string> {
    const tv = tokenVersion ?? (await this.tokenVersionOf(user));
    return new SignJWT({ UserType: user.type, name: user.name, tv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(this.expiry)
      .sign(this.key);
  }

  /** Verifies a token: HS256 only (alg:none and others rejected), signature, expiry, claims; the account must exist. */
  async verify(token: string): Promise<AuthUser> {
    const now = Date.now();
    const hit = this.cacheTtlMs > 0 ? this.verified.get(token) : undefined;
    if (hit) {
      if (hit.version === this.db.version('accounts') && now < hit.expiresAt && now - hit.at < this.cacheTtlMs)
        return { ...hit.user };
      this.verified.delete(token);
    }
    // Read before the account query: a write that lands while it runs makes this entry stale at once.
    const version = this.db.version('accounts');
    const user = await this.verifyFully(token);
    if (this.cacheTtlMs > 0 && user.expiresAt > now)
      this.verified.set(token, { user: user.user, expiresAt: user.expiresAt, version, at: now });
    return { ...user.user };
  }

  private async tokenVersionOf(user: AuthUser): Promise<number> {
    return tokenVersionOf(this.db, user.type, user.id);
  }

  private async verifyFully(token: string): Promise<{ user: AuthUser; expiresAt: number }> {
    let payload;
    try {
      // exp, iat and sub are required: a token without an expiry would never end.
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      }));
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) throw unauthorized('Session expired, please sign in again');
      throw unauthorized('Invalid session token');
    }
    const id = Number(payload.sub);
    const type = payload.UserType;
    if (!/^\d{1,9}$/.test(String(payload.sub)) || id < 1 || !isUserType(type))
      throw unauthorized('Invalid session token');
    if (typeof payload.iat !== 'number' || payload.iat * 1000 > Date.now() + 60_000)
      throw unauthorized('Invalid session token');
    // tv absent = 0: tokens signed before token versions existed end at the first password change.
    const tv = payload.tv ?? 0;
    const jti = typeof payload.jti === 'string' ? payload.jti : '';
    if (typeof tv !== 'number' || !Number.isInteger(tv) || tv < 0) throw unauthorized('Invalid session token');
    const row = await sessionAccount(this.db, type, id, jti);
    if (!row) throw unauthorized('Invalid session token');
    if (row.revoked || Number(row.token_version ?? 0) !== tv) throw unauthorized('Session ended, please sign in again');
    return { user: { id, type, name: row.name }, expiresAt: (payload.exp as number) * 1000 };
  }

  /**
   * Ends one token (logout): its jti is kept in revoked_tokens until the token would have expired anyway.
   * Answers quietly for a token that is invalid or already over (logging out twice is not an error).
   */
  async revoke(token: string): Promise<boolean> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      }));
    } catch {
      return false;
    }
    const type = payload.UserType;
    const id = Number(payload.sub);
    if (!isUserType(type) || !Number.isInteger(id)) return false;
    if (typeof payload.jti === 'string' && payload.jti.length <= 100) {
      await revokeTokenId(this.db, payload.jti, new Date((payload.exp as number) * 1000).toISOString());
    } else {
      // A token without an id can only be ended with every other token of the account.
      await this.endAllSessions({ id, type, name: '' });
    }
    this.verified.delete(token);
    return true;
  }

  /** Ends every token of an account issued so far (password change): raises its token_version. Returns the new version. */
  async endAllSessions(user: AuthUser, q: Queryable = this.db): Promise<number> {
    const version = await raiseTokenVersion(q, user.type, user.id);
    this.verified.clear();
    return version;
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

const REQUIRED: Record<UserType, string> = {
  customer: 'Customer account required',
  vendor: 'Vendor account required',
  operator: 'Operator account required',
};

function requireRole(type: UserType) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const authError = (request as FastifyRequest & { authError?: unknown }).authError;
    if (authError) throw authError;
    if (!request.user) throw unauthorized();
    if (request.user.type !== type) throw forbidden(REQUIRED[type]);
  };
}

export const requireCustomer = requireRole('customer');
export const requireVendor = requireRole('vendor');
export const requireOperator = requireRole('operator');

/** Any signed-in user (customer, vendor or operator): the route itself decides what each may see. */
export async function requireSignedIn(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const authError = (request as FastifyRequest & { authError?: unknown }).authError;
  if (authError) throw authError;
  if (!request.user) throw unauthorized();
}

/** The signed-in user of a guarded route. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

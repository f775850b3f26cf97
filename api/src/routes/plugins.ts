/**
 * Route modules are Fastify plugins, one per domain (Fastify's documented plugin style): each is an
 * `async function (app, opts)` that app.ts registers with `app.register(plugin, ctx)` under /api, so each domain runs
 * in its own encapsulated context. What a domain owns lives there as a decorator of that context, invisible to the
 * others (no fastify-plugin: no decorator here must be seen outside its domain). The account, vendor and admin
 * domains each decorate their own sign-in and sign-up throttles under the same name, which only encapsulation allows.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client';
import { AccountThrottle, SignInThrottle, TakenAnswerThrottle } from '../lib/throttle';
import type { RouteContext } from './context';

/** A domain's route plugin: its options are the route context (and what the domain needs besides). */
export type RoutePlugin<O extends object = RouteContext> = FastifyPluginAsync<O>;

/** The throttles of a domain's sign-in, password and sign-up routes (lib/throttle). */
export interface DomainThrottles {
  /** Password changes and resets of one account. */
  account: AccountThrottle;
  signIns: SignInThrottle;
  /** "Is this phone or email taken?" answers. */
  takenAnswers: TakenAnswerThrottle;
}

/** The decorator name of a domain's throttles. */
export const THROTTLES = 'throttles';

/**
 * Decorates the domain's context with its own throttles (the domain plugin calls it first) and returns them. A
 * second call in the same context is Fastify's FST_ERR_DEC_ALREADY_PRESENT: one set per domain.
 */
export function decorateThrottles(app: FastifyInstance, db: Db): DomainThrottles {
  const throttles: DomainThrottles = {
    account: new AccountThrottle(db),
    signIns: new SignInThrottle(db),
    takenAnswers: new TakenAnswerThrottle(db),
  };
  app.decorate(THROTTLES, throttles);
  return app.getDecorator<DomainThrottles>(THROTTLES);
}

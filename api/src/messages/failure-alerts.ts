/**
 * The operators' alert on failures: when message deliveries (failed attempts, dead letters) or payment
 * webhooks (refused or failed) reach a threshold within a window, every operator gets one email — once per kind and
 * window, never per failure. Windows are fixed slots of MESSAGES_ALERT_WINDOW_MINUTES (default 60) from the epoch;
 * the threshold is MESSAGES_ALERT_THRESHOLD (default 5; 0 turns the alert off). The check runs in the worker's pass
 * (at most once a minute per process); the event key `operator.failures.<kind>:<window start>` lets several
 * replicas and restarts send it once. The alert's own failures are not counted (no alert about alerts). Refused
 * webhooks are kept a day (or the window, if longer), then deleted by the same check.
 */
import type { Db, Queryable } from '../db/client';
import { HttpError } from '../lib/http';
import { notify, operatorParties } from './outbox';
import * as data from '../data/outbox';
import { rendered } from './layout';
import { texts } from './texts';
import { link } from './links';
import { moment } from './format';
import type { Lang, MessageTemplate } from './types';

export type FailureKind = 'delivery' | 'webhook';

export interface FailureAlertData {
  kind: FailureKind;
  count: number;
  threshold: number;
  windowMinutes: number;
  from: string;
  latestError: string;
}

export const failureAlert: MessageTemplate<FailureAlertData> = {
  key: 'operator.failures',
  smsDltTemplateId: '1107170000000000401',
  whatsappTemplate: 'utsav_operator_failures',
  render: (d: FailureAlertData, lang: Lang) => {
    const t = texts(lang)['operator.failures'];
    const what = d.kind === 'delivery' ? t.delivery : t.webhook;
    return rendered(
      t.subject(String(d.count), what, String(d.windowMinutes)),
      {
        heading: t.heading,
        paragraphs: [t.intro(String(d.count), what, moment(d.from), String(d.threshold), String(d.windowMinutes))],
        rows: d.latestError ? [[t.latest, d.latestError]] : [],
        action:
          d.kind === 'delivery'
            ? { label: t.actionDelivery, url: link('/admin/messages?state=dead') }
            : { label: t.actionWebhook, url: link('/admin/bookings') },
      },
      t.sms(String(d.count), what),
      [String(d.count), what],
      lang,
    );
  },
};

/** A webhook the API refused (bad signature, bad body) or failed on: counted for the alert. */
export async function recordWebhookFailure(q: Queryable, e: unknown): Promise<void> {
  const status = e instanceof HttpError ? e.statusCode : 500;
  const reason = (e instanceof Error ? e.message : String(e)).slice(0, 300);
  await data.insertWebhookFailure(q, reason, status);
}

export interface AlertSettings {
  /** Failures in one window that raise the alert (0 = never). */
  threshold: number;
  windowMs: number;
}

/** The start of the fixed window `now` falls in. */
export const windowStart = (now: Date, windowMs: number) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);

const lastRun = new WeakMap<Db, number>();
/** How often a process counts failures (the alert is once per window anyway). */
export const ALERT_SCAN_MS = 60_000;

/** Counts this window's failures of each kind and enqueues the operators' alert where the threshold is reached. */
export async function scheduleFailureAlerts(
  db: Db,
  now: Date,
  settings: AlertSettings,
  opts: { force?: boolean } = {},
): Promise<number> {
  if (settings.threshold <= 0 || settings.windowMs <= 0) return 0;
  if (!opts.force && now.getTime() - (lastRun.get(db) ?? 0) < ALERT_SCAN_MS) return 0;
  lastRun.set(db, now.getTime());
  const from = windowStart(now, settings.windowMs);
  // Refused webhooks are kept only as long as a window could need them (anyone may post one: bounded).
  await data.deleteWebhookFailuresBefore(
    db,
    new Date(Math.min(from.getTime(), now.getTime() - 86_400_000)).toISOString(),
  );
  const counts: Record<FailureKind, { n: number; latest: string | null }> = {
    delivery: await data.deliveryFailures(db, from.toISOString(), now.toISOString(), failureAlert.key),
    webhook: await data.webhookFailures(db, from.toISOString(), now.toISOString()),
  };
  let added = 0;
  for (const kind of ['delivery', 'webhook'] as const) {
    const c = counts[kind];
    if (c.n < settings.threshold) continue;
    const operators = await operatorParties(db);
    added += await notify(db, operators, {
      event: `operator.failures.${kind}:${from.toISOString()}`,
      template: failureAlert,
      data: {
        kind,
        count: c.n,
        threshold: settings.threshold,
        windowMinutes: Math.round(settings.windowMs / 60_000),
        from: from.toISOString(),
        latestError: c.latest ?? '',
      },
    });
  }
  return added;
}

/**
 * Starts the outbox worker inside the API process: a pass every config.messages.intervalMs (reminders
 * scheduled first, then the operators' failure alert, the retention job when due, then due messages delivered), stopped with the app. Several replicas may run it at once.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { AppConfig } from '../config';
import { channelsFromEnv, describeChannels } from './channels';
import { startMessageWorker, type RunningWorker } from './worker';
import type { ChannelSet } from './types';
import { setSiteUrl } from './links';
import { log } from '../lib/log';
import { scheduleReminders } from '../bookings/booking-reminders';
import { scheduleFailureAlerts } from './failure-alerts';
import { runRetention } from '../privacy/retention';
import '../documents/stored-documents';

export interface MessagesRuntime {
  channels: ChannelSet;
  worker: RunningWorker;
}

export function installMessages(
  app: FastifyInstance,
  db: Db,
  config: AppConfig,
  channels: ChannelSet = channelsFromEnv(),
): MessagesRuntime {
  setSiteUrl(config.messages.siteUrl);
  const alerts = { threshold: config.messages.alertThreshold, windowMs: config.messages.alertWindowMs };
  const beforePass = async (now: Date) => {
    await scheduleReminders(db, now);
    await scheduleFailureAlerts(db, now, alerts);
    // Personal data past its period (docs/privacy.md#retention): at most once an hour across replicas.
    await runRetention(db, now);
  };
  const worker = startMessageWorker(db, channels, config.messages.intervalMs, beforePass, {
    retryBaseMs: config.messages.retryBaseMs,
  });
  if (config.messages.intervalMs > 0 && process.env.NODE_ENV !== 'test')
    log.info(`messages: ${describeChannels(channels)}`);
  app.addHook('onClose', async () => worker.stop());
  return { channels, worker };
}

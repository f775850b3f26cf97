/** Chooses the payment provider: Razorpay when its three keys are set, otherwise the offline gateway. */
import { createHmac } from 'node:crypto';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { OfflineGateway } from './offline-gateway';
import type { PaymentProvider } from './provider';
import { RazorpayProvider } from './razorpay-provider';

export function createProvider(config: AppConfig, db: Db): PaymentProvider {
  if (config.razorpay) return new RazorpayProvider(config.razorpay);
  const derive = (label: string) => createHmac('sha256', config.offlineGatewaySecret).update(label).digest('hex');
  return new OfflineGateway(db, { keySecret: derive('key-secret'), webhookSecret: derive('webhook-secret') });
}

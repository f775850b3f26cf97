/**
 * The consent given by submitting a form that showed the privacy notice (docs/privacy.md#notice): recorded against
 * the notice's version (POST /account/consents) before the form's own request, so an order is never placed without
 * it. A refusal (the notice changed since the page loaded) stops the form with the server's words.
 */
import { api, call, isSuccess, messageOf } from '@utsav/shared/api-client';
import { PRIVACY_NOTICE_VERSION } from '@utsav/domain/schemas/privacy';

export async function recordCheckoutConsent(): Promise<void> {
  const data = await call(
    api.POST('/api/account/consents', { body: { purpose: 'checkout', noticeVersion: PRIVACY_NOTICE_VERSION } }),
  );
  if (!isSuccess(data)) throw new Error(messageOf(data) || 'Could not record your consent');
}

/**
 * Messages: what any transaction calls to tell people what happened. See docs/messages.md.
 *
 *   await enqueueMessages(tx, [{ event, channel, to, audience, userId, template, data }]);
 *   await notify(tx, [await customerParty(tx, userId)], { event, template, data, attachments });
 */
export {
  enqueueMessages,
  messagesTo,
  notify,
  customerParty,
  vendorParty,
  operatorParties,
  indianMobile,
  type PartyMessage,
} from './outbox';
export { registerAttachment, buildAttachment } from './attachments';
export { channelsFromEnv, describeChannels, testOutbox, smtpAdapter, TEST_OUTBOX } from './channels';
export {
  claimDue,
  deliverDue,
  resendMessage,
  startMessageWorker,
  backoffMs,
  type RunningWorker,
  type WorkerOptions,
} from './worker';
export { rendered, emailHtml, emailText, type EmailContent } from './layout';
export { texts } from './texts';
export * from './types';

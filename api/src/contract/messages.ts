/** Reply schemas of messages: the back office's outbox, the customer's history and WhatsApp consent. */
import { Type } from '@sinclair/typebox';
import { NullableString, Timestamp } from './envelope';

const Channel = Type.Union([Type.Literal('email'), Type.Literal('sms'), Type.Literal('whatsapp')]);
const State = Type.Union([
  Type.Literal('queued'),
  Type.Literal('sending'),
  Type.Literal('sent'),
  Type.Literal('dead'),
  Type.Literal('skipped'),
]);

export const AdminMessageRow = Type.Object({
  Id: Type.Integer(),
  Event: Type.String(),
  Template: Type.String(),
  Channel: Channel,
  Recipient: Type.String(),
  Audience: Type.String(),
  Subject: Type.String(),
  State: State,
  Attempts: Type.Integer(),
  MaxAttempts: Type.Integer(),
  LastError: NullableString,
  /** Taken by the offline test outbox: nothing was sent. */
  TestDelivery: Type.Boolean(),
  Provider: NullableString,
  CreatedAt: Timestamp,
  SendAfter: Timestamp,
  SentAt: NullableString,
  Attachments: Type.Integer(),
});

export const AdminMessageDetail = Type.Object({
  ...AdminMessageRow.properties,
  Text: Type.String(),
  Html: NullableString,
  SmsTemplateId: NullableString,
  WhatsappTemplate: NullableString,
  WhatsappParams: Type.Array(Type.String()),
  AttachmentFiles: Type.Array(Type.Object({ Index: Type.Integer(), Kind: Type.String(), Ref: Type.String() })),
  UserId: Type.Union([Type.Integer(), Type.Null()]),
  VendorId: Type.Union([Type.Integer(), Type.Null()]),
});

/** Which channels really send (false = the offline test outbox takes them). */
export const MessageChannels = Type.Object({
  Email: Type.Object({ Provider: Type.String(), Test: Type.Boolean() }),
  Sms: Type.Object({ Provider: Type.String(), Test: Type.Boolean() }),
  Whatsapp: Type.Object({ Provider: Type.String(), Test: Type.Boolean() }),
});

export const ResendResult = Type.Object({ Id: Type.Integer(), State: State });

/** One message of the customer's history (account). */
export const AccountMessageRow = Type.Object({
  Id: Type.Integer(),
  Channel: Channel,
  Recipient: Type.String(),
  Subject: Type.String(),
  Text: Type.String(),
  State: State,
  CreatedAt: Timestamp,
  SentAt: NullableString,
  TestDelivery: Type.Boolean(),
});

export const MessagePreferences = Type.Object({ WhatsappOptIn: Type.Boolean() });

/**
 * The account messages — a sign-up code, a password-reset code, "password changed" — as outbox
 * templates (api/src/messages, docs/messages.md), and the one function that enqueues them in the caller's
 * transaction (a rolled-back change sends nothing). The texts are this domain's (accounts own these events): one
 * catalogue per language below, English and Hindi (in the language of the page that asked for it).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/client';
import type { CodeAccount, CodeChannel } from '../data/one-time-codes';
import { enqueueMessages, rendered, type Lang, type MessageTemplate } from '../messages';

export type AccountMessage =
  | { kind: 'signup-code'; code: string; minutes: number }
  | { kind: 'reset-code'; code: string; minutes: number }
  | { kind: 'contact-code'; code: string; minutes: number }
  | { kind: 'password-changed'; at: Date };

export interface AccountRecipient {
  audience: CodeAccount;
  /** The account, when there is one (a sign-up code goes to a number with no account yet). */
  accountId: number | null;
  name: string;
  channel: CodeChannel;
  /** The mobile number (sms) or the email address. */
  to: string;
  /** The language of the page that asked for the message (Accept-Language); English when not given. */
  lang?: Lang;
}

type S = string;
/** English texts. The SMS texts are what would be registered on the DLT platform ({#var#} filled in order). */
const en = {
  'account.signup-code': {
    subject: 'Your Utsav verification code',
    heading: 'Verify your mobile number',
    body: (minutes: number) =>
      `Enter this code on Utsav to verify your mobile number. It is valid for ${minutes} minutes. Do not share it with anyone — Utsav never asks for it.`,
    code: 'Verification code',
    sms: (code: S, minutes: number) =>
      `${code} is your Utsav verification code. It is valid for ${minutes} minutes. Do not share it with anyone.`,
  },
  'account.reset-code': {
    subject: 'Your Utsav password reset code',
    heading: 'Reset your password',
    body: (minutes: number) =>
      `Enter this code on Utsav to set a new password. It is valid for ${minutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
    code: 'Reset code',
    sms: (code: S, minutes: number) =>
      `${code} is your Utsav password reset code. It is valid for ${minutes} minutes. If you did not ask for it, ignore this message.`,
  },
  'account.contact-code': {
    subject: 'Confirm your new Utsav contact',
    heading: 'Confirm your new mobile number or email',
    body: (minutes: number) =>
      `Enter this code in your Utsav profile to add this mobile number or email to your account. It is valid for ${minutes} minutes. If you did not ask for it, ignore this message.`,
    code: 'Confirmation code',
    sms: (code: S, minutes: number) =>
      `${code} is your code to add this number to your Utsav account. It is valid for ${minutes} minutes. Do not share it.`,
  },
  'account.password-changed': {
    subject: 'Your Utsav password was changed',
    heading: 'Your password was changed',
    body: (when: S) =>
      `The password of your Utsav account was changed on ${when} IST, and every earlier sign-in was ended.`,
    warn: 'If this was not you, reset your password at once from the sign-in page, or call Utsav support on +91 98765 43210.',
    sms: (when: S) =>
      `Utsav: your password was changed on ${when} IST. If this was not you, reset it at once or call +91 98765 43210.`,
  },
};
/** Hindi texts; the SMS texts are the Hindi templates to register on the DLT platform beside the English ones. */
const hi: typeof en = {
  'account.signup-code': {
    subject: 'आपका उत्सव सत्यापन कोड',
    heading: 'अपना मोबाइल नंबर सत्यापित करें',
    body: (minutes: number) =>
      `अपना मोबाइल नंबर सत्यापित करने के लिए उत्सव पर यह कोड डालें। यह ${minutes} मिनट तक मान्य है। इसे किसी को न बताएँ — उत्सव कभी यह कोड नहीं माँगता।`,
    code: 'सत्यापन कोड',
    sms: (code: S, minutes: number) =>
      `${code} आपका उत्सव सत्यापन कोड है। यह ${minutes} मिनट तक मान्य है। इसे किसी को न बताएँ।`,
  },
  'account.reset-code': {
    subject: 'पासवर्ड बदलने के लिए आपका उत्सव कोड',
    heading: 'अपना पासवर्ड दोबारा सेट करें',
    body: (minutes: number) =>
      `नया पासवर्ड बनाने के लिए उत्सव पर यह कोड डालें। यह ${minutes} मिनट तक मान्य है। अगर आपने यह नहीं माँगा, तो इस संदेश को अनदेखा करें: आपका पासवर्ड वही रहेगा।`,
    code: 'रीसेट कोड',
    sms: (code: S, minutes: number) =>
      `${code} आपका उत्सव पासवर्ड रीसेट कोड है। यह ${minutes} मिनट तक मान्य है। अगर आपने यह नहीं माँगा, तो इसे अनदेखा करें।`,
  },
  'account.contact-code': {
    subject: 'अपना नया उत्सव संपर्क पक्का करें',
    heading: 'अपना नया मोबाइल नंबर या ईमेल पक्का करें',
    body: (minutes: number) =>
      `यह मोबाइल नंबर या ईमेल अपने खाते में जोड़ने के लिए उत्सव प्रोफ़ाइल में यह कोड डालें। यह ${minutes} मिनट तक मान्य है। अगर आपने यह नहीं माँगा, तो इस संदेश को अनदेखा करें।`,
    code: 'पुष्टि कोड',
    sms: (code: S, minutes: number) =>
      `${code} इस नंबर को अपने उत्सव खाते में जोड़ने का कोड है। यह ${minutes} मिनट तक मान्य है। इसे किसी को न बताएँ।`,
  },
  'account.password-changed': {
    subject: 'आपका उत्सव पासवर्ड बदल दिया गया',
    heading: 'आपका पासवर्ड बदल दिया गया',
    body: (when: S) => `आपके उत्सव खाते का पासवर्ड ${when} IST को बदला गया, और पहले के सभी साइन-इन समाप्त कर दिए गए।`,
    warn: 'अगर यह आपने नहीं किया, तो तुरंत साइन-इन पेज से अपना पासवर्ड रीसेट करें, या उत्सव सहायता को +91 98765 43210 पर कॉल करें।',
    sms: (when: S) =>
      `उत्सव: आपका पासवर्ड ${when} IST को बदला गया। अगर यह आपने नहीं किया, तो तुरंत रीसेट करें या +91 98765 43210 पर कॉल करें।`,
  },
};
const catalogue = (lang: Lang) => (lang === 'hi' ? hi : en);
const greeting = (name: S, lang: Lang) => (name ? [lang === 'hi' ? `नमस्ते ${name},` : `Hello ${name},`] : []);

interface CodeData {
  code: string;
  minutes: number;
  name: string;
}

const codeTemplate = (
  key: 'account.signup-code' | 'account.reset-code' | 'account.contact-code',
  dlt: string,
  whatsapp: string,
): MessageTemplate<CodeData> => ({
  key,
  smsDltTemplateId: dlt,
  whatsappTemplate: whatsapp,
  render: (d, lang) => {
    const t = catalogue(lang)[key];
    return rendered(
      t.subject,
      { heading: t.heading, paragraphs: [...greeting(d.name, lang), t.body(d.minutes)], rows: [[t.code, d.code]] },
      t.sms(d.code, d.minutes),
      [d.code, String(d.minutes)],
      lang,
    );
  },
});

export const signUpCodeTemplate = codeTemplate('account.signup-code', '1107170000000000331', 'utsav_account_verify');
export const resetCodeTemplate = codeTemplate('account.reset-code', '1107170000000000332', 'utsav_password_reset');
export const contactCodeTemplate = codeTemplate('account.contact-code', '1107170000000000334', 'utsav_contact_verify');

export const passwordChangedTemplate: MessageTemplate<{ at: string; name: string }> = {
  key: 'account.password-changed',
  smsDltTemplateId: '1107170000000000333',
  whatsappTemplate: 'utsav_password_changed',
  render: (d, lang) => {
    const t = catalogue(lang)['account.password-changed'];
    const when = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(d.at));
    return rendered(
      t.subject,
      { heading: t.heading, paragraphs: [...greeting(d.name, lang), t.body(when), t.warn] },
      t.sms(when),
      [when],
      lang,
    );
  },
};

/** A fresh event key for one account message (each code and each change is its own event). */
export const accountEvent = (kind: AccountMessage['kind'], to: AccountRecipient) =>
  `account.${kind}:${to.audience}:${to.accountId ?? to.to}:${randomUUID()}`;

/**
 * Puts one account message into the outbox, in the transaction `q`, under `event` (made by `accountEvent` when not
 * given). Returns the event key.
 */
export type AccountMessenger = (
  q: Queryable,
  to: AccountRecipient,
  message: AccountMessage,
  event?: string,
) => Promise<string>;

export const accountMessenger: AccountMessenger = async (q, to, message, event = accountEvent(message.kind, to)) => {
  const ids = to.audience === 'vendor' ? { vendorId: to.accountId } : { userId: to.accountId };
  const base = {
    event,
    channel: to.channel,
    to: to.to,
    audience: to.audience,
    ...ids,
    maxAttempts: message.kind === 'password-changed' ? undefined : 3,
    lang: to.lang,
  };
  if (message.kind === 'password-changed') {
    await enqueueMessages(q, [
      { ...base, template: passwordChangedTemplate, data: { at: message.at.toISOString(), name: to.name } },
    ]);
  } else {
    const template =
      message.kind === 'signup-code'
        ? signUpCodeTemplate
        : message.kind === 'reset-code'
          ? resetCodeTemplate
          : contactCodeTemplate;
    await enqueueMessages(q, [
      { ...base, template, data: { code: message.code, minutes: message.minutes, name: to.name } },
    ]);
  }
  return event;
};

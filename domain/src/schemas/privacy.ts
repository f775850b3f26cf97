/**
 * Personal data under the DPDP Act 2023 (docs/privacy.md): the version of the privacy notice a person is shown, and
 * the bodies of the consent, withdrawal and account-deletion requests. The forms and the API use the same schemas.
 */
import * as v from 'valibot';
import { present } from './fields';

/**
 * The notice's version: the date its text last changed. Raise it whenever the notice's words change (every app's
 * `privacy.notice` texts): a consent is recorded against the version the person read, and the API refuses an old one.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-29';
export const NOTICE_CHANGED = 'The privacy notice has changed. Please read it again';

/** A consent's version field: absent (an old client) or exactly the current notice's. */
export const noticeVersion = () =>
  v.optional(
    v.pipe(
      v.string(NOTICE_CHANGED),
      v.check((x) => x === PRIVACY_NOTICE_VERSION, NOTICE_CHANGED),
    ),
  );

/** Purposes a person consents to (besides the account itself, given at sign-up). */
export const CONSENT_PURPOSES = ['checkout', 'whatsapp', 'newsletter'] as const;
/** Purposes a person can withdraw while keeping the account (the account's own purpose ends with its deletion). */
export const WITHDRAWABLE = ['whatsapp', 'newsletter'] as const;
export type Withdrawable = (typeof WITHDRAWABLE)[number];

export const CHOOSE_PURPOSE = 'Choose what the consent is for';

export const consentSchema = v.object({
  purpose: v.picklist(CONSENT_PURPOSES, CHOOSE_PURPOSE),
  noticeVersion: present(
    v.pipe(
      v.string(NOTICE_CHANGED),
      v.check((x) => x === PRIVACY_NOTICE_VERSION, NOTICE_CHANGED),
    ),
  ),
});
export type ConsentInput = v.InferInput<typeof consentSchema>;

export const withdrawSchema = v.object({ purpose: v.picklist(WITHDRAWABLE, CHOOSE_PURPOSE) });

export const DELETE_PASSWORD_REQUIRED = 'Enter your password to delete your account';
export const DELETE_CONFIRM = 'Type DELETE to confirm';

/** Deleting an account: the password again (a left-open session alone cannot do it) and the word DELETE typed. */
export const deleteAccountSchema = v.object({
  password: present(
    v.pipe(
      v.string(DELETE_PASSWORD_REQUIRED),
      v.nonEmpty(DELETE_PASSWORD_REQUIRED),
      v.maxLength(40, DELETE_PASSWORD_REQUIRED),
    ),
  ),
  confirm: present(
    v.pipe(
      v.string(DELETE_CONFIRM),
      v.check((x) => x.trim().toUpperCase() === 'DELETE', DELETE_CONFIRM),
    ),
  ),
});
export type DeleteAccountInput = v.InferInput<typeof deleteAccountSchema>;

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { loadProfile } from '@utsav/shared/profile-api';
import { profileSchema, type ProfileData } from '@utsav/domain/schemas/profile';
import type { Profile } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { FormTextField, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { Modal } from '@utsav/ui/modal';
import { serverReply } from '../../../lib/server-reply';
import { profileQueryKey, requestContactCode, updateProfile } from '../api/profile';
import styles from './profile.module.css';
import { useAppT } from '../../../i18n';

const empty = { name: '', email: '', phone: '' };

/** The form's fields as the profile has them. */
const fieldsOf = (profile: Profile) => ({
  name: profile.Name ?? '',
  email: profile.Email ?? '',
  phone: profile.Phone ?? '',
});

/**
 * The new contact a save would store, if any: the phone, else the email (lower case), else null. A new mobile number
 * or email is saved only with the code sent to it (docs/security.md "Contacts proven before they are used").
 */
function newContact(data: ProfileData, profile: Profile | null): string | null {
  if (!profile) return null;
  if (data.phone !== (profile.Phone ?? '')) return data.phone;
  if (data.email.toLowerCase() !== (profile.Email ?? '').toLowerCase()) return data.email.toLowerCase();
  return null;
}

/**
 * Profile modal (product §2.3, §5): name ≤50, email ≤70, phone numeric ≤10, all required. A changed mobile number
 * or email first gets a code (POST /contact-code); the form then asks for it and saves with it.
 */
export function ProfileModal({
  open,
  onClose,
  profile,
}: {
  open: boolean;
  onClose: () => void;
  profile: Profile | null;
}) {
  const { t } = useAppT();
  const queryClient = useQueryClient();
  const form = useSchemaForm(profileSchema, open && profile ? fieldsOf(profile) : empty);
  const { reset } = form;
  // The new contact a code was sent to (the code field shows while the form still holds that contact).
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  // Filled from the profile once per opening (or when it first arrives): a profile refetch while the dialog is
  // open (a new object) must not wipe what the customer is typing.
  const filled = useRef(false);
  useEffect(() => {
    if (!open) {
      filled.current = false;
      setCodeSentTo(null);
      return;
    }
    if (!filled.current && profile) {
      filled.current = true;
      reset(fieldsOf(profile));
    }
  }, [open, profile, reset]);

  async function submit(data: ProfileData) {
    const contact = newContact(data, profile);
    if (contact && contact !== codeSentTo) {
      const sent = await serverReply(() => requestContactCode(contact), t('profile.codeFailed'));
      if (sent.kind === 'success') {
        setCodeSentTo(contact);
        // The code field starts empty: the schema's rule then asks for the 6 digits before the save goes.
        form.setValue('otp', '');
        notify.info(t('profile.codeSent', { contact }));
      } else if (sent.kind === 'refused') notify.warning(sent.message);
      else notify.error(sent.message);
      return;
    }
    const { otp, ...fields } = data;
    const body = contact && otp ? { ...fields, otp } : fields;
    const reply = await serverReply(() => updateProfile(body), t('profile.updateFailed'));
    if (reply.kind === 'success') {
      notify.success(reply.message || t('profile.updated'));
      // The session's profile feeds the shell header: refresh it, then this page's copy.
      await loadProfile();
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      onClose();
    } else if (reply.kind === 'refused') notify.warning(reply.message);
    else notify.error(reply.message);
  }

  return (
    <Modal open={open} title={t('profile.edit')} onClose={onClose}>
      <SchemaForm form={form} onValid={submit} aria-label={t('profile.formLabel')}>
        <FormTextField
          form={form}
          label={t('common.name')}
          name="name"
          autoComplete="name"
          filter="alphawithspace"
          maxLength={50}
        />
        <FormTextField
          form={form}
          label={t('common.emailLabel')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={70}
        />
        <FormTextField
          form={form}
          label={t('common.phone')}
          name="phone"
          inputMode="numeric"
          autoComplete="tel"
          filter="numeric"
          maxLength={10}
        />
        {codeSentTo !== null && (
          <>
            <p className={styles.codeHint} role="status">
              {t('profile.codeSent', { contact: codeSentTo })}
            </p>
            <FormTextField
              form={form}
              label={t('profile.code')}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              filter="numeric"
              maxLength={6}
            />
          </>
        )}
        <div className={styles.modalActions}>
          <SubmitButton type="button" variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </SubmitButton>
          <SubmitButton loading={form.formState.isSubmitting}>
            {codeSentTo === null ? t('profile.update') : t('profile.confirmUpdate')}
          </SubmitButton>
        </div>
      </SchemaForm>
    </Modal>
  );
}

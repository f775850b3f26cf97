import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { loadProfile } from '@utsav/shared/profile-api';
import { profileSchema, type ProfileData } from '@utsav/domain/schemas/profile';
import type { Profile } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { FormTextField, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { Modal } from '@utsav/ui/modal';
import { serverReply } from '../../../lib/server-reply';
import { profileQueryKey, updateProfile } from '../api/profile';
import styles from './profile.module.css';
import { useAppT } from '../../../i18n';

const empty = { name: '', email: '', phone: '' };

/** The form's fields as the profile has them. */
const fieldsOf = (profile: Profile) => ({
  name: profile.Name ?? '',
  email: profile.Email ?? '',
  phone: profile.Phone ?? '',
});

/** Profile modal (product §2.3, §5): name ≤50, email ≤70, phone numeric ≤10, all required. */
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

  // Filled from the profile once per opening (or when it first arrives): a profile refetch while the dialog is
  // open (a new object) must not wipe what the customer is typing.
  const filled = useRef(false);
  useEffect(() => {
    if (!open) {
      filled.current = false;
      return;
    }
    if (!filled.current && profile) {
      filled.current = true;
      reset(fieldsOf(profile));
    }
  }, [open, profile, reset]);

  async function submit(data: ProfileData) {
    const reply = await serverReply(() => updateProfile(data), t('profile.updateFailed'));
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
        <div className={styles.modalActions}>
          <SubmitButton type="button" variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </SubmitButton>
          <SubmitButton loading={form.formState.isSubmitting}>{t('profile.update')}</SubmitButton>
        </div>
      </SchemaForm>
    </Modal>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { loadProfile } from '@utsav/shared/profile-api';
import { profileSchema } from '@utsav/shared/schemas/profile';
import { validate } from '@utsav/shared/schemas/validate';
import type { Profile } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { SubmitButton, TextField } from '@utsav/shared/ui/form';
import { Modal } from '@utsav/shared/ui/modal';
import { focusFirstError } from '@utsav/shared/ui/focus-first-error';
import { serverReply } from '../../../lib/server-reply';
import { profileQueryKey, updateProfile } from '../api/profile';
import styles from './profile.module.css';
import { useAppT } from '../../../i18n';

type Fields = { name: string; email: string; phone: string };
type Errors = Partial<Record<keyof Fields, string>>;

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
  const [fields, setFields] = useState<Fields>({ name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [loading, setLoading] = useState(false);

  // Filled from the profile once per opening (or when it first arrives): a profile refetch while the dialog is
  // open (a new object) must not wipe what the customer is typing.
  const [wasOpen, setWasOpen] = useState(false);
  const [filled, setFilled] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    setFilled(false);
  } else if (open && !filled && profile) {
    setFilled(true);
    setFields({ name: profile.Name ?? '', email: profile.Email ?? '', phone: profile.Phone ?? '' });
    setErrors({});
  }

  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const result = validate(profileSchema, fields);
    setErrors(result.errors);
    if (!result.ok) return focusFirstError(form);
    setLoading(true);
    const reply = await serverReply(() => updateProfile(result.data), t('profile.updateFailed'));
    setLoading(false);
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
      <form onSubmit={onSubmit} noValidate aria-label={t('profile.formLabel')}>
        <TextField
          label={t('common.name')}
          name="name"
          autoComplete="name"
          filter="alphawithspace"
          maxLength={50}
          value={fields.name}
          onValueChange={set('name')}
          error={errors.name}
        />
        <TextField
          label={t('common.emailLabel')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={70}
          value={fields.email}
          onValueChange={set('email')}
          error={errors.email}
        />
        <TextField
          label={t('common.phone')}
          name="phone"
          inputMode="numeric"
          autoComplete="tel"
          filter="numeric"
          maxLength={10}
          value={fields.phone}
          onValueChange={set('phone')}
          error={errors.phone}
        />
        <div className={styles.modalActions}>
          <SubmitButton type="button" variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </SubmitButton>
          <SubmitButton loading={loading}>{t('profile.update')}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

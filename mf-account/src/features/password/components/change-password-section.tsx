import { useState, type FormEvent } from 'react';
import { changePasswordSchema } from '@utsav/shared/schemas/change-password';
import { validate } from '@utsav/shared/schemas/validate';
import { useSession } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { SubmitButton, TextField } from '@utsav/shared/ui/form';
import { focusFirstError } from '@utsav/shared/ui/focus-first-error';
import panel from '../../../lib/panel.module.css';
import { serverReply } from '../../../lib/server-reply';
import { changePassword } from '../api/change-password';
import styles from './password.module.css';
import { useAppT } from '../../../i18n';

type Fields = { oldPassword: string; newPassword: string; confirmPassword: string };
const empty: Fields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password (product §2.8, §5): three required fields; mismatch message from the shared schema; server message shown. */
export default function ChangePasswordSection() {
  const { t } = useAppT();
  const uid = useSession((s) => (s.profile?.Id as number | string | undefined) ?? s.claims?.sub ?? null);
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [loading, setLoading] = useState(false);
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const result = validate(changePasswordSchema, { ...fields, uid });
    setErrors(result.errors);
    if (!result.ok) return focusFirstError(form);
    setLoading(true);
    const reply = await serverReply(() => changePassword(result.data), t('password.failed'));
    setLoading(false);
    if (reply.kind === 'success') {
      notify.success(reply.message || t('password.changed'));
      setFields(empty);
    } else notify.error(reply.message);
  }

  return (
    <section className={panel.panel} aria-labelledby="password-title">
      <div className={panel.head}>
        <div>
          <h1 id="password-title" className={panel.title}>
            {t('nav.password')}
          </h1>
          <p className={panel.subtitle}>{t('password.subtitle')}</p>
        </div>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('password.formLabel')}>
        <TextField
          label={t('password.old')}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          maxLength={60}
          value={fields.oldPassword}
          onValueChange={set('oldPassword')}
          error={errors.oldPassword}
        />
        <TextField
          label={t('password.new')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          maxLength={60}
          value={fields.newPassword}
          onValueChange={set('newPassword')}
          error={errors.newPassword}
        />
        <TextField
          label={t('password.confirm')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          maxLength={60}
          value={fields.confirmPassword}
          onValueChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <SubmitButton loading={loading}>{t('nav.password')}</SubmitButton>
      </form>
    </section>
  );
}

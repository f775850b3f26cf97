import { useState, type FormEvent } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { changePasswordSchema } from '@utsav/shared/schemas/change-password';
import { validate } from '@utsav/shared/schemas/validate';
import { useSession } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { SubmitButton, TextField } from '@utsav/shared/ui/form';
import { focusFirstError } from '@utsav/shared/ui/focus-first-error';
import { PageHead } from '../../../components/page-head';
import { useChangeVendorPassword } from '../api/change-password-api';
import page from '../../../app/page.module.css';
import { useAppT } from '../../../i18n';

type Fields = { oldPassword: string; newPassword: string; confirmPassword: string };
const empty: Fields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** /vendor/change-password (product §5 Change password): all three required; mismatch message from the shared schema. */
export default function ChangePasswordPage() {
  const uid = useSession((s) => (s.claims?.sub ?? s.claims?.id ?? null) as string | number | null);
  const { t } = useAppT();
  const change = useChangeVendorPassword();
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const result = validate(changePasswordSchema, { ...fields, uid });
    setErrors(result.errors);
    if (!result.ok) return focusFirstError(form);
    change.mutate(
      { uid, ...fields },
      {
        onSuccess: (message) => {
          notify.success(message);
          setFields(empty);
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  }

  return (
    <section className={page.page}>
      <PageHead title={t('password.title')} subtitle={t('password.subtitle')} />
      <form
        className={page.card}
        style={{ maxWidth: 480 }}
        onSubmit={onSubmit}
        noValidate
        aria-label={t('password.form')}
      >
        <TextField
          label={t('password.old')}
          name="oldPassword"
          type="password"
          maxLength={50}
          value={fields.oldPassword}
          onValueChange={set('oldPassword')}
          error={errors.oldPassword}
          autoComplete="current-password"
        />
        <TextField
          label={t('password.new')}
          name="newPassword"
          type="password"
          maxLength={50}
          value={fields.newPassword}
          onValueChange={set('newPassword')}
          error={errors.newPassword}
          autoComplete="new-password"
        />
        <TextField
          label={t('password.confirm')}
          name="confirmPassword"
          type="password"
          maxLength={50}
          value={fields.confirmPassword}
          onValueChange={set('confirmPassword')}
          error={errors.confirmPassword}
          autoComplete="new-password"
        />
        <SubmitButton loading={change.isPending}>{t('password.submit')}</SubmitButton>
      </form>
    </section>
  );
}

import { Link } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { loadProfile } from '@utsav/shared/profile-api';
import { adminSignInSchema } from '@utsav/domain/schemas/admin';
import { sessionStore } from '@utsav/shared/session';
import { FieldError, FormTextField, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { useAdminLogin } from '../../api/admin-api';
import styles from './admin-sign-in-page.module.css';
import { useAppT } from '../../i18n';

/** /admin for anyone but an operator: the operator's sign-in (role 3), in the back office's own frame. */
export default function AdminSignInPage() {
  const { t } = useAppT();
  const login = useAdminLogin();
  const form = useSchemaForm(adminSignInSchema, { username: '', password: '' });

  function signIn(data: { username: string; password: string }) {
    login.mutate(data, {
      onSuccess: (token) => {
        if (sessionStore.getState().signIn(token) !== 3) {
          sessionStore.getState().logout({ revoke: false });
          form.setServerError(t('signIn.notOperator'));
          return;
        }
        void loadProfile();
      },
      onError: (error) => form.setServerError(errorMessage(error, t('signIn.invalid'))),
    });
  }

  return (
    <div className={styles.wrap}>
      <SchemaForm form={form} onValid={signIn} className={styles.card} aria-label={t('signIn.form')}>
        <h1>{t('signIn.title')}</h1>
        <p className={styles.lead}>{t('signIn.lead')}</p>
        <FormTextField
          form={form}
          label={t('signIn.email')}
          name="username"
          type="email"
          maxLength={60}
          autoComplete="username"
        />
        <FormTextField
          form={form}
          label={t('signIn.password')}
          name="password"
          type="password"
          maxLength={50}
          autoComplete="current-password"
        />
        <FieldError message={form.formState.errors.root?.server?.message} />
        {/* The login mutation's pending state is the submit state (onValid hands the request over and returns). */}
        <SubmitButton loading={login.isPending} block>
          {t('signIn.submit')}
        </SubmitButton>
        {/* The back office has its own frame (no storefront header): the way back to the shop is here. */}
        <Link className={styles.back} to="/">
          ← {t('signIn.back')}
        </Link>
      </SchemaForm>
    </div>
  );
}

import { Link, Navigate, useNavigate } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { vendorSignInSchema } from '@utsav/domain/schemas/vendor-sign-in';
import { sessionStore, useSession } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { FormTextField, formStyles, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { useVendorLogin } from '../api/vendor-login';
import styles from './auth-card.module.css';
import { useAppT } from '../../../i18n';

/** /vendor (product §2.11, §4, §5 Vendor sign-in): stores the token, then goes to /vendor/dashboard. */
export default function VendorSignInPage() {
  const { t } = useAppT();
  const role = useSession((s) => s.role);
  const navigate = useNavigate();
  const login = useVendorLogin();
  // remember-me is a choice: unticked, the session ends with the tab; ticked, it is kept (docs/auth.md).
  const form = useSchemaForm(vendorSignInSchema, { username: '', password: '', remember: false });
  const rememberBox = form.register('remember');

  if (role === 2 && !login.isPending) return <Navigate to="/vendor/dashboard" replace />;

  function signIn(data: { username: string; password: string; remember?: boolean }) {
    login.mutate(
      { username: data.username, password: data.password },
      {
        onSuccess: (token) => {
          if (sessionStore.getState().signIn(token, { remember: data.remember === true }) === 2) {
            notify.success(t('signIn.success'));
            navigate('/vendor/dashboard');
          } else {
            sessionStore.getState().logout();
            notify.warning(t('signIn.notVendor'));
          }
        },
        onError: (error) => notify.warning(errorMessage(error, t('signIn.invalid'))),
      },
    );
  }

  return (
    <div className={styles.wrap}>
      <SchemaForm form={form} onValid={signIn} className={styles.card} aria-label={t('signIn.form')}>
        <h1>{t('signIn.title')}</h1>
        <p className={styles.lead}>{t('signIn.lead')}</p>
        <FormTextField
          form={form}
          label={t('signIn.username')}
          name="username"
          placeholder={t('signIn.usernameHint')}
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
        <div className={styles.row}>
          <label className={formStyles.check}>
            <input type="checkbox" {...rememberBox} />
            {t('signIn.remember')}
          </label>
          <Link to="/vendor/forgot-password">{t('signIn.forgot')}</Link>
        </div>
        <SubmitButton loading={login.isPending} block>
          {t('signIn.submit')}
        </SubmitButton>
        <p className={styles.switch}>
          {t('signIn.new')} <Link to="/service-provider-reg">{t('signIn.register')}</Link>
        </p>
      </SchemaForm>
    </div>
  );
}

import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, call, errorMessage, isSuccess, messageOf } from '@utsav/shared/api-client';
import { bus } from '@utsav/shared/bus';
import { loadProfile } from '@utsav/shared/profile-api';
import { signUpSchema, type SignUpData } from '@utsav/domain/schemas/sign-up';
import { sessionStore, useSession } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { FormTextField, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { SignUpCodeField } from '@utsav/ui/one-time-code';
import { PrivacyNotice } from '@utsav/ui/privacy-notice';
import { PRIVACY_NOTICE_VERSION } from '@utsav/domain/schemas/privacy';
import styles from '../../components/auth-page.module.css';
import { useShellT } from '../../i18n';

const empty = { name: '', email: '', phone: '', password: '', cpassword: '', otp: '' };

/** Signs the new customer in (POST /UserLogin); false when that did not work, so the page asks them to. */
async function signInAfterSignUp(mobile: string, password: string): Promise<boolean> {
  try {
    const data = await call(api.POST('/api/UserLogin', { body: { mobile, password } }));
    const token = data.Payload?.uidtoken;
    if (!isSuccess(data) || !token || sessionStore.getState().signIn(token) !== 1) return false;
    await loadProfile();
    return true;
  } catch {
    return false;
  }
}

/**
 * Customer registration (product §5 Customer sign-up). Success clears the form and signs the customer in; a refusal
 * (number or email already registered) shows in the form until a field changes.
 */
export default function SignUpPage() {
  const { t } = useShellT();
  const role = useSession((s) => s.role);
  const form = useSchemaForm(signUpSchema, { ...empty, user_type: '1' });
  const failure = form.formState.errors.root?.server?.message;
  const [done, setDone] = useState('');
  const navigate = useNavigate();
  const loading = form.formState.isSubmitting;

  async function register(fields: SignUpData) {
    try {
      // The notice shown above the button (docs/privacy.md#notice): the API records the consent against its version.
      const body = { ...fields, user_type: '1', noticeVersion: PRIVACY_NOTICE_VERSION };
      const data = await call(api.POST('/api/UserRegister', { body }));
      if (!isSuccess(data)) return form.setServerError(messageOf(data) || t('signUp.failed'));
      form.reset();
      // A new customer is signed in with what they just typed, and told so.
      if (await signInAfterSignUp(fields.phone, fields.password)) {
        notify.success(t('signUp.welcome'));
        navigate('/', { replace: true });
      } else {
        setDone(t('signUp.ready'));
        bus.emit('auth:required', { reason: 'signup' });
      }
    } catch (error) {
      form.setServerError(errorMessage(error));
    }
  }

  // someone already signed in is told so, not offered a second account (the form's own success signs
  // the new customer in and leaves the page; while that runs, `loading` keeps the form).
  if (role !== 0 && !loading) return <SignedIn role={role} />;

  return (
    <div className={styles.wrap}>
      <SchemaForm form={form} onValid={register} className={styles.card} aria-label={t('signUp.label')}>
        <h1>{t('signUp.title')}</h1>
        <p className={styles.lead}>{t('signUp.lead')}</p>
        <FormTextField
          form={form}
          label={t('signUp.name')}
          name="name"
          filter="alphawithspace"
          maxLength={50}
          autoComplete="name"
        />
        <FormTextField
          form={form}
          label={t('signUp.email')}
          name="email"
          type="email"
          maxLength={60}
          autoComplete="email"
        />
        <FormTextField
          form={form}
          label={t('signUp.phone')}
          name="phone"
          filter="numeric"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel"
        />
        {/* the number is proven by a code sent to it by SMS before the account exists. */}
        <SignUpCodeField
          phone={String(form.watch('phone') ?? '')}
          who="customer"
          value={String(form.watch('otp') ?? '')}
          onValueChange={(otp) => form.setValue('otp', otp, { shouldValidate: form.formState.isSubmitted })}
          error={form.formState.errors.otp?.message}
          onPhoneError={(message) => (message ? form.setError('phone', { message }) : form.clearErrors('phone'))}
        />
        <FormTextField
          form={form}
          label={t('signUp.password')}
          name="password"
          type="password"
          maxLength={40}
          autoComplete="new-password"
        />
        <FormTextField
          form={form}
          label={t('signUp.confirm')}
          name="cpassword"
          type="password"
          maxLength={40}
          autoComplete="new-password"
        />
        {failure ? (
          <p className={styles.failure} role="alert" data-testid="sign-up-error">
            {failure}
          </p>
        ) : null}
        {done ? (
          <p className={styles.done} role="status">
            {done}
          </p>
        ) : null}
        <PrivacyNotice context="signup" />
        <SubmitButton loading={loading} block>
          {t('signUp.submit')}
        </SubmitButton>
        <p className={styles.switch}>
          {t('signUp.already')}{' '}
          <button type="button" className={styles.link} onClick={() => bus.emit('auth:required', { reason: 'signup' })}>
            {t('user.signIn')}
          </button>
        </p>
      </SchemaForm>
    </div>
  );
}

function SignedIn({ role }: { role: 1 | 2 | 3 }) {
  const { t } = useShellT();
  const name = useSession((s) => s.profile?.Name || (typeof s.claims?.name === 'string' ? s.claims.name : ''));
  const home =
    role === 2
      ? { to: '/vendor', label: t('signUp.toVendor') }
      : role === 3
        ? { to: '/admin', label: t('signUp.toAdmin') }
        : { to: '/account/profile', label: t('signUp.toAccount') };
  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="signed-in-title" data-testid="signup-signed-in">
        <h1 id="signed-in-title">{t('signUp.already_in')}</h1>
        <p className={styles.lead}>
          {name ? (
            <>
              {t('signUp.signedInAs')} <strong>{name}</strong>
              {t('signUp.stop')}{' '}
            </>
          ) : null}
          {t('signUp.signOutFirst')}
        </p>
        <div className={styles.actions}>
          <Link to={home.to} className={styles.primary}>
            {home.label}
          </Link>
          <Link to="/services/all" className={styles.secondaryLink}>
            {t('signUp.browse')}
          </Link>
        </div>
      </section>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { useCategories } from '@utsav/shared/categories-api';
import { vendorSignUpSchema, type VendorSignUpData } from '@utsav/domain/schemas/vendor-sign-up';
import { notify } from '@utsav/shared/toast';
import { FieldError, FormTextField, formStyles, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { SignUpCodeField } from '@utsav/ui/one-time-code';
import { useRegisterVendor } from '../api/register-vendor';
import { PrivacyNotice } from '@utsav/ui/privacy-notice';
import { PRIVACY_NOTICE_VERSION } from '@utsav/domain/schemas/privacy';
import styles from './vendor-sign-up-page.module.css';
import { useAppT } from '../../../i18n';

const empty = {
  name: '',
  email: '',
  phone: '',
  otp: '',
  password: '',
  cpassword: '',
  serviceId: '',
  terms: false,
};

/** What a registered vendor is told (more than a toast — the next steps, operator approval first). */
export function RegistrationReceived({ name, email }: { name: string; email: string }) {
  const { t } = useAppT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.done}>
      <section className={styles.doneCard} aria-labelledby="registration-received">
        <p className={styles.doneMark} aria-hidden="true">
          {t('signUp.doneMark')}
        </p>
        <h1 id="registration-received" ref={heading} tabIndex={-1}>
          {t('signUp.received')}
        </h1>
        <p className={styles.lead}>
          {t('signUp.thanks', { name })} <strong>{email}</strong> {t('signUp.created')}{' '}
          <strong>{t('signUp.awaits')}</strong> {t('signUp.byTeam')}
        </p>
        <h2>{t('signUp.next')}</h2>
        <ol className={styles.steps}>
          <li>
            <strong>{t('signUp.step1')}</strong> {t('signUp.step1Text')}
          </li>
          <li>
            <strong>{t('signUp.step2')}</strong> {t('signUp.step2Text')}
          </li>
          <li>
            <strong>{t('signUp.step3')}</strong> {t('signUp.step3Text')}
          </li>
        </ol>
        <div className={styles.doneActions}>
          <Link className={styles.primary} to="/vendor">
            {t('signUp.signInToAdd')}
          </Link>
          <Link className={styles.secondary} to="/">
            {t('signUp.backHome')}
          </Link>
        </div>
      </section>
    </div>
  );
}

/**
 * /service-provider-reg (product §2.11, §5 Vendor sign-up): eligibility and policy text plus the form. Success replaces
 * the form with what happens next; the terms checkbox is required (the shared schema's rule).
 */
export default function VendorSignUpPage() {
  const { t } = useAppT();
  const form = useSchemaForm(vendorSignUpSchema, { ...empty, userType: '2' });
  const errors = form.formState.errors;
  const categories = useCategories();
  const register = useRegisterVendor();
  const [received, setReceived] = useState<{ name: string; email: string } | null>(null);
  const serviceSelect = form.register('serviceId');
  // Ticking the box takes its message away at once (as before the wrapper), not after the next check.
  const termsBox = form.register('terms', {
    onChange: (e: { target: HTMLInputElement }) => e.target.checked && form.clearErrors('terms'),
  });

  function onValid(data: VendorSignUpData) {
    const { name, email, phone, password, cpassword, serviceId, terms, otp } = data;
    register.mutate(
      {
        name,
        email,
        phone,
        password,
        cpassword,
        serviceId,
        userType: '2',
        terms,
        otp,
        noticeVersion: PRIVACY_NOTICE_VERSION,
      },
      {
        onSuccess: () => {
          form.reset();
          setReceived({ name, email });
          window.scrollTo(0, 0);
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  }

  if (received) return <RegistrationReceived {...received} />;
  return (
    <div className={styles.wrap}>
      <div className={styles.intro}>
        <h1>{t('signUp.title')}</h1>
        <p className={styles.lead}>{t('signUp.lead')}</p>
        <section className={styles.section} aria-labelledby="eligibility">
          <h2 id="eligibility">{t('signUp.whoTitle')}</h2>
          <ul>
            <li>{t('signUp.who1')}</li>
            <li>{t('signUp.who2')}</li>
            <li>{t('signUp.who3')}</li>
            <li>{t('signUp.who4')}</li>
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="policy">
          <h2 id="policy">{t('signUp.policyTitle')}</h2>
          <ul>
            <li>{t('signUp.policy1')}</li>
            <li>{t('signUp.policy2')}</li>
            <li>{t('signUp.policy3')}</li>
            <li>{t('signUp.policy4')}</li>
          </ul>
        </section>
      </div>

      <SchemaForm form={form} onValid={onValid} className={styles.card} aria-label={t('signUp.form')}>
        <h2>{t('signUp.form')}</h2>
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
          maxLength={70}
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
          who="vendor"
          value={String(form.watch('otp') ?? '')}
          onValueChange={(otp) => form.setValue('otp', otp, { shouldValidate: form.formState.isSubmitted })}
          error={errors.otp?.message}
          onPhoneError={(message) => (message ? form.setError('phone', { message }) : form.clearErrors('phone'))}
        />
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="vendor-service-type">
            {t('signUp.serviceType')}
          </label>
          <select
            id="vendor-service-type"
            {...serviceSelect}
            className={styles.select}
            aria-invalid={errors.serviceId?.message ? true : undefined}
          >
            <option value="">
              {categories.isPending ? t('common.loadingServices') : t('common.selectServiceType')}
            </option>
            {(categories.data ?? []).map((c) => (
              <option key={c.serviceid} value={String(c.serviceid)}>
                {c.servicename}
              </option>
            ))}
          </select>
          <FieldError message={errors.serviceId?.message} />
        </div>
        <div className={styles.two}>
          <FormTextField
            form={form}
            label={t('signUp.password')}
            name="password"
            type="password"
            maxLength={50}
            autoComplete="new-password"
          />
          <FormTextField
            form={form}
            label={t('signUp.confirm')}
            name="cpassword"
            type="password"
            maxLength={50}
            autoComplete="new-password"
          />
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.check}>
            <input
              type="checkbox"
              {...termsBox}
              required
              aria-invalid={errors.terms?.message ? true : undefined}
              aria-describedby={errors.terms?.message ? 'vendor-terms-error' : undefined}
            />
            {t('signUp.terms')}
          </label>
          <span id="vendor-terms-error">
            <FieldError message={errors.terms?.message} />
          </span>
        </div>
        <PrivacyNotice context="vendor" />
        <SubmitButton loading={register.isPending} block>
          {t('signUp.submit')}
        </SubmitButton>
        <p className={styles.switch}>
          {t('signUp.already')} <Link to="/vendor">{t('signUp.signIn')}</Link>
        </p>
      </SchemaForm>
    </div>
  );
}

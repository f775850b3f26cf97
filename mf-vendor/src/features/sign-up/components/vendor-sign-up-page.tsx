import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { useCategories } from '@utsav/shared/categories-api';
import { vendorSignUpSchema } from '@utsav/shared/schemas/vendor-sign-up';
import { validate } from '@utsav/shared/schemas/validate';
import { notify } from '@utsav/shared/toast';
import { FieldError, formStyles, SubmitButton, TextField } from '@utsav/shared/ui/form';
import { focusFirstError } from '@utsav/shared/ui/focus-first-error';
import { SignUpCodeField } from '@utsav/shared/ui/one-time-code';
import { useRegisterVendor } from '../api/register-vendor';
import styles from './vendor-sign-up-page.module.css';
import { useAppT } from '../../../i18n';

type Fields = {
  name: string;
  email: string;
  phone: string;
  otp: string;
  password: string;
  cpassword: string;
  serviceId: string;
  terms: boolean;
};
const empty: Fields = {
  name: '',
  email: '',
  phone: '',
  otp: '',
  password: '',
  cpassword: '',
  serviceId: '',
  terms: false,
};

/** What a registered vendor is told (issue 31: more than a toast — the next steps, operator approval first). */
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
 * the form with what happens next (issue 31); the terms checkbox is required (the shared schema's rule).
 */
export default function VendorSignUpPage() {
  const { t } = useAppT();
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const categories = useCategories();
  const register = useRegisterVendor();
  const [received, setReceived] = useState<{ name: string; email: string } | null>(null);
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const result = validate(vendorSignUpSchema, { ...fields, userType: '2' });
    setErrors(result.errors);
    if (!result.ok) return focusFirstError(form);
    const { name, email, phone, password, cpassword, serviceId, terms, otp } = result.data;
    register.mutate(
      { name, email, phone, password, cpassword, serviceId, userType: '2', terms, otp },
      {
        onSuccess: () => {
          setFields(empty);
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

      <form className={styles.card} onSubmit={onSubmit} noValidate aria-label={t('signUp.form')}>
        <h2>{t('signUp.form')}</h2>
        <TextField
          label={t('signUp.name')}
          name="name"
          filter="alphawithspace"
          maxLength={50}
          value={fields.name}
          onValueChange={set('name')}
          error={errors.name}
          autoComplete="name"
        />
        <TextField
          label={t('signUp.email')}
          name="email"
          type="email"
          maxLength={70}
          value={fields.email}
          onValueChange={set('email')}
          error={errors.email}
          autoComplete="email"
        />
        <TextField
          label={t('signUp.phone')}
          name="phone"
          filter="numeric"
          inputMode="numeric"
          maxLength={10}
          value={fields.phone}
          onValueChange={set('phone')}
          error={errors.phone}
          autoComplete="tel"
        />
        {/* Issue 33.4: the number is proven by a code sent to it by SMS before the account exists. */}
        <SignUpCodeField
          phone={fields.phone}
          who="vendor"
          value={fields.otp}
          onValueChange={set('otp')}
          error={errors.otp}
          onPhoneError={(phone) => setErrors((x) => ({ ...x, phone }))}
        />
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="vendor-service-type">
            {t('signUp.serviceType')}
          </label>
          <select
            id="vendor-service-type"
            name="serviceId"
            className={styles.select}
            value={fields.serviceId}
            onChange={(e) => set('serviceId')(e.target.value)}
            aria-invalid={errors.serviceId ? true : undefined}
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
          <FieldError message={errors.serviceId} />
        </div>
        <div className={styles.two}>
          <TextField
            label={t('signUp.password')}
            name="password"
            type="password"
            maxLength={50}
            value={fields.password}
            onValueChange={set('password')}
            error={errors.password}
            autoComplete="new-password"
          />
          <TextField
            label={t('signUp.confirm')}
            name="cpassword"
            type="password"
            maxLength={50}
            value={fields.cpassword}
            onValueChange={set('cpassword')}
            error={errors.cpassword}
            autoComplete="new-password"
          />
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.check}>
            <input
              type="checkbox"
              name="terms"
              required
              checked={fields.terms}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'vendor-terms-error' : undefined}
              onChange={(e) => {
                const terms = e.target.checked;
                setFields((f) => ({ ...f, terms }));
                if (terms) setErrors((x) => ({ ...x, terms: undefined }));
              }}
            />
            {t('signUp.terms')}
          </label>
          <span id="vendor-terms-error">
            <FieldError message={errors.terms} />
          </span>
        </div>
        <SubmitButton loading={register.isPending} block>
          {t('signUp.submit')}
        </SubmitButton>
        <p className={styles.switch}>
          {t('signUp.already')} <Link to="/vendor">{t('signUp.signIn')}</Link>
        </p>
      </form>
    </div>
  );
}

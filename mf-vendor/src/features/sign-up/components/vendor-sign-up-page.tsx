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

type Fields = { name: string; email: string; phone: string; otp: string; password: string; cpassword: string; serviceId: string; terms: boolean };
const empty: Fields = { name: '', email: '', phone: '', otp: '', password: '', cpassword: '', serviceId: '', terms: false };

/** What a registered vendor is told (issue 31: more than a toast — the next steps, operator approval first). */
export function RegistrationReceived({ name, email }: { name: string; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.done}>
      <section className={styles.doneCard} aria-labelledby="registration-received">
        <p className={styles.doneMark} aria-hidden="true">✓</p>
        <h1 id="registration-received" ref={heading} tabIndex={-1}>Registration received</h1>
        <p className={styles.lead}>Thank you, {name}. Your vendor account <strong>{email}</strong> is created and <strong>awaits approval</strong> by the Utsav operations team.</p>
        <h2>What happens next</h2>
        <ol className={styles.steps}>
          <li><strong>Sign in now and add your services</strong> — prices, photos and where you work. You can prepare everything while you wait.</li>
          <li><strong>Utsav reviews your account</strong> — an operator checks your details and your services, then approves the account.</li>
          <li><strong>Once approved, customers see your services</strong> — they appear in search and on the service pages, and bookings reach your dashboard. Until then nothing you add is shown to customers.</li>
        </ol>
        <div className={styles.doneActions}>
          <Link className={styles.primary} to="/vendor">Sign in to add services</Link>
          <Link className={styles.secondary} to="/">Back to Utsav</Link>
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
        <h1>Become a Vendor</h1>
        <p className={styles.lead}>List your event services on Utsav and reach families planning weddings, birthdays, pujas and corporate events across India.</p>
        <section className={styles.section} aria-labelledby="eligibility">
          <h2 id="eligibility">Who can register</h2>
          <ul>
            <li>Businesses or professionals offering event services: decoration, catering, photography, music, venues, makeup and more.</li>
            <li>A working mobile number and email address for booking alerts and customer contact.</li>
            <li>A valid address and pin code for the place you operate from; travel charges (per km, GST included at your service rate) are calculated from it.</li>
            <li>GST registration if your turnover requires it; prices can be entered GST inclusive or exclusive.</li>
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="policy">
          <h2 id="policy">Vendor policy</h2>
          <ul>
            <li>You set your own MRP, discount and GST; customers see the offer price and the amount payable.</li>
            <li>Utsav keeps an admin commission on each booking (for example 10–30% depending on the category); the rest, with travel charges, is your receivable.</li>
            <li>Customers may pay in full or an advance; the balance is collected at the event.</li>
            <li>Keep your services and images accurate and honour every confirmed booking; services can be set Inactive at any time.</li>
          </ul>
        </section>
      </div>

      <form className={styles.card} onSubmit={onSubmit} noValidate aria-label="Vendor registration">
        <h2>Vendor registration</h2>
        <TextField label="Full Name" name="name" filter="alphawithspace" maxLength={50} value={fields.name} onValueChange={set('name')} error={errors.name} autoComplete="name" />
        <TextField label="Email" name="email" type="email" maxLength={70} value={fields.email} onValueChange={set('email')} error={errors.email} autoComplete="email" />
        <TextField label="Phone" name="phone" filter="numeric" inputMode="numeric" maxLength={10} value={fields.phone} onValueChange={set('phone')} error={errors.phone} autoComplete="tel" />
        {/* Issue 33.4: the number is proven by a code sent to it by SMS before the account exists. */}
        <SignUpCodeField phone={fields.phone} path="/vendor/signup-code" value={fields.otp} onValueChange={set('otp')} error={errors.otp} onPhoneError={(phone) => setErrors((x) => ({ ...x, phone }))} />
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="vendor-service-type">Service Type</label>
          <select id="vendor-service-type" name="serviceId" className={styles.select} value={fields.serviceId} onChange={(e) => set('serviceId')(e.target.value)} aria-invalid={errors.serviceId ? true : undefined}>
            <option value="">{categories.isPending ? 'Loading services…' : 'Select service type'}</option>
            {(categories.data ?? []).map((c) => <option key={c.serviceid} value={String(c.serviceid)}>{c.servicename}</option>)}
          </select>
          <FieldError message={errors.serviceId} />
        </div>
        <div className={styles.two}>
          <TextField label="Password" name="password" type="password" maxLength={50} value={fields.password} onValueChange={set('password')} error={errors.password} autoComplete="new-password" />
          <TextField label="Confirm Password" name="cpassword" type="password" maxLength={50} value={fields.cpassword} onValueChange={set('cpassword')} error={errors.cpassword} autoComplete="new-password" />
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
            I agree to the vendor policy and terms and conditions
          </label>
          <span id="vendor-terms-error"><FieldError message={errors.terms} /></span>
        </div>
        <SubmitButton loading={register.isPending} block>Register</SubmitButton>
        <p className={styles.switch}>Already registered? <Link to="/vendor">Sign in</Link></p>
      </form>
    </div>
  );
}

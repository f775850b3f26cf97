import { bus } from '@utsav/shared/bus';
import { SubmitButton } from '@utsav/ui/form';
import { PasswordResetForm } from '@utsav/ui/one-time-code';
import { NS as SHELL } from '../../i18n';
import { usePagesT } from './i18n';
import styles from '../../components/auth-page.module.css';

/**
 * /forgot-password: a customer asks for a code to their verified mobile number or email, then sets a
 * new password with it; every earlier session ends. Then the header's sign-in opens.
 */
export default function ForgotPasswordPage() {
  const { t } = usePagesT();
  return (
    <div className={styles.wrap}>
      <div className={styles.card}>
        <PasswordResetForm
          title={t('forgot.title')}
          who="customer"
          signIn={
            <SubmitButton type="button" block onClick={() => bus.emit('auth:required', { reason: 'password-reset' })}>
              {t('user.signIn', { ns: SHELL })}
            </SubmitButton>
          }
        />
      </div>
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { api, call, errorMessage, isSuccess, messageOf } from '@utsav/shared/api-client';
import { cartQueryKey } from '@utsav/shared/cart-api';
import { loadProfile } from '@utsav/shared/profile-api';
import { sessionStore } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { signInSchema } from '@utsav/domain/schemas/sign-in';
import { FormTextField, SchemaForm, SubmitButton, formStyles, useSchemaForm } from './form';
import { Modal } from './modal';
import styles from './sign-in-modal.module.css';
import { focusMainHeading } from './focus-heading';
import { useUiT } from './i18n-ui';

export interface SignInModalProps {
  open: boolean;
  onClose: () => void;
}

const empty = { mobile: '', password: '', remember: false };

/**
 * 'Sign In to Continue' (product §2.3): mobile number, password, Remember Me, forgot-password and sign-up links.
 * Remember Me is a choice: unticked, the session lasts for the tab; ticked, it is kept for later visits (docs/auth.md).
 */
export function SignInModal({ open, onClose }: SignInModalProps) {
  const { t } = useUiT();
  const queryClient = useQueryClient();
  const form = useSchemaForm(signInSchema, empty);
  /** The server's refusal (wrong password, unknown number), shown in the dialog until the customer edits a field. */
  const failure = form.formState.errors.root?.server?.message;
  const rememberBox = form.register('remember');

  async function signIn(fields: { mobile: string; password: string; remember?: boolean }) {
    try {
      const data = await call(
        api.POST('/api/UserLogin', { body: { mobile: fields.mobile, password: fields.password } }),
      );
      const token = data.Payload?.uidtoken;
      if (!isSuccess(data) || !token) return form.setServerError(messageOf(data) || t('signIn.failed'));
      const role = sessionStore.getState().signIn(token, { remember: fields.remember === true });
      if (role === 0) return form.setServerError(t('signIn.failed'));
      notify.success(messageOf(data) || t('signIn.done'));
      form.reset();
      // Close now (the dialog hands focus back to its opener, which signing in may have replaced), then put focus on
      // the page's main heading, not on the top of the document.
      flushSync(onClose);
      focusMainHeading();
      await Promise.all([loadProfile(), queryClient.invalidateQueries({ queryKey: cartQueryKey })]);
    } catch (error) {
      form.setServerError(errorMessage(error));
    }
  }

  return (
    <Modal open={open} title={t('signIn.title')} onClose={onClose}>
      <SchemaForm form={form} onValid={signIn} aria-label={t('signIn.label')}>
        <FormTextField
          form={form}
          label={t('signIn.mobile')}
          name="mobile"
          inputMode="numeric"
          autoComplete="username"
          placeholder={t('signIn.mobileHint')}
          filter="numeric"
          maxLength={10}
        />
        <FormTextField
          form={form}
          label={t('signIn.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t('signIn.password')}
          maxLength={60}
        />
        <div className={styles.row}>
          <label className={formStyles.check}>
            <input type="checkbox" {...rememberBox} />
            {t('signIn.remember')}
          </label>
        </div>
        {failure ? (
          <p className={styles.failure} role="alert" data-testid="sign-in-error">
            {failure}
          </p>
        ) : null}
        <SubmitButton loading={form.formState.isSubmitting} block>
          {t('signIn.submit')}
        </SubmitButton>
        <div className={styles.links}>
          <Link to="/forgot-password" onClick={onClose}>
            {t('signIn.forgot')}
          </Link>
          <Link to="/signup" onClick={onClose}>
            {t('signIn.create')}
          </Link>
        </div>
      </SchemaForm>
    </Modal>
  );
}

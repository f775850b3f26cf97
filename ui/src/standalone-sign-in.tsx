import { useQueryClient } from '@tanstack/react-query';
import { api, call, errorMessage, isSuccess, messageOf } from '@utsav/shared/api-client';
import { bus } from '@utsav/shared/bus';
import { loadProfile } from '@utsav/shared/profile-api';
import { sessionStore, useSession } from '@utsav/shared/session';
import { vendorSignInPayloadSchema } from '@utsav/domain/schemas/vendor-sign-in';
import { FormTextField, SchemaForm, SubmitButton, useSchemaForm } from './form';
import type { GuardedRole } from './require-role';
import { DEMO_ACCOUNTS } from './standalone-demo-accounts';
import styles from './standalone-frame.module.css';
import { useUiMoreT } from './i18n-ui';

/** 'a customer', 'a vendor', 'an operator' in English; the bare name in Hindi (no articles). */
const withArticle = (who: string, lang: string) =>
  lang === 'en' ? `${/^[aeiou]/i.test(who) ? 'an' : 'a'} ${who}` : who;

/** Vendor or operator sign-in inside the frame (the remote's own sign-in page is not the frame's to borrow). */
function AccountSignInForm({ role }: { role: 2 | 3 }) {
  const { t } = useUiMoreT();
  const queryClient = useQueryClient();
  const form = useSchemaForm(vendorSignInPayloadSchema, { username: '', password: '' });
  const failure = form.formState.errors.root?.server?.message;

  async function signIn(body: { username: string; password: string }) {
    try {
      // Vendors and operators sign in with a username and password (customers use the shell's sign-in dialog).
      const data =
        role === 2
          ? await call(api.POST('/api/vendor/login', { body }))
          : await call(api.POST('/api/admin/login', { body }));
      const token = data.Payload?.token;
      if (!isSuccess(data) || !token || sessionStore.getState().signIn(token) !== role) {
        return form.setServerError(messageOf(data) || t('standalone.failed'));
      }
      await Promise.all([loadProfile(), queryClient.invalidateQueries()]);
    } catch (error) {
      form.setServerError(errorMessage(error, t('standalone.failed')));
    }
  }

  return (
    <SchemaForm
      form={form}
      onValid={signIn}
      aria-label={t('standalone.signInAsDemo', { who: DEMO_ACCOUNTS[role].who })}
      className={styles.promptForm}
    >
      <FormTextField
        form={form}
        label={role === 2 ? t('standalone.emailOrPhone') : t('standalone.email')}
        name="username"
        autoComplete="username"
        maxLength={60}
      />
      <FormTextField
        form={form}
        label={t('standalone.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={50}
      />
      {failure ? (
        <p role="alert" className={styles.promptError}>
          {failure}
        </p>
      ) : null}
      <SubmitButton loading={form.formState.isSubmitting}>{t('standalone.submit')}</SubmitButton>
    </SchemaForm>
  );
}

/**
 * What a guarded page shows in a standalone frame to a visitor or the wrong role: who the page needs, the demo
 * account to use, and the sign-in for that role. Once signed in, the guard renders the page itself.
 */
export function StandaloneSignInPrompt({ role }: { role: GuardedRole }) {
  const { t, lang } = useUiMoreT();
  const current = useSession((s) => s.role);
  const account = DEMO_ACCOUNTS[role];
  return (
    <section className={styles.prompt} aria-labelledby="standalone-prompt-title" data-testid="standalone-sign-in">
      <h1 id="standalone-prompt-title">{t('standalone.signInTo', { who: withArticle(account.who, lang) })}</h1>
      {current !== 0 ? (
        <p>
          {t('standalone.otherRole', {
            current: withArticle(DEMO_ACCOUNTS[current as GuardedRole]?.who ?? t('standalone.differentRole'), lang),
            who: withArticle(account.who, lang),
          })}
        </p>
      ) : null}
      <p>
        {t('standalone.demo', { who: account.who })} <strong>{account.name}</strong> — <code>{account.id}</code> /{' '}
        <code>{account.password}</code>
      </p>
      {current !== 0 ? (
        <button type="button" className={styles.promptButton} onClick={() => sessionStore.getState().logout()}>
          {t('standalone.signOut')}
        </button>
      ) : role === 1 ? (
        <button
          type="button"
          className={styles.promptButton}
          onClick={() => bus.emit('auth:required', { reason: 'standalone-guard' })}
        >
          {t('standalone.submit')}
        </button>
      ) : (
        <AccountSignInForm role={role} />
      )}
    </section>
  );
}

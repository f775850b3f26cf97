import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, call, errorMessage, isSuccess, messageOf } from '../api-client';
import { bus } from '../bus';
import { loadProfile } from '../profile-api';
import { sessionStore, useSession } from '../session';
import { vendorSignInPayloadSchema } from '../schemas/vendor-sign-in';
import { validate } from '../schemas/validate';
import { SubmitButton, TextField } from './form';
import type { GuardedRole } from './require-role';
import { DEMO_ACCOUNTS } from '../standalone-demo-accounts';
import styles from './standalone-frame.module.css';
import { focusFirstError } from './focus-first-error';
import { useUiMoreT } from './i18n-ui';

/** 'a customer', 'a vendor', 'an operator' in English; the bare name in Hindi (no articles). */
const withArticle = (who: string, lang: string) =>
  lang === 'en' ? `${/^[aeiou]/i.test(who) ? 'an' : 'a'} ${who}` : who;

/** Vendor or operator sign-in inside the frame (the remote's own sign-in page is not the frame's to borrow). */
function AccountSignInForm({ role }: { role: 2 | 3 }) {
  const { t } = useUiMoreT();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const checked = validate(vendorSignInPayloadSchema, { username, password });
    if (!checked.ok) {
      setError(checked.first);
      return focusFirstError(form);
    }
    setLoading(true);
    setError('');
    try {
      // Vendors and operators sign in with a username and password (customers use the shell's sign-in dialog).
      const data =
        role === 2
          ? await call(api.POST('/api/vendor/login', { body: checked.data }))
          : await call(api.POST('/api/admin/login', { body: checked.data }));
      const token = data.Payload?.token;
      if (!isSuccess(data) || !token || sessionStore.getState().signIn(token) !== role) {
        setError(messageOf(data) || t('standalone.failed'));
        return;
      }
      await Promise.all([loadProfile(), queryClient.invalidateQueries()]);
    } catch (failure) {
      setError(errorMessage(failure, t('standalone.failed')));
    } finally {
      setLoading(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('standalone.signInAsDemo', { who: DEMO_ACCOUNTS[role].who })}
      className={styles.promptForm}
    >
      <TextField
        label={role === 2 ? t('standalone.emailOrPhone') : t('standalone.email')}
        name="username"
        autoComplete="username"
        maxLength={60}
        value={username}
        onValueChange={setUsername}
      />
      <TextField
        label={t('standalone.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={50}
        value={password}
        onValueChange={setPassword}
      />
      {error ? (
        <p role="alert" className={styles.promptError}>
          {error}
        </p>
      ) : null}
      <SubmitButton loading={loading}>{t('standalone.submit')}</SubmitButton>
    </form>
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

import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '@utsav/shared/session';
import type { GuardedRole } from './require-role';
import { DEMO_ACCOUNTS } from './standalone-demo-accounts';
import { useSamples, type SampleKind, type Samples } from './standalone-samples';
import styles from './standalone-frame.module.css';
import { useUiMoreT } from './i18n-ui';

/** A page of the remote as the index lists it. */
export interface StandalonePage {
  label: string;
  /** A fixed path, or one built from real sample data (undefined while that data is missing). */
  path: string | ((samples: Samples) => string | undefined);
  /** The role the page needs (it is guarded); absent = public. */
  role?: GuardedRole;
  /** What the link shows when its sample is missing, e.g. 'the demo customer has no booking yet'. */
  missing?: string;
}

/** An exposed fragment, rendered in a labelled frame with its contract props. */
export interface StandaloneFragment {
  /** The federated module id, e.g. 'checkout/MiniCart'. */
  module: string;
  /** The contract props it is rendered with, as QA reads them. */
  props: string;
  render: (samples: Samples) => ReactNode;
}

/** What a remote tells its standalone frame about itself. */
export interface StandaloneManifest {
  /** Remote name (contracts). */
  name: string;
  /** True when the remote owns `/` (catalog): then `/` stays its page and the index lives at /standalone only. */
  ownsRoot?: boolean;
  pages: readonly StandalonePage[];
  fragments?: readonly StandaloneFragment[];
  /** Sample data the page paths and fragments use. */
  samples?: readonly SampleKind[];
}

export const STANDALONE_INDEX_PATH = '/standalone';

function PageLink({ page, samples, loading }: { page: StandalonePage; samples: Samples; loading: boolean }) {
  const { t } = useUiMoreT();
  const role = useSession((s) => s.role);
  const path = typeof page.path === 'string' ? page.path : page.path(samples);
  const needs = page.role ? DEMO_ACCOUNTS[page.role] : null;
  const blockedByRole = page.role !== undefined && role !== page.role && typeof page.path !== 'string';
  return (
    <li className={styles.indexItem}>
      {path ? <Link to={path}>{page.label}</Link> : <span className={styles.muted}>{page.label}</span>}
      <code className={styles.path}>{path ?? (typeof page.path === 'string' ? page.path : '')}</code>
      {needs ? <span className={styles.badge}>{needs.who}</span> : null}
      {!path ? (
        <span className={styles.muted}>
          {loading
            ? t('standalone.reading')
            : blockedByRole
              ? t('standalone.signInForSample', { who: needs?.who })
              : (page.missing ?? t('standalone.noSample'))}
        </span>
      ) : null}
    </li>
  );
}

function FragmentFrame({ fragment, samples }: { fragment: StandaloneFragment; samples: Samples }) {
  const { t } = useUiMoreT();
  const [shown, setShown] = useState(true);
  return (
    <figure
      className={styles.fragment}
      aria-label={t('standalone.fragment', { module: fragment.module })}
      data-testid={`fragment-${fragment.module}`}
    >
      <figcaption>
        <strong>{fragment.module}</strong> <code>{fragment.props}</code>
        <button type="button" className={styles.linkButton} onClick={() => setShown((s) => !s)}>
          {shown ? t('standalone.hide') : t('standalone.show')}
        </button>
      </figcaption>
      {shown ? <div className={styles.fragmentBody}>{fragment.render(samples)}</div> : null}
    </figure>
  );
}

/** The standalone root: every page and fragment of the remote, with links built from real data. */
export function StandaloneIndex({ manifest }: { manifest: StandaloneManifest }) {
  const { t } = useUiMoreT();
  const { samples, loading, failed } = useSamples(manifest.samples ?? []);
  return (
    <section className={styles.index} aria-labelledby="standalone-index-title">
      <h1 id="standalone-index-title">{t('standalone.pagesOf', { name: manifest.name })}</h1>
      {failed.length ? (
        <p role="alert" className={styles.promptError}>
          {t('standalone.samplesFailed', { kinds: failed.join(', ') })}
        </p>
      ) : null}
      <h2>{t('standalone.pages')}</h2>
      <ul className={styles.indexList}>
        {manifest.pages.map((page) => (
          <PageLink key={page.label} page={page} samples={samples} loading={loading} />
        ))}
      </ul>
      {manifest.fragments?.length ? (
        <>
          <h2>{t('standalone.fragments')}</h2>
          {manifest.fragments.map((f) => (
            <FragmentFrame key={f.module} fragment={f} samples={samples} />
          ))}
        </>
      ) : null}
    </section>
  );
}

import type { ReactNode } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import { useAppT } from '../i18n';

/** Loading spinner, error with a retry, or the content of a query. */
export function LoadState({
  isPending,
  error,
  retry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  retry?: () => void;
  children: ReactNode;
}) {
  const { t } = useAppT();
  if (isPending) return <Loading />;
  if (error)
    return (
      <EmptyState title={errorMessage(error, t('common.loadFailed'))}>
        {retry ? (
          <button type="button" onClick={retry}>
            {t('common.tryAgain')}
          </button>
        ) : null}
      </EmptyState>
    );
  return <>{children}</>;
}

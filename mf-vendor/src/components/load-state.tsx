import type { ReactNode } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { EmptyState, Loading } from '@utsav/shared/ui/page-state';

/** Loading spinner, error with a retry, or the content of a query. */
export function LoadState({ isPending, error, retry, children }: { isPending: boolean; error: unknown; retry?: () => void; children: ReactNode }) {
  if (isPending) return <Loading />;
  if (error)
    return (
      <EmptyState title={errorMessage(error, 'Could not load this page')}>
        {retry ? <button type="button" onClick={retry}>Try again</button> : null}
      </EmptyState>
    );
  return <>{children}</>;
}

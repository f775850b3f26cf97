import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToastLibrary, onFirstToast, toasterProps } from '@utsav/shared/toast';
import { QuietBoundary } from '../../app/quiet-boundary';

const Toaster = lazy(() => loadToastLibrary().then((m) => ({ default: m.Toaster })));

/** The page's one <Toaster>, mounted when the first toast is asked for (any app), with react-hot-toast. */
export function ToasterHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Toaster {...toasterProps} />
      </Suspense>
    </QuietBoundary>
  );
}

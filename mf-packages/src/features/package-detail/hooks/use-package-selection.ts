/** React binding of the selection machine: refusals become warning toasts (product §8). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@utsav/shared/toast';
import { useAppT } from '../../../i18n';
import type { PackageDetail } from '../../../lib/package-types';
import {
  EXCEEDS_LIMIT,
  NOT_AVAILABLE_ON_DATE,
  SELECT_ONE_PRODUCT,
  fillForCheckout,
  initialSelection,
  refreshSelection,
  transition,
  type RandomSource,
  type SelectionEvent,
  type SelectionState,
} from '../selection/package-selection';

/** The machine's messages (English, product §8) as catalogue keys. */
const MESSAGE_KEYS: Record<string, string> = {
  [EXCEEDS_LIMIT]: 'select.exceeds',
  [NOT_AVAILABLE_ON_DATE]: 'common.notAvailable',
  [SELECT_ONE_PRODUCT]: 'select.one',
};

export function usePackageSelection(
  pkg: PackageDetail | undefined,
  eventDate: string,
  random: RandomSource = Math.random,
) {
  const { t } = useAppT();
  const [state, setState] = useState<SelectionState | null>(() => (pkg ? initialSelection(pkg, eventDate) : null));
  const stateRef = useRef(state);
  stateRef.current = state;
  const keyRef = useRef(pkg ? `${pkg.PackageID}|${eventDate}` : '');

  // Another package or date starts a new selection; a refetch of the same one keeps the choices still free.
  useEffect(() => {
    if (!pkg) return;
    const key = `${pkg.PackageID}|${eventDate}`;
    const previous = stateRef.current;
    setState(previous && keyRef.current === key ? refreshSelection(previous, pkg) : initialSelection(pkg, eventDate));
    keyRef.current = key;
  }, [pkg, eventDate]);

  const dispatch = useCallback(
    (event: SelectionEvent) => {
      const current = stateRef.current;
      if (!current) return;
      const next = transition(current, event);
      if (next.message) notify.warning(t(MESSAGE_KEYS[next.message] ?? 'select.failed'));
      else if (next.state !== current) {
        stateRef.current = next.state;
        setState(next.state);
      }
    },
    [t],
  );

  /** Fills empty groups at random; returns the filled state (also shown) or null after a warning. */
  const prepareCheckout = useCallback((): SelectionState | null => {
    const current = stateRef.current;
    if (!current) return null;
    const out = fillForCheckout(current, random);
    if (!out.ok) {
      notify.warning(
        out.service ? t('select.noneFree', { service: out.service }) : t(MESSAGE_KEYS[out.message] ?? 'select.failed'),
      );
      return null;
    }
    stateRef.current = out.state;
    setState(out.state);
    return out.state;
  }, [random, t]);

  return { state, dispatch, prepareCheckout };
}

/** React binding of the selection machine: refusals become warning toasts (product §8). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@utsav/shared/toast';
import type { PackageDetail } from '../../../lib/package-types';
import {
  fillForCheckout,
  initialSelection,
  refreshSelection,
  transition,
  type RandomSource,
  type SelectionEvent,
  type SelectionState,
} from '../selection/package-selection';

export function usePackageSelection(pkg: PackageDetail | undefined, eventDate: string, random: RandomSource = Math.random) {
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

  const dispatch = useCallback((event: SelectionEvent) => {
    const current = stateRef.current;
    if (!current) return;
    const t = transition(current, event);
    if (t.message) notify.warning(t.message);
    else if (t.state !== current) {
      stateRef.current = t.state;
      setState(t.state);
    }
  }, []);

  /** Fills empty groups at random; returns the filled state (also shown) or null after a warning. */
  const prepareCheckout = useCallback((): SelectionState | null => {
    const current = stateRef.current;
    if (!current) return null;
    const out = fillForCheckout(current, random);
    if (!out.ok) {
      notify.warning(out.message);
      return null;
    }
    stateRef.current = out.state;
    setState(out.state);
    return out.state;
  }, [random]);

  return { state, dispatch, prepareCheckout };
}

/**
 * Availability of a service on a date (product §4): unknown (0) → available (1) or unavailable (2) on the
 * server's answer; changing the date resets to unknown; an empty date does nothing. A late answer for a date
 * the user has already changed is ignored.
 */
import { useCallback, useRef, useState } from 'react';
import { checkAvailability } from '../api/detail-api';

export type Availability = 0 | 1 | 2;

export function useAvailability(productId: number | string) {
  const [date, setDate] = useState('');
  const [status, setStatus] = useState<Availability>(0);
  /** Why the date is not open (the server's words — booked out, vendor unavailable, too soon, too far). */
  const [reason, setReason] = useState('');
  const [checking, setChecking] = useState(false);
  const latest = useRef(0);

  const changeDate = useCallback(
    (next: string) => {
      setDate(next);
      setStatus(0);
      setReason('');
      const request = ++latest.current;
      if (!next) {
        setChecking(false);
        return;
      }
      setChecking(true);
      checkAvailability(productId, next)
        .then((answer) => {
          if (request !== latest.current) return;
          setStatus(answer.available ? 1 : 2);
          setReason(answer.available ? '' : answer.message);
        })
        .catch(() => request === latest.current && setStatus(2))
        .finally(() => request === latest.current && setChecking(false));
    },
    [productId],
  );

  return { date, status, reason, checking, changeDate };
}

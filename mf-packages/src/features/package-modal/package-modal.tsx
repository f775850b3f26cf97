/**
 * Package modal (product §2.3, §4, §5): opened by the `package:open` bus event with the chosen package; the event
 * date is required (not before today); 'View' → /packages/{base64 of JSON {PackageID, eventDate, pincode}}.
 * Exposed as packages/PackageModal; the shell mounts it once for every page.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bus } from '@utsav/shared/bus';
import type { PackageModalProps } from '@utsav/shared/contracts';
import { todayIso } from '@utsav/domain/format';
import { packageModalSchema } from '@utsav/domain/schemas/package-modal';
import { validate } from '@utsav/domain/schemas/validate';
import { SubmitButton, TextField } from '@utsav/ui/form';
import { Modal } from '@utsav/ui/modal';
import { focusFirstError } from '@utsav/ui/focus-first-error';
import { useAppT } from '../../i18n';
import { packagePath } from '../../lib/package-id';
import { usePackages } from '../../lib/packages-api';
import styles from './package-modal.module.css';

interface Opened {
  packageId: number;
  packageName?: string;
}

export default function PackageModal({ initialRequest }: PackageModalProps = {}) {
  const { t } = useAppT();
  // The shell mounts this fragment on the first `package:open` and passes that event as initialRequest.
  const [opened, setOpened] = useState<Opened | null>(initialRequest ?? null);
  const [eventDate, setEventDate] = useState('');
  const [pincode, setPincode] = useState('');
  const [errors, setErrors] = useState<{ eventDate?: string; pincode?: string }>({});
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(
    () =>
      bus.on('package:open', ({ packageId, packageName }) => {
        setOpened({ packageId, packageName });
        setErrors({});
      }),
    [],
  );
  // Like the other dialogs, it closes when the route changes (not on mount: it may open with initialRequest).
  const shownOn = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === shownOn.current) return;
    shownOn.current = location.pathname;
    setOpened(null);
  }, [location.pathname]);

  // The name is optional in the event: fall back to the (cached) package list.
  const needName = opened !== null && !opened.packageName;
  const packages = usePackages(needName);
  const name =
    opened?.packageName ||
    packages.data?.find((p) => p.PackageID === opened?.packageId)?.PackageName ||
    t('modal.title');

  const close = () => setOpened(null);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (!opened) return;
    const result = validate(packageModalSchema, { eventDate });
    const next: { eventDate?: string; pincode?: string } = result.ok
      ? {}
      : { eventDate: result.errors.eventDate ?? result.first };
    if (pincode && !/^\d{6}$/.test(pincode)) next.pincode = t('modal.pincodeInvalid');
    setErrors(next);
    if (next.eventDate || next.pincode) return focusFirstError(form);
    const to = packagePath({
      PackageID: opened.packageId,
      eventDate: result.ok ? result.data.eventDate : eventDate,
      pincode,
    });
    setOpened(null);
    navigate(to);
  };

  return (
    <Modal open={opened !== null} title={name} onClose={close}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.lead}>{t('modal.lead')}</p>
        <TextField
          label={t('modal.date')}
          type="date"
          min={todayIso()}
          value={eventDate}
          onValueChange={(value) => {
            setEventDate(value);
            setErrors((x) => ({ ...x, eventDate: undefined }));
          }}
          error={errors.eventDate}
          required
        />
        <TextField
          label={t('modal.pincode')}
          inputMode="numeric"
          filter="numeric"
          maxLength={6}
          value={pincode}
          onValueChange={(value) => {
            setPincode(value);
            setErrors((x) => ({ ...x, pincode: undefined }));
          }}
          error={errors.pincode}
          placeholder={t('modal.pincodeExample')}
        />
        <SubmitButton block>{t('modal.view')}</SubmitButton>
      </form>
    </Modal>
  );
}

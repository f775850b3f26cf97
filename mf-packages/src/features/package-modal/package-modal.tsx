/**
 * Package modal (product §2.3, §4, §5): opened by the `package:open` bus event with the chosen package; the event
 * date is required (not before today); 'View' → /packages/{base64 of JSON {PackageID, eventDate, pincode}}.
 * Exposed as packages/PackageModal; the shell mounts it once for every page.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { useLocation, useNavigate } from 'react-router';
import { bus } from '@utsav/shared/bus';
import type { PackageModalProps } from '@utsav/shared/contracts';
import { todayIso } from '@utsav/domain/format';
import { packageModalSchema } from '@utsav/domain/schemas/package-modal';
import { FormTextField, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { Modal } from '@utsav/ui/modal';
import { useAppT } from '../../i18n';
import { packagePath } from '../../lib/package-id';
import { usePackages } from '../../lib/packages-api';
import styles from './package-modal.module.css';

/**
 * The dialog's fields: the shared event date, and the optional pincode checked here (six digits when given) with
 * the app's message, already in the page's language.
 */
const modalFormSchema = (pincodeInvalid: string) =>
  v.object({
    ...packageModalSchema.entries,
    pincode: v.pipe(
      v.string(pincodeInvalid),
      v.check((x) => x === '' || /^\d{6}$/.test(x), pincodeInvalid),
    ),
  });

interface Opened {
  packageId: number;
  packageName?: string;
}

export default function PackageModal({ initialRequest }: PackageModalProps = {}) {
  const { t } = useAppT();
  // The shell mounts this fragment on the first `package:open` and passes that event as initialRequest.
  const [opened, setOpened] = useState<Opened | null>(initialRequest ?? null);
  const pincodeInvalid = t('modal.pincodeInvalid');
  const schema = useMemo(() => modalFormSchema(pincodeInvalid), [pincodeInvalid]);
  // What was typed stays for the next opening; the messages do not.
  const form = useSchemaForm(schema, { eventDate: '', pincode: '' });
  const { clearErrors } = form;
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(
    () =>
      bus.on('package:open', ({ packageId, packageName }) => {
        setOpened({ packageId, packageName });
        clearErrors();
      }),
    [clearErrors],
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

  const submit = ({ eventDate, pincode }: v.InferOutput<typeof schema>) => {
    if (!opened) return;
    const to = packagePath({ PackageID: opened.packageId, eventDate, pincode });
    setOpened(null);
    navigate(to);
  };

  return (
    <Modal open={opened !== null} title={name} onClose={close}>
      <SchemaForm form={form} onValid={submit} className={styles.form}>
        <p className={styles.lead}>{t('modal.lead')}</p>
        <FormTextField form={form} name="eventDate" label={t('modal.date')} type="date" min={todayIso()} required />
        <FormTextField
          form={form}
          name="pincode"
          label={t('modal.pincode')}
          inputMode="numeric"
          filter="numeric"
          maxLength={6}
          placeholder={t('modal.pincodeExample')}
        />
        <SubmitButton block>{t('modal.view')}</SubmitButton>
      </SchemaForm>
    </Modal>
  );
}

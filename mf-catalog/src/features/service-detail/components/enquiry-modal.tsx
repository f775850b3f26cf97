import { useState } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { useSession } from '@utsav/shared/session';
import { enquirySchema } from '@utsav/domain/schemas/enquiry';
import { validate } from '@utsav/domain/schemas/validate';
import { notify } from '@utsav/shared/toast';
import { SubmitButton, TextField } from '@utsav/ui/form';
import { Modal } from '@utsav/ui/modal';
import { focusFirstError } from '@utsav/ui/focus-first-error';
import { useContacts, useSendEnquiry } from '../api/detail-api';
import styles from '../service-detail.module.css';
import { useAppT } from '../../../i18n';

const EMPTY = { name: '', mobile: '', email: '', address: '' };
type Field = keyof typeof EMPTY;

/** Enquiry modal: call and mail links from /getcontact and the enquiry form (product §2.3, §5). */
export function EnquiryModal({
  open,
  onClose,
  productId,
  productTitle,
}: {
  open: boolean;
  onClose: () => void;
  productId: number;
  productTitle: string;
}) {
  const { t } = useAppT();
  const { data: contacts } = useContacts(open);
  const send = useSendEnquiry();
  const claims = useSession((s) => s.claims);
  const role = useSession((s) => s.role);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const close = () => {
    setErrors({});
    onClose();
  };

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const userId = role === 1 && claims?.sub !== undefined ? claims.sub : null;
    const result = validate(enquirySchema, { ...values, productId, userId });
    if (!result.ok) {
      setErrors(result.errors as Partial<Record<Field, string>>);
      return focusFirstError(form);
    }
    send.mutate(result.data, {
      onSuccess: (message) => {
        notify.success(message);
        setValues(EMPTY);
        close();
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  return (
    <Modal open={open} onClose={close} title={t('detail.sendEnquiry')}>
      <p className={styles.enquiryFor}>
        {t('enquiry.about')} <strong>{productTitle}</strong>
      </p>
      {contacts?.length ? (
        <ul className={styles.contacts} aria-label={t('enquiry.contact')}>
          {contacts.map((c, i) => (
            <li key={i}>
              {c.phone ? <a href={`tel:${c.phone.replace(/\s/g, '')}`}>☎ {c.phone}</a> : null}
              {c.email ? <a href={`mailto:${c.email}`}>✉ {c.email}</a> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={onSubmit} noValidate className={styles.enquiryForm}>
        <TextField
          label={t('enquiry.name')}
          value={values.name}
          onValueChange={set('name')}
          filter="alphawithspace"
          maxLength={60}
          error={errors.name}
          autoComplete="name"
        />
        <TextField
          label={t('enquiry.mobile')}
          value={values.mobile}
          onValueChange={set('mobile')}
          filter="numeric"
          maxLength={10}
          error={errors.mobile}
          inputMode="numeric"
          autoComplete="tel"
        />
        <TextField
          label={t('enquiry.email')}
          value={values.email}
          onValueChange={set('email')}
          maxLength={60}
          error={errors.email}
          type="email"
          autoComplete="email"
        />
        <TextField
          label={t('enquiry.address')}
          value={values.address}
          onValueChange={set('address')}
          maxLength={100}
          error={errors.address}
          autoComplete="street-address"
        />
        <SubmitButton loading={send.isPending} block>
          {t('enquiry.submit')}
        </SubmitButton>
      </form>
    </Modal>
  );
}

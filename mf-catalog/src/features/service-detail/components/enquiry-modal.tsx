import { errorMessage } from '@utsav/shared/api-client';
import { useSession } from '@utsav/shared/session';
import { enquirySchema, type EnquiryData } from '@utsav/domain/schemas/enquiry';
import { notify } from '@utsav/shared/toast';
import { FormTextField, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { Modal } from '@utsav/ui/modal';
import { useContacts, useSendEnquiry } from '../api/detail-api';
import styles from '../service-detail.module.css';
import { useAppT } from '../../../i18n';

const EMPTY = { name: '', mobile: '', email: '', address: '' };

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
  const form = useSchemaForm(enquirySchema, EMPTY);

  // Closing keeps what was typed (the next opening shows it again) but not the messages.
  const close = () => {
    form.clearErrors();
    onClose();
  };

  async function submit(data: EnquiryData) {
    const userId = role === 1 && claims?.sub !== undefined ? claims.sub : null;
    try {
      const message = await send.mutateAsync({ ...data, productId, userId });
      notify.success(message);
      form.reset(EMPTY);
      close();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }

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
      <SchemaForm form={form} onValid={submit} className={styles.enquiryForm}>
        <FormTextField
          label={t('enquiry.name')}
          form={form}
          name="name"
          filter="alphawithspace"
          maxLength={60}
          autoComplete="name"
        />
        <FormTextField
          label={t('enquiry.mobile')}
          form={form}
          name="mobile"
          filter="numeric"
          maxLength={10}
          inputMode="numeric"
          autoComplete="tel"
        />
        <FormTextField
          label={t('enquiry.email')}
          form={form}
          name="email"
          maxLength={60}
          type="email"
          autoComplete="email"
        />
        <FormTextField
          label={t('enquiry.address')}
          form={form}
          name="address"
          maxLength={100}
          autoComplete="street-address"
        />
        <SubmitButton loading={form.formState.isSubmitting} block>
          {t('enquiry.submit')}
        </SubmitButton>
      </SchemaForm>
    </Modal>
  );
}

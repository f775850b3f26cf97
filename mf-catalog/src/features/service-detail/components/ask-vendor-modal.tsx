import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { errorBody, messageOf } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { startConversationSchema, type StartConversationInput } from '@utsav/domain/schemas/conversation';
import type * as v from 'valibot';
import { FormError, FormTextField, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { Modal } from '@utsav/ui/modal';
import { useAskVendor } from '../api/ask-vendor';
import styles from '../service-detail.module.css';
import { useAppT } from '../../../i18n';

const EMPTY: StartConversationInput = { productId: 0, eventDate: '', guests: '', pincode: '', message: '' };

/**
 * "Ask the vendor" / "Request a quote" on a service page — the service page's enquiry (docs/conversations.md): event
 * date, guests, pincode and a message go to the vendor's inbox as the customer's conversation, which then opens in
 * the account. Only a signed-in customer sees it (the page asks to sign in first). Contact details typed here stay
 * hidden until a booking is paid. `eventDate` (the date chosen in the booking panel) fills an empty date on opening.
 */
export function AskVendorModal({
  open,
  onClose,
  productId,
  productTitle,
  eventDate = '',
}: {
  open: boolean;
  onClose: () => void;
  productId: number;
  productTitle: string;
  eventDate?: string;
}) {
  const { t } = useAppT();
  const navigate = useNavigate();
  const ask = useAskVendor();
  const form = useSchemaForm(startConversationSchema, { ...EMPTY, productId });
  const { getValues, setValue } = form;

  useEffect(() => {
    if (open && eventDate && !getValues('eventDate')) setValue('eventDate', eventDate);
  }, [open, eventDate, getValues, setValue]);

  async function submit(data: v.InferOutput<typeof startConversationSchema>) {
    try {
      const sent = await ask.mutateAsync({ ...data, productId });
      notify.success(sent.message);
      onClose();
      void navigate(`/account/conversations/${sent.id}`);
    } catch (error) {
      form.setError('root.server', { message: messageOf(errorBody(error)) || t('ask.failed') });
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t('ask.title')}>
      <p className={styles.enquiryFor}>
        {t('ask.about')} <strong>{productTitle}</strong>
      </p>
      <p>{t('ask.masking')}</p>
      <SchemaForm form={form} onValid={submit} className={styles.enquiryForm}>
        <FormTextField label={t('ask.eventDate')} form={form} name="eventDate" type="date" />
        <FormTextField label={t('ask.guests')} form={form} name="guests" inputMode="numeric" maxLength={6} />
        <FormTextField
          label={t('ask.pincode')}
          form={form}
          name="pincode"
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
        />
        <FormTextField label={t('ask.message')} form={form} name="message" maxLength={2000} />
        <FormError form={form} />
        <SubmitButton loading={form.formState.isSubmitting} block>
          {t('ask.send')}
        </SubmitButton>
      </SchemaForm>
    </Modal>
  );
}

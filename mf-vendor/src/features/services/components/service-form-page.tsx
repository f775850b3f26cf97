import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { LoadState } from '../../../components/load-state';
import { PageHead } from '../../../components/page-head';
import { useSaveService, useServiceRecord } from '../api/services-api';
import { ServiceForm } from './service-form';
import { imageRefusal } from './image-picker';
import { ServiceImages } from './service-images';
import { emptyServiceForm, formFromRecord, type ProductJson } from './service-form-state';
import page from '../../../app/page.module.css';
import { useAppT } from '../../../i18n';

function useSave(mode: 'add' | 'edit') {
  const navigate = useNavigate();
  const save = useSaveService();
  const onSave = (productJson: ProductJson, images: File[]) =>
    save.mutate(
      { mode, productJson, images },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          navigate('/vendor/services');
        },
        // The images' refusal shows next to the images field (ServiceForm); anything else as a toast.
        onError: (error) => {
          if (!imageRefusal(error)) notify.error(errorMessage(error));
        },
      },
    );
  return { onSave, saving: save.isPending, imagesRefusal: save.error ? imageRefusal(save.error) : null };
}

/** /vendor/services/add */
export function AddServicePage() {
  const { t } = useAppT();
  const { onSave, saving, imagesRefusal } = useSave('add');
  return (
    <section className={page.page}>
      <PageHead
        title={t('services.add')}
        subtitle={t('services.addSubtitle')}
        back={['/vendor/services', t('services.title')]}
      />
      <ServiceForm
        mode="add"
        initial={emptyServiceForm}
        saving={saving}
        onSave={onSave}
        imagesRefusal={imagesRefusal}
      />
    </section>
  );
}

/**
 * /vendor/services/{serviceId}: edit form (with status) and the service's images.
 * The form starts from the record as fetched for this visit (never a cached copy) and is keyed by the record's id
 * only, so a later background refetch (an image upload, a refocus) never throws away what the vendor has typed.
 */
export function EditServicePage() {
  const { t } = useAppT();
  const { serviceId = '' } = useParams();
  const record = useServiceRecord(serviceId);
  const { onSave, saving } = useSave('edit');
  const fresh = record.isFetchedAfterMount ? record.data : undefined;
  return (
    <section className={page.page}>
      <PageHead
        title={t('services.editTitle')}
        subtitle={record.data?.name}
        back={['/vendor/services', t('services.title')]}
      />
      <LoadState
        isPending={!fresh && !record.error}
        error={fresh ? null : record.error}
        retry={() => void record.refetch()}
      >
        {fresh ? (
          <>
            <ServiceForm key={fresh.id} mode="edit" initial={formFromRecord(fresh)} saving={saving} onSave={onSave} />
            <ServiceImages pid={fresh.id} serviceId={fresh.serviceId} />
          </>
        ) : null}
      </LoadState>
    </section>
  );
}

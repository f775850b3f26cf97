import { useState } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { uploadSrcSet } from '@utsav/domain/image-srcset';
import { imageUrl } from '@utsav/shared/runtime-config';
import { IMAGE_REQUIRED, imageUploadSchema } from '@utsav/domain/schemas/vendor-service';
import { validate } from '@utsav/domain/schemas/validate';
import { notify } from '@utsav/shared/toast';
import { SubmitButton } from '@utsav/ui/form';
import { Modal } from '@utsav/ui/modal';
import page from '../../../app/page.module.css';
import { useDeleteImage, useServiceImages, useUploadImages } from '../api/services-api';
import { ImagePicker, imageRefusal } from './image-picker';
import styles from './service-images.module.css';
import { useAppT } from '../../../i18n';

/** Images of one service: list, upload more (images only, at least one), delete (product §2.11, §5 Image upload). */
export function ServiceImages({ pid, serviceId }: { pid: number; serviceId: number }) {
  const { t } = useAppT();
  const images = useServiceImages(String(pid));
  const upload = useUploadImages(pid);
  const remove = useDeleteImage(pid);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  /** The image asked about in the delete dialog (the styled dialog — not the browser's confirm). */
  const [toDelete, setToDelete] = useState<{ id: number; n: number } | null>(null);

  function onUpload() {
    const check = validate(imageUploadSchema, { count: files.length });
    if (!check.ok) {
      setError(check.errors.count ?? IMAGE_REQUIRED);
      return;
    }
    upload.mutate(
      { pid, serviceId, images: files },
      {
        onSuccess: (message) => {
          notify.success(message);
          setFiles([]);
        },
        onError: (e) => {
          // The server's refusal of the files (type, size, count) next to the field; anything else as a toast.
          const refusal = imageRefusal(e);
          if (refusal) setError(refusal);
          else notify.error(errorMessage(e));
        },
      },
    );
  }

  const list = images.data ?? [];
  return (
    <section className={`${page.card} ${styles.wrap}`} aria-labelledby="service-images-title">
      <h2 id="service-images-title" className={page.cardTitle}>
        {t('images.title', { n: list.length })}
      </h2>
      {images.isPending ? <p className={page.muted}>{t('images.loading')}</p> : null}
      {!images.isPending && list.length === 0 ? <p className={page.muted}>{t('images.none')}</p> : null}
      <ul className={styles.grid} data-testid="service-images">
        {list.map((img, i) => (
          <li key={img.id} className={styles.item}>
            <img
              src={imageUrl('product', img.doc)}
              srcSet={uploadSrcSet(imageUrl('product', img.doc))}
              sizes="150px"
              alt={t('images.alt', { n: i + 1 })}
              width={150}
              height={110}
              loading="lazy"
            />
            <div className={styles.bar}>
              <span>#{i + 1}</span>
              <button
                type="button"
                className={styles.delete}
                disabled={remove.isPending}
                aria-label={t('images.deleteOf', { n: i + 1 })}
                onClick={() => setToDelete({ id: img.id, n: i + 1 })}
              >
                {t('common.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Modal open={toDelete !== null} title={t('images.deleteTitle')} onClose={() => setToDelete(null)}>
        <p>{t('images.deleteText', { n: toDelete?.n })}</p>
        <div className={styles.confirmActions}>
          <SubmitButton type="button" variant="secondary" onClick={() => setToDelete(null)}>
            {t('common.cancel')}
          </SubmitButton>
          <SubmitButton
            type="button"
            loading={remove.isPending}
            onClick={() => {
              if (!toDelete) return;
              remove.mutate(
                { id: toDelete.id, pid },
                {
                  onSuccess: (m) => {
                    notify.success(m);
                    setToDelete(null);
                  },
                  onError: (e) => notify.error(errorMessage(e)),
                },
              );
            }}
          >
            {t('common.delete')}
          </SubmitButton>
        </div>
      </Modal>
      <div className={styles.upload}>
        <ImagePicker
          label={t('images.upload')}
          files={files}
          error={error}
          onChange={(next, rejected) => {
            setFiles(next);
            setError(rejected ? t('images.onlyImages') : undefined);
          }}
        />
        <SubmitButton type="button" loading={upload.isPending} onClick={onUpload}>
          {t('images.uploadSubmit')}
        </SubmitButton>
      </div>
    </section>
  );
}

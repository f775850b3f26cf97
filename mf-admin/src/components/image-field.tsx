import { useId, useState, type ChangeEvent } from 'react';
import { isImageFile } from '@utsav/domain/schemas/image-file';
import { errorMessage } from '@utsav/shared/api-client';
import { imageUrl } from '@utsav/shared/runtime-config';
import { FieldError } from '@utsav/ui/form';
import { uploadImage } from '../api/admin-api';
import ui from './admin-ui.module.css';
import styles from './image-field.module.css';
import { useAppT } from '../i18n';

export interface ImageFieldProps {
  label: string;
  folder: 'slider' | 'serviceimage' | 'packageimage';
  value: string;
  onChange: (name: string) => void;
  error?: string;
}

/**
 * Picks an image, uploads it at once (the API re-encodes it) and keeps the stored name; shows the current one. A file
 * the browser can tell is not an image is refused on selection (the vendor's image picker's rule,
 * @utsav/domain/schemas/image-file) and nothing is sent; that refusal and the server's show next to the field.
 */
export function ImageField({ label, folder, value, onChange, error }: ImageFieldProps) {
  const { t } = useAppT();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) return setFailure(t('image.notImage'));
    setBusy(true);
    setFailure('');
    try {
      onChange(await uploadImage(file));
    } catch (err) {
      setFailure(errorMessage(err, t('image.uploadFailed')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.row}>
        {value ? (
          <img src={imageUrl(folder, value)} alt="" className={styles.preview} data-testid="image-preview" />
        ) : (
          <span className={styles.empty}>{t('image.none')}</span>
        )}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={pick}
          disabled={busy}
          aria-invalid={error || failure ? true : undefined}
        />
        {busy ? (
          <span role="status" className={ui.muted}>
            {t('image.uploading')}
          </span>
        ) : null}
      </div>
      <FieldError message={failure || error} />
    </div>
  );
}

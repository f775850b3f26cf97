import { useEffect, useId, useMemo } from 'react';
import { onlyImages } from '@utsav/domain/schemas/image-file';
import { errorBody, errorMessage } from '@utsav/shared/api-client';
import { FieldError, formStyles } from '@utsav/ui/form';
import styles from './service-form.module.css';
import { useAppT } from '../../../i18n';

/** The server's refusal of an upload when it is the image field's (`Field: 'images'`: type, size, count), else null. */
export function imageRefusal(error: unknown): string | null {
  const body = errorBody(error) as { Field?: unknown } | undefined;
  return body?.Field === 'images' ? errorMessage(error) : null;
}

/**
 * Multiple image input with previews and a remove button per picked file. A file the browser can tell is not an image
 * is refused on selection; the caller shows that, and the server's refusal, as `error` next to the field.
 */
export function ImagePicker({
  label,
  files,
  onChange,
  error,
  hint,
}: {
  label: string;
  files: File[];
  onChange: (files: File[], rejected: number) => void;
  error?: string;
  hint?: string;
}) {
  const { t } = useAppT();
  const id = useId();
  const previews = useMemo(
    () => files.map((f) => ({ file: f, url: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : '' })),
    [files],
  );
  useEffect(() => () => previews.forEach((p) => p.url && URL.revokeObjectURL(p.url)), [previews]);
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.file}
        type="file"
        accept="image/*"
        multiple
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const picked = onlyImages(Array.from(e.target.files ?? []));
          onChange([...files, ...picked.images], picked.rejected);
          e.target.value = '';
        }}
      />
      {hint ? <span className={styles.hint}>{hint}</span> : null}
      <FieldError message={error} />
      {previews.length > 0 ? (
        <ul className={styles.previews} aria-label={t('images.selected')}>
          {previews.map((p, i) => (
            <li key={`${p.file.name}-${i}`}>
              {p.url ? <img src={p.url} alt={p.file.name} width={96} height={72} /> : null}
              <span title={p.file.name}>{p.file.name}</span>
              <button
                type="button"
                aria-label={t('images.remove', { name: p.file.name })}
                onClick={() =>
                  onChange(
                    files.filter((_, j) => j !== i),
                    0,
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

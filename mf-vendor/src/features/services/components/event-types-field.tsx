/**
 * The event types a service suits (@utsav/domain/schemas/event-types): one checkbox per type of the fixed list,
 * labelled in the page's language. At least one is required (the shared schema's message shows below).
 */
import type * as v from 'valibot';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { EVENT_TYPES } from '@utsav/domain/schemas/event-types';
import { FieldError, formStyles, type SchemaFormApi } from '@utsav/ui/form';
import { useAppT } from '../../../i18n';
import styles from './service-form.module.css';

export function EventTypesField<S extends v.GenericSchema>({
  form,
  name,
}: {
  form: SchemaFormApi<S>;
  name: Path<v.InferInput<S> & FieldValues>;
}) {
  const { t } = useAppT();
  const { field, fieldState } = useController({ control: form.control, name });
  const chosen: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (type: string) =>
    field.onChange(EVENT_TYPES.filter((x) => (x === type ? !chosen.includes(x) : chosen.includes(x))));
  return (
    <fieldset className={formStyles.field} aria-invalid={fieldState.error ? true : undefined}>
      <legend className={formStyles.label}>{t('form.eventTypes')}</legend>
      <div className={styles.grid3}>
        {EVENT_TYPES.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              name={`${name}.${type}`}
              checked={chosen.includes(type)}
              onChange={() => toggle(type)}
              onBlur={field.onBlur}
            />{' '}
            {t(`eventType.${type}`)}
          </label>
        ))}
      </div>
      <FieldError message={fieldState.error?.message} />
    </fieldset>
  );
}

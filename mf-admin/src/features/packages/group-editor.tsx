import { useRef } from 'react';
import { get, useWatch, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { packageFormSchema } from '@utsav/domain/schemas/admin-catalog';
import { formatRupees } from '@utsav/domain/format';
import { FieldError, type SchemaFormApi } from '@utsav/ui/form';
import { Loading } from '@utsav/ui/page-state';
import { useCandidates, type CategoryRow } from '../../api/admin-api';
import ui from '../../components/admin-ui.module.css';
import styles from './package-builder.module.css';
import { useAppT } from '../../i18n';

/** A group as the builder edits it: `rates[i]` is the package rate typed for `productIds[i]` (rupees, text). */
export interface GroupDraft {
  serviceId: string;
  maxItems: string;
  amount: string;
  productIds: number[];
  rates: string[];
}

export const newGroup = (): GroupDraft => ({ serviceId: '', maxItems: '1', amount: '', productIds: [], rates: [] });

/**
 * The message of the field at `path` (a dot path of the schema): a field's own, or a list's (react-hook-form keeps
 * the message of a list with registered fields inside, as the groups, under `root`).
 */
export function errorAt(errors: FieldErrors<FieldValues>, path: string): string | undefined {
  const error = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

export interface GroupEditorProps {
  form: SchemaFormApi<typeof packageFormSchema>;
  index: number;
  categories: CategoryRow[];
  onRemove: () => void;
}

/**
 * One service group: its category, the services it offers (bookable ones of that category), each with the package
 * rate its vendor agreed to (the customer pays the sum of the chosen services' rates), and its limit.
 */
export function GroupEditor({ form, index, categories, onRemove }: GroupEditorProps) {
  const { t } = useAppT();
  const { setValue } = form;
  const at = `groups.${index}` as const;
  const group = useWatch({ control: form.control, name: at }) as GroupDraft | undefined;
  const serviceId = group?.serviceId ?? '';
  const productIds = group?.productIds ?? [];
  const rates = group?.rates ?? [];
  /** The rates of services taken out of the group: taking one back brings its rate back (until the category changes). */
  const putAside = useRef<Record<number, string>>({});
  const candidates = useCandidates(Number(serviceId) || 0);
  const eventType = (useWatch({ control: form.control, name: 'eventType' }) as string | undefined) ?? '';
  // No chosen service of the group suits the package's event: customers would get nothing for it.
  const unsuited =
    eventType !== '' &&
    productIds.length > 0 &&
    candidates.data !== undefined &&
    !candidates.data.some((p) => productIds.includes(p.Id) && p.EventTypes.includes(eventType));
  const err = (k: string) => errorAt(form.formState.errors, `${at}.${k}`);
  const setChosen = (ids: number[], idRates: string[]) => {
    setValue(`${at}.productIds`, ids);
    setValue(`${at}.rates`, idRates);
  };
  // A service taken into the group starts at its own price: the operator types the rate its vendor agreed to.
  const toggle = (id: number, listPrice: number) => {
    const i = productIds.indexOf(id);
    if (i >= 0) {
      putAside.current[id] = rates[i] ?? '';
      setChosen(
        productIds.filter((x) => x !== id),
        rates.filter((_, j) => j !== i),
      );
    } else {
      setChosen([...productIds, id], [...rates, putAside.current[id] ?? String(listPrice)]);
    }
  };
  const setRate = (i: number, value: string) => setValue(`${at}.rates.${i}`, value);
  // Registered outside JSX (the i18n lint rule reads string literals in JSX attributes as texts).
  const serviceIdInput = form.register(`${at}.serviceId`, {
    onChange: () => {
      putAside.current = {};
      setChosen([], []);
    },
  });
  const maxItemsInput = form.register(`${at}.maxItems`);
  const amountInput = form.register(`${at}.amount`);
  return (
    <fieldset className={styles.group} data-testid="package-group">
      <legend>{t('group.legend', { n: index + 1 })}</legend>
      <div className={ui.filters}>
        <label className={ui.field}>
          <span>{t('col.category')}</span>
          <select {...serviceIdInput} aria-invalid={err('serviceId') ? true : undefined}>
            <option value="">{t('group.chooseCategory')}</option>
            {categories.map((c) => (
              <option key={c.Id} value={c.Id}>
                {c.Name}
              </option>
            ))}
          </select>
        </label>
        <label className={ui.field}>
          <span>{t('group.maxItems')}</span>
          <input
            {...maxItemsInput}
            inputMode="numeric"
            maxLength={2}
            aria-invalid={err('maxItems') ? true : undefined}
          />
        </label>
        <label className={ui.field}>
          <span>{t('group.amount')}</span>
          <input {...amountInput} inputMode="decimal" maxLength={12} aria-invalid={err('amount') ? true : undefined} />
        </label>
      </div>
      <FieldError message={err('serviceId') ?? err('maxItems') ?? err('amount')} />
      {!serviceId ? (
        <p className={ui.muted}>{t('group.chooseFirst')}</p>
      ) : candidates.isPending ? (
        <Loading label={t('group.loading')} />
      ) : candidates.isError ? (
        <p className={ui.muted} role="alert">
          {t('group.loadFailed')}
        </p>
      ) : candidates.data.length === 0 ? (
        <p className={ui.muted}>{t('group.none')}</p>
      ) : (
        <ul className={styles.choices} aria-label={t('group.services', { n: index + 1 })}>
          {candidates.data.map((p) => {
            const chosen = productIds.indexOf(p.Id);
            const rate = Number(rates[chosen]);
            const saving =
              chosen >= 0 && Number.isFinite(rate) && rate > 0 && rate < p.PayableAmt ? p.PayableAmt - rate : 0;
            return (
              <li key={p.Id} className={styles.choice}>
                <label className={ui.check}>
                  <input type="checkbox" checked={chosen >= 0} onChange={() => toggle(p.Id, p.PayableAmt)} />
                  <span>
                    {p.Title}{' '}
                    <span className={ui.muted}>
                      · {p.Vendor} · {p.City} · {t('group.radius', { km: p.RadiusKm })} ·{' '}
                      {t('group.ownPrice', { amount: formatRupees(p.PayableAmt) })}
                      {eventType !== '' && !p.EventTypes.includes(eventType)
                        ? ` · ${t('group.notFor', { type: t(`eventType.${eventType}`) })}`
                        : ''}
                    </span>
                  </span>
                </label>
                {chosen >= 0 ? (
                  <label className={`${ui.field} ${styles.rate}`}>
                    <span>{t('group.rate')}</span>
                    <input
                      inputMode="decimal"
                      maxLength={12}
                      value={rates[chosen] ?? ''}
                      onChange={(e) => setRate(chosen, e.target.value)}
                      aria-label={t('group.rateOf', { title: p.Title })}
                      aria-invalid={err(`rates.${chosen}`) ? true : undefined}
                    />
                    {saving > 0 ? (
                      <small className={ui.muted}>{t('group.save', { amount: formatRupees(saving) })}</small>
                    ) : null}
                    <FieldError message={err(`rates.${chosen}`)} />
                  </label>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <FieldError message={err('productIds') ?? err('productIds.0') ?? err('rates')} />
      {unsuited ? (
        <p className={ui.muted} role="alert">
          {t('group.noSuitable', { type: t(`eventType.${eventType}`) })}
        </p>
      ) : null}
      <div className={ui.dialogActions}>
        <span className={ui.muted}>{t('group.chosen', { n: productIds.length })}</span>
        <button type="button" className={ui.danger} onClick={onRemove}>
          {t('group.remove')}
        </button>
      </div>
    </fieldset>
  );
}

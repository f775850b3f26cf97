import { formatRupees } from '@utsav/domain/format';
import { FieldError } from '@utsav/ui/form';
import { Loading } from '@utsav/ui/page-state';
import { useCandidates, type CategoryRow } from '../../api/admin-api';
import ui from '../../components/admin-ui.module.css';
import styles from './package-builder.module.css';
import { useAppT } from '../../i18n';

/** A group as the builder edits it; `rates` holds the package rate typed for each chosen service (rupees, text). */
export interface GroupDraft {
  key: number;
  serviceId: string;
  maxItems: string;
  amount: string;
  productIds: number[];
  rates: Record<number, string>;
}

export interface GroupEditorProps {
  index: number;
  group: GroupDraft;
  categories: CategoryRow[];
  errors: Record<string, string>;
  onChange: (g: GroupDraft) => void;
  onRemove: () => void;
}

/**
 * One service group: its category, the services it offers (bookable ones of that category), each with the package
 * rate its vendor agreed to (issue 31.6: the customer pays the sum of the chosen services' rates), and its limit.
 */
export function GroupEditor({ index, group, categories, errors, onChange, onRemove }: GroupEditorProps) {
  const { t } = useAppT();
  const candidates = useCandidates(Number(group.serviceId) || 0);
  const err = (k: string) => errors[`groups.${index}.${k}`];
  // A service taken into the group starts at its own price: the operator types the rate its vendor agreed to.
  const toggle = (id: number, listPrice: number) =>
    group.productIds.includes(id)
      ? onChange({ ...group, productIds: group.productIds.filter((x) => x !== id) })
      : onChange({
          ...group,
          productIds: [...group.productIds, id],
          rates: { ...group.rates, [id]: group.rates[id] ?? String(listPrice) },
        });
  const setRate = (id: number, value: string) => onChange({ ...group, rates: { ...group.rates, [id]: value } });
  return (
    <fieldset className={styles.group} data-testid="package-group">
      <legend>{t('group.legend', { n: index + 1 })}</legend>
      <div className={ui.filters}>
        <label className={ui.field}>
          <span>{t('col.category')}</span>
          <select
            value={group.serviceId}
            onChange={(e) => onChange({ ...group, serviceId: e.target.value, productIds: [], rates: {} })}
            aria-invalid={err('serviceId') ? true : undefined}
          >
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
            inputMode="numeric"
            value={group.maxItems}
            maxLength={2}
            onChange={(e) => onChange({ ...group, maxItems: e.target.value })}
            aria-invalid={err('maxItems') ? true : undefined}
          />
        </label>
        <label className={ui.field}>
          <span>{t('group.amount')}</span>
          <input
            inputMode="decimal"
            value={group.amount}
            maxLength={12}
            onChange={(e) => onChange({ ...group, amount: e.target.value })}
            aria-invalid={err('amount') ? true : undefined}
          />
        </label>
      </div>
      <FieldError message={err('serviceId') ?? err('maxItems') ?? err('amount')} />
      {!group.serviceId ? (
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
            const at = group.productIds.indexOf(p.Id);
            const rate = Number(group.rates[p.Id]);
            const saving =
              at >= 0 && Number.isFinite(rate) && rate > 0 && rate < p.PayableAmt ? p.PayableAmt - rate : 0;
            return (
              <li key={p.Id} className={styles.choice}>
                <label className={ui.check}>
                  <input type="checkbox" checked={at >= 0} onChange={() => toggle(p.Id, p.PayableAmt)} />
                  <span>
                    {p.Title}{' '}
                    <span className={ui.muted}>
                      · {p.Vendor} · {p.City} · {t('group.ownPrice', { amount: formatRupees(p.PayableAmt) })}
                    </span>
                  </span>
                </label>
                {at >= 0 ? (
                  <label className={`${ui.field} ${styles.rate}`}>
                    <span>{t('group.rate')}</span>
                    <input
                      inputMode="decimal"
                      maxLength={12}
                      value={group.rates[p.Id] ?? ''}
                      onChange={(e) => setRate(p.Id, e.target.value)}
                      aria-label={t('group.rateOf', { title: p.Title })}
                      aria-invalid={err(`rates.${at}`) ? true : undefined}
                    />
                    {saving > 0 ? (
                      <small className={ui.muted}>{t('group.save', { amount: formatRupees(saving) })}</small>
                    ) : null}
                    <FieldError message={err(`rates.${at}`)} />
                  </label>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <FieldError message={err('productIds') ?? err('productIds.0') ?? err('rates')} />
      <div className={ui.dialogActions}>
        <span className={ui.muted}>{t('group.chosen', { n: group.productIds.length })}</span>
        <button type="button" className={ui.danger} onClick={onRemove}>
          {t('group.remove')}
        </button>
      </div>
    </fieldset>
  );
}

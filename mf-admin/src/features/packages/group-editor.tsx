import { formatRupees } from '@utsav/shared/format';
import { FieldError } from '@utsav/shared/ui/form';
import { Loading } from '@utsav/shared/ui/page-state';
import { useCandidates, type CategoryRow } from '../../api/admin-api';
import ui from '../../components/admin-ui.module.css';
import styles from './package-builder.module.css';

export interface GroupDraft { key: number; serviceId: string; maxItems: string; amount: string; productIds: number[] }

export interface GroupEditorProps {
  index: number;
  group: GroupDraft;
  categories: CategoryRow[];
  errors: Record<string, string>;
  onChange: (g: GroupDraft) => void;
  onRemove: () => void;
}

/** One service group: its category, the services it offers (bookable ones of that category) and its limit. */
export function GroupEditor({ index, group, categories, errors, onChange, onRemove }: GroupEditorProps) {
  const candidates = useCandidates(Number(group.serviceId) || 0);
  const err = (k: string) => errors[`groups.${index}.${k}`];
  const toggle = (id: number) =>
    onChange({ ...group, productIds: group.productIds.includes(id) ? group.productIds.filter((x) => x !== id) : [...group.productIds, id] });
  return (
    <fieldset className={styles.group} data-testid="package-group">
      <legend>Service group {index + 1}</legend>
      <div className={ui.filters}>
        <label className={ui.field}>
          <span>Category</span>
          <select value={group.serviceId} onChange={(e) => onChange({ ...group, serviceId: e.target.value, productIds: [] })} aria-invalid={err('serviceId') ? true : undefined}>
            <option value="">Choose a category</option>
            {categories.map((c) => <option key={c.Id} value={c.Id}>{c.Name}</option>)}
          </select>
        </label>
        <label className={ui.field}>
          <span>Customer may pick at most</span>
          <input inputMode="numeric" value={group.maxItems} maxLength={2} onChange={(e) => onChange({ ...group, maxItems: e.target.value })} aria-invalid={err('maxItems') ? true : undefined} />
        </label>
        <label className={ui.field}>
          <span>Group amount (₹)</span>
          <input inputMode="decimal" value={group.amount} maxLength={12} onChange={(e) => onChange({ ...group, amount: e.target.value })} aria-invalid={err('amount') ? true : undefined} />
        </label>
      </div>
      <FieldError message={err('serviceId') ?? err('maxItems') ?? err('amount')} />
      {!group.serviceId ? <p className={ui.muted}>Choose a category to see its services.</p> : candidates.isPending ? <Loading label="Loading services…" /> : candidates.isError ? (
        <p className={ui.muted} role="alert">Could not load the services of this category.</p>
      ) : candidates.data.length === 0 ? (
        <p className={ui.muted}>No listed, priced service of an approved vendor in this category yet.</p>
      ) : (
        <ul className={styles.choices} aria-label={`Services of group ${index + 1}`}>
          {candidates.data.map((p) => (
            <li key={p.Id}>
              <label className={ui.check}>
                <input type="checkbox" checked={group.productIds.includes(p.Id)} onChange={() => toggle(p.Id)} />
                <span>{p.Title} <span className={ui.muted}>· {p.Vendor} · {p.City} · {formatRupees(p.PayableAmt)}</span></span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldError message={err('productIds') ?? err('productIds.0')} />
      <div className={ui.dialogActions}>
        <span className={ui.muted}>{group.productIds.length} chosen</span>
        <button type="button" className={ui.danger} onClick={onRemove}>Remove group</button>
      </div>
    </fieldset>
  );
}

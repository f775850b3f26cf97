import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { packageFormSchema, MAX_PACKAGE_GROUPS } from '@utsav/domain/schemas/admin-catalog';
import { validate } from '@utsav/domain/schemas/validate';
import { formatRupees } from '@utsav/domain/format';
import { packageFromPrice } from '@utsav/domain/package-pricing';
import { toPaise } from '@utsav/domain/pricing';
import { notify } from '@utsav/shared/toast';
import { NotFound } from '@utsav/ui/not-found';
import { Loading } from '@utsav/ui/page-state';
import { FieldError, SubmitButton } from '@utsav/ui/form';
import { focusFirstError } from '@utsav/ui/focus-first-error';
import { useCategories, usePackage, useSavePackage, type PackageDetail } from '../../api/admin-api';
import { ImageField } from '../../components/image-field';
import { isNotFound } from '../../components/is-not-found';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { GroupEditor, type GroupDraft } from './group-editor';
import styles from './package-builder.module.css';
import { useAppT } from '../../i18n';

interface Draft {
  name: string;
  description: string;
  inPackage: string;
  image: string;
  advancePercent: string;
  listed: boolean;
  groups: GroupDraft[];
}

let keySeq = 0;
const newGroup = (): GroupDraft => ({
  key: ++keySeq,
  serviceId: '',
  maxItems: '1',
  amount: '',
  productIds: [],
  rates: {},
});
const EMPTY: Draft = {
  name: '',
  description: '',
  inPackage: '',
  image: '',
  advancePercent: '20',
  listed: true,
  groups: [],
};

/** The builder's draft of a saved package; services no longer bookable are left out (and counted). */
function draftOf(p: PackageDetail): { draft: Draft; dropped: number } {
  let dropped = 0;
  const groups = p.Groups.map((g) => {
    const ok = g.Products.filter((x) => x.Bookable);
    dropped += g.Products.length - ok.length;
    const rates = Object.fromEntries(ok.map((x) => [x.Id, String(x.PackageRate)]));
    return {
      key: ++keySeq,
      serviceId: String(g.ServiceId),
      maxItems: String(g.MaxItems),
      amount: String(g.Amount),
      productIds: ok.map((x) => x.Id),
      rates,
    };
  });
  return {
    draft: {
      name: p.Name,
      description: p.Description,
      inPackage: p.InPackage,
      image: p.Image,
      advancePercent: String(p.AdvancePercent),
      listed: p.Listed,
      groups,
    },
    dropped,
  };
}

/** Create or edit a package: its details and its service groups (product §2.9 and §5 package rules). */
export default function PackageBuilderPage() {
  const { t } = useAppT();
  const param = useParams().id;
  const isNew = param === 'new';
  const id = isNew ? 0 : Number(param);
  const existing = usePackage(Number.isInteger(id) ? id : 0);
  const categories = useCategories();
  const save = useSavePackage();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => ({ ...EMPTY, groups: [newGroup()] }));
  const [dropped, setDropped] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const loaded = useRef(0);
  useEffect(() => {
    if (existing.data && loaded.current !== existing.data.Id) {
      loaded.current = existing.data.Id;
      const d = draftOf(existing.data);
      setDraft(d.draft);
      setDropped(d.dropped);
    }
  }, [existing.data]);

  if (!isNew && (!Number.isInteger(id) || id < 1)) return <NotFound />;
  if (!isNew && existing.isPending) return <Loading label={t('builder.loading')} />;
  if (!isNew && existing.isError)
    return isNotFound(existing.error) ? (
      <NotFound />
    ) : (
      <p className={page.error} role="alert">
        {errorMessage(existing.error, t('builder.loadFailed'))}
      </p>
    );
  if (categories.isPending) return <Loading label={t('builder.loadingCategories')} />;

  const set = <K extends keyof Draft>(k: K, value: Draft[K]) => setDraft((d) => ({ ...d, [k]: value }));
  const setGroup = (i: number, g: GroupDraft) =>
    setDraft((d) => ({ ...d, groups: d.groups.map((x, j) => (j === i ? g : x)) }));

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const input = {
      ...draft,
      groups: draft.groups.map(({ serviceId, maxItems, amount, productIds, rates }) => ({
        serviceId,
        maxItems,
        amount,
        productIds,
        rates: productIds.map((id) => rates[id] ?? ''),
      })),
    };
    const checked = validate(packageFormSchema, input);
    if (!checked.ok) {
      setErrors(checked.errors as Record<string, string>);
      return focusFirstError(form);
    }
    setErrors({});
    try {
      const r = await save.mutateAsync({ id: isNew ? undefined : id, form: checked.data });
      notify.success(r.message);
      if (isNew) navigate(`/admin/packages/${r.payload.Id}`, { replace: true });
    } catch (failure) {
      setErrors({ _: errorMessage(failure, t('builder.saveFailed')) });
    }
  }

  const title = isNew ? t('packages.new') : draft.name || t('col.package');
  // The "from" price as the storefront will show it: each group's lowest package rate (issue 31.6).
  const fromPrice =
    packageFromPrice(
      draft.groups.map((g) =>
        g.productIds.map((id) => toPaise(Number(g.rates[id]))).filter((x) => Number.isFinite(x) && x > 0),
      ),
    ) / 100;
  const cats = categories.data ?? [];
  return (
    <>
      <Link to="/admin/packages" className={page.back}>
        ← {t('nav.packages')}
      </Link>
      <div className={page.head}>
        <h1>{title}</h1>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('col.package')}>
        <section className={page.panel}>
          <h2>{t('builder.details')}</h2>
          <div className={styles.grid}>
            <label className={ui.field}>
              <span>{t('builder.name')}</span>
              <input
                value={draft.name}
                maxLength={80}
                onChange={(e) => set('name', e.target.value)}
                aria-invalid={errors.name ? true : undefined}
              />
            </label>
            <label className={ui.field}>
              <span>{t('builder.advance')}</span>
              <input
                inputMode="numeric"
                value={draft.advancePercent}
                maxLength={3}
                onChange={(e) => set('advancePercent', e.target.value)}
                aria-invalid={errors.advancePercent ? true : undefined}
              />
            </label>
          </div>
          <FieldError message={errors.name ?? errors.advancePercent} />
          <label className={ui.field}>
            <span>{t('builder.description')}</span>
            <textarea
              rows={3}
              value={draft.description}
              maxLength={1000}
              onChange={(e) => set('description', e.target.value)}
              aria-invalid={errors.description ? true : undefined}
            />
          </label>
          <FieldError message={errors.description} />
          <label className={ui.field}>
            <span>{t('builder.inPackage')}</span>
            <input value={draft.inPackage} maxLength={300} onChange={(e) => set('inPackage', e.target.value)} />
          </label>
          <ImageField
            label={t('builder.image')}
            folder="packageimage"
            value={draft.image}
            onChange={(name) => set('image', name)}
            error={errors.image}
          />
          <label className={ui.check}>
            <input type="checkbox" checked={draft.listed} onChange={(e) => set('listed', e.target.checked)} />{' '}
            {t('builder.listed')}
          </label>
        </section>
        <section className={page.panel} aria-labelledby="groups">
          <h2 id="groups">{t('builder.groups')}</h2>
          <p className={ui.muted}>{t('builder.groupsHelp')}</p>
          <p className={styles.from} data-testid="package-from-price">
            {fromPrice > 0 ? (
              <>
                {t('builder.fromBefore')} <strong>{formatRupees(fromPrice)}</strong> {t('builder.fromAfter')}
              </>
            ) : (
              t('builder.noPrice')
            )}
          </p>
          {dropped > 0 ? (
            <p className={ui.muted} role="status">
              {t('builder.dropped', { n: dropped })}
            </p>
          ) : null}
          {draft.groups.map((g, i) => (
            <GroupEditor
              key={g.key}
              index={i}
              group={g}
              categories={cats}
              errors={errors}
              onChange={(x) => setGroup(i, x)}
              onRemove={() =>
                set(
                  'groups',
                  draft.groups.filter((_, j) => j !== i),
                )
              }
            />
          ))}
          <FieldError message={errors.groups} />
          <button
            type="button"
            className={ui.ghost}
            onClick={() => set('groups', [...draft.groups, newGroup()])}
            disabled={draft.groups.length >= MAX_PACKAGE_GROUPS}
          >
            {t('builder.addGroup')}
          </button>
        </section>
        <FieldError message={errors._} />
        <div className={styles.bar}>
          <Link to="/admin/packages" className={ui.ghost}>
            {t('common.cancel')}
          </Link>
          <SubmitButton loading={save.isPending}>{isNew ? t('builder.create') : t('builder.save')}</SubmitButton>
        </div>
      </form>
    </>
  );
}

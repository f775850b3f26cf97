import { useEffect, useRef, useState } from 'react';
import { useController, useFieldArray } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import {
  packageFormSchema,
  MAX_PACKAGE_GROUPS,
  type PackageForm,
  type PackageFormInput,
} from '@utsav/domain/schemas/admin-catalog';
import { formatRupees } from '@utsav/domain/format';
import { packageFromPrice } from '@utsav/domain/package-pricing';
import { toPaise } from '@utsav/domain/pricing';
import { notify } from '@utsav/shared/toast';
import { NotFound } from '@utsav/ui/not-found';
import { Loading } from '@utsav/ui/page-state';
import { FieldError, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { useCategories, usePackage, useSavePackage, type PackageDetail } from '../../api/admin-api';
import { ImageField } from '../../components/image-field';
import { isNotFound } from '../../components/is-not-found';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { errorAt, GroupEditor, newGroup, type GroupDraft } from './group-editor';
import { EVENT_TYPES } from '@utsav/domain/schemas/event-types';
import styles from './package-builder.module.css';
import { useAppT } from '../../i18n';

/** The builder's form: the package schema's input, each group's rates in the order of its chosen services. */
interface Draft {
  name: string;
  description: string;
  inPackage: string;
  image: string;
  advancePercent: string;
  eventType: string;
  listed: boolean;
  groups: GroupDraft[];
}

const empty = (): Draft => ({
  name: '',
  description: '',
  inPackage: '',
  image: '',
  advancePercent: '20',
  eventType: '',
  listed: true,
  groups: [newGroup()],
});

/** The builder's draft of a saved package; services no longer bookable are left out (and counted). */
function draftOf(p: PackageDetail): { draft: Draft; dropped: number } {
  let dropped = 0;
  const groups = p.Groups.map((g) => {
    const ok = g.Products.filter((x) => x.Bookable);
    dropped += g.Products.length - ok.length;
    return {
      serviceId: String(g.ServiceId),
      maxItems: String(g.MaxItems),
      amount: String(g.Amount),
      productIds: ok.map((x) => x.Id),
      rates: ok.map((x) => String(x.PackageRate)),
    };
  });
  return {
    draft: {
      name: p.Name,
      description: p.Description,
      inPackage: p.InPackage,
      image: p.Image,
      advancePercent: String(p.AdvancePercent),
      eventType: p.EventType,
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
  const form = useSchemaForm(packageFormSchema, empty());
  const { reset } = form;
  const groups = useFieldArray({ control: form.control, name: 'groups' });
  const { field: imageField } = useController({ control: form.control, name: 'image' });
  const [dropped, setDropped] = useState(0);
  const loaded = useRef(0);
  useEffect(() => {
    if (existing.data && loaded.current !== existing.data.Id) {
      loaded.current = existing.data.Id;
      const d = draftOf(existing.data);
      reset(d.draft);
      setDropped(d.dropped);
    }
  }, [existing.data, reset]);
  // Registered outside JSX (the i18n lint rule reads string literals in JSX attributes as texts).
  const nameInput = form.register('name');
  const advanceInput = form.register('advancePercent');
  const descriptionInput = form.register('description');
  const inPackageInput = form.register('inPackage');
  const listedInput = form.register('listed');
  const eventTypeInput = form.register('eventType');
  const name = String(form.watch('name') ?? '');
  const drafts = (form.watch('groups') ?? []) as PackageFormInput['groups'];
  const errors = form.formState.errors;

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

  async function submit(data: PackageForm) {
    try {
      const r = await save.mutateAsync({ id: isNew ? undefined : id, form: data });
      notify.success(r.message);
      if (isNew) navigate(`/admin/packages/${r.payload.Id}`, { replace: true });
    } catch (failure) {
      form.setServerError(errorMessage(failure, t('builder.saveFailed')));
    }
  }

  const title = isNew ? t('packages.new') : name || t('col.package');
  // The "from" price as the storefront will show it: each group's lowest package rate.
  const fromPrice =
    packageFromPrice(
      drafts.map((g) =>
        g.productIds.map((_, at) => toPaise(Number(g.rates?.[at]))).filter((x) => Number.isFinite(x) && x > 0),
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
      <SchemaForm form={form} onValid={submit} className={styles.form} aria-label={t('col.package')}>
        <section className={page.panel}>
          <h2>{t('builder.details')}</h2>
          <div className={styles.grid}>
            <label className={ui.field}>
              <span>{t('builder.name')}</span>
              <input {...nameInput} maxLength={80} aria-invalid={errors.name ? true : undefined} />
            </label>
            <label className={ui.field}>
              <span>{t('builder.advance')}</span>
              <input
                {...advanceInput}
                inputMode="numeric"
                maxLength={3}
                aria-invalid={errors.advancePercent ? true : undefined}
              />
            </label>
          </div>
          <label className={ui.field}>
            <span>{t('builder.eventType')}</span>
            <select {...eventTypeInput} aria-invalid={errors.eventType ? true : undefined}>
              <option value="">{t('builder.chooseEventType')}</option>
              {EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`eventType.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <FieldError message={errors.name?.message ?? errors.advancePercent?.message ?? errors.eventType?.message} />
          <label className={ui.field}>
            <span>{t('builder.description')}</span>
            <textarea
              {...descriptionInput}
              rows={3}
              maxLength={1000}
              aria-invalid={errors.description ? true : undefined}
            />
          </label>
          <FieldError message={errors.description?.message} />
          <label className={ui.field}>
            <span>{t('builder.inPackage')}</span>
            <input {...inPackageInput} maxLength={300} />
          </label>
          <ImageField
            label={t('builder.image')}
            folder="packageimage"
            value={String(imageField.value ?? '')}
            onChange={imageField.onChange}
            error={errors.image?.message}
          />
          <label className={ui.check}>
            <input type="checkbox" {...listedInput} /> {t('builder.listed')}
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
          {groups.fields.map((g, i) => (
            <GroupEditor key={g.id} form={form} index={i} categories={cats} onRemove={() => groups.remove(i)} />
          ))}
          <FieldError message={errorAt(errors, 'groups')} />
          <button
            type="button"
            className={ui.ghost}
            onClick={() => groups.append(newGroup())}
            disabled={groups.fields.length >= MAX_PACKAGE_GROUPS}
          >
            {t('builder.addGroup')}
          </button>
        </section>
        <FieldError message={errors.root?.server?.message} />
        <div className={styles.bar}>
          <Link to="/admin/packages" className={ui.ghost}>
            {t('common.cancel')}
          </Link>
          <SubmitButton loading={save.isPending}>{isNew ? t('builder.create') : t('builder.save')}</SubmitButton>
        </div>
      </SchemaForm>
    </>
  );
}

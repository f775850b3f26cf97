import { useRef, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { errorMessage } from '@utsav/shared/api-client';
import { sliderFormSchema, type SliderForm } from '@utsav/domain/schemas/admin-catalog';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/ui/modal';
import { FieldError, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { useSaveSlider, type CategoryRow, type SliderRow } from '../../api/admin-api';
import { ImageField } from '../../components/image-field';
import ui from '../../components/admin-ui.module.css';
import { useAppT } from '../../i18n';

type Kind = 'slider' | 'offer';
type KindField = 'serviceId' | 'title' | 'titleHi' | 'link';
/** The fields only one kind shows: a home slider links a category, an offer banner has a title and a link. */
const KIND_FIELDS: Record<Kind, KindField[]> = { slider: ['serviceId'], offer: ['title', 'titleHi', 'link'] };
const otherKind = (kind: Kind): Kind => (kind === 'slider' ? 'offer' : 'slider');

/** Add or change a home slider: its image, the category it links to, its place and the dates it runs. */
export function SliderDialog({
  slider,
  categories,
  nextOrder,
  onClose,
}: {
  slider: SliderRow | null;
  categories: CategoryRow[];
  nextOrder: number;
  onClose: () => void;
}) {
  const { t } = useAppT();
  const form = useSchemaForm(sliderFormSchema, {
    kind: slider?.Kind ?? 'slider',
    image: slider?.Image ?? '',
    serviceId: String(slider?.ServiceId ?? ''),
    title: slider?.Title ?? '',
    titleHi: slider?.TitleHi ?? '',
    link: slider?.Link ?? '/services/all/offer',
    sortOrder: String(slider?.SortOrder ?? nextOrder),
    activeFrom: slider?.ActiveFrom ?? '',
    activeTo: slider?.ActiveTo ?? '',
  });
  const { getValues, setValue } = form;
  const kind = (form.watch('kind') as Kind | undefined) ?? 'slider';
  const { field: imageField } = useController({ control: form.control, name: 'image' });
  const errors = form.formState.errors;
  const save = useSaveSlider();
  /**
   * What the person typed in the other kind's fields: a submit sends (and checks) only the chosen kind's, as
   * blanks, and switching back to that kind brings the typed values back.
   */
  const stash = useRef<Partial<Record<KindField, string>>>({});

  /** Blanks the other kind's fields before the schema checks the form, keeping what was typed in them. */
  function blankOtherKind() {
    for (const name of KIND_FIELDS[otherKind(getValues('kind') as Kind)]) {
      const value = String(getValues(name) ?? '');
      if (value !== '') stash.current[name] = value;
      setValue(name, '');
    }
    return true;
  }

  const kindInput = form.register('kind', {
    onChange: (e: ChangeEvent<HTMLSelectElement>) => {
      for (const name of KIND_FIELDS[e.target.value as Kind]) {
        const kept = stash.current[name];
        if (kept !== undefined && getValues(name) === '') setValue(name, kept);
        delete stash.current[name];
      }
    },
  });
  // Registered outside JSX (the i18n lint rule reads string literals in JSX attributes as texts).
  const serviceIdInput = form.register('serviceId');
  const titleInput = form.register('title');
  const titleHiInput = form.register('titleHi');
  const linkInput = form.register('link');
  const sortOrderInput = form.register('sortOrder');
  const activeFromInput = form.register('activeFrom');
  const activeToInput = form.register('activeTo');

  async function submit(data: SliderForm) {
    try {
      const r = await save.mutateAsync({ id: slider?.Id, ...data });
      notify.success(r.message);
      onClose();
    } catch (failure) {
      form.setServerError(errorMessage(failure, t('slider.saveFailed')));
    }
  }
  return (
    <Modal
      open
      title={slider ? (slider.Kind === 'offer' ? t('slider.editOffer') : t('slider.edit')) : t('slider.new')}
      onClose={onClose}
    >
      <SchemaForm form={form} onValid={submit} beforeValidate={blankOtherKind} className={ui.dialogForm}>
        <label className={ui.field}>
          <span>{t('catalogue.kind')}</span>
          <select {...kindInput}>
            <option value="slider">{t('slider.kindSlider')}</option>
            <option value="offer">{t('slider.kindOffer')}</option>
          </select>
        </label>
        <ImageField
          label={kind === 'offer' ? t('slider.imageOffer') : t('slider.imageSlider')}
          folder="slider"
          value={String(imageField.value ?? '')}
          onChange={imageField.onChange}
          error={errors.image?.message}
        />
        {kind === 'slider' ? (
          <>
            <label className={ui.field}>
              <span>{t('slider.category')}</span>
              <select {...serviceIdInput} aria-invalid={errors.serviceId ? true : undefined}>
                <option value="">{t('slider.chooseCategory')}</option>
                {categories.map((c) => (
                  <option key={c.Id} value={c.Id}>
                    {c.Name}
                    {c.Hidden ? ` (${t('slider.hidden')})` : ''}
                  </option>
                ))}
              </select>
            </label>
            <FieldError message={errors.serviceId?.message} />
          </>
        ) : (
          <>
            <label className={ui.field}>
              <span>{t('slider.title')}</span>
              <input {...titleInput} maxLength={80} aria-invalid={errors.title ? true : undefined} />
            </label>
            <FieldError message={errors.title?.message} />
            {/* the operator's own Hindi (never machine-translated); a Hindi page shows it, else the title above. */}
            <label className={ui.field}>
              <span>{t('slider.titleHi')}</span>
              <input
                {...titleHiInput}
                maxLength={80}
                lang="hi"
                placeholder={t('slider.titleHiExample')}
                aria-invalid={errors.titleHi ? true : undefined}
                aria-describedby="offer-title-hi-hint"
              />
            </label>
            <p id="offer-title-hi-hint" className={ui.muted}>
              {t('slider.titleHiHint')}
            </p>
            <FieldError message={errors.titleHi?.message} />
            <label className={ui.field}>
              <span>{t('slider.link')}</span>
              <input {...linkInput} maxLength={120} aria-invalid={errors.link ? true : undefined} />
            </label>
            <FieldError message={errors.link?.message} />
          </>
        )}
        <label className={ui.field}>
          <span>{t('catalogue.orderHint')}</span>
          <input {...sortOrderInput} inputMode="numeric" maxLength={4} />
        </label>
        <FieldError message={errors.sortOrder?.message} />
        <div className={ui.filters}>
          <label className={ui.field}>
            <span>{t('slider.activeFrom')}</span>
            <input type="date" {...activeFromInput} />
          </label>
          <label className={ui.field}>
            <span>{t('slider.activeTo')}</span>
            <input type="date" {...activeToInput} aria-invalid={errors.activeTo ? true : undefined} />
          </label>
        </div>
        <FieldError message={errors.activeFrom?.message ?? errors.activeTo?.message} />
        <FieldError message={errors.root?.server?.message} />
        <div className={ui.dialogActions}>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton loading={save.isPending}>{t('slider.save')}</SubmitButton>
        </div>
      </SchemaForm>
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { sliderFormSchema } from '@utsav/shared/schemas/admin-catalog';
import { validate } from '@utsav/shared/schemas/validate';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/shared/ui/modal';
import { FieldError, SubmitButton } from '@utsav/shared/ui/form';
import { focusFirstError } from '@utsav/shared/ui/focus-first-error';
import { useSaveSlider, type CategoryRow, type SliderRow } from '../../api/admin-api';
import { ImageField } from '../../components/image-field';
import ui from '../../components/admin-ui.module.css';
import { useAppT } from '../../i18n';

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
  const [kind, setKind] = useState<'slider' | 'offer'>(slider?.Kind ?? 'slider');
  const [image, setImage] = useState(slider?.Image ?? '');
  const [serviceId, setServiceId] = useState(String(slider?.ServiceId ?? ''));
  const [title, setTitle] = useState(slider?.Title ?? '');
  const [titleHi, setTitleHi] = useState(slider?.TitleHi ?? '');
  const [link, setLink] = useState(slider?.Link ?? '/services/all/offer');
  const [sortOrder, setSortOrder] = useState(String(slider?.SortOrder ?? nextOrder));
  const [activeFrom, setActiveFrom] = useState(slider?.ActiveFrom ?? '');
  const [activeTo, setActiveTo] = useState(slider?.ActiveTo ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSlider();
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const checked = validate(sliderFormSchema, {
      kind,
      image,
      serviceId: kind === 'slider' ? serviceId : '',
      title: kind === 'offer' ? title : '',
      titleHi: kind === 'offer' ? titleHi : '',
      link: kind === 'offer' ? link : '',
      sortOrder,
      activeFrom,
      activeTo,
    });
    if (!checked.ok) {
      setErrors(checked.errors as Record<string, string>);
      return focusFirstError(form);
    }
    setErrors({});
    try {
      const r = await save.mutateAsync({ id: slider?.Id, ...checked.data });
      notify.success(r.message);
      onClose();
    } catch (failure) {
      setErrors({ _: errorMessage(failure, t('slider.saveFailed')) });
    }
  }
  return (
    <Modal
      open
      title={slider ? (slider.Kind === 'offer' ? t('slider.editOffer') : t('slider.edit')) : t('slider.new')}
      onClose={onClose}
    >
      <form className={ui.dialogForm} onSubmit={submit} noValidate>
        <label className={ui.field}>
          <span>{t('catalogue.kind')}</span>
          <select value={kind} onChange={(e) => setKind(e.target.value as 'slider' | 'offer')}>
            <option value="slider">{t('slider.kindSlider')}</option>
            <option value="offer">{t('slider.kindOffer')}</option>
          </select>
        </label>
        <ImageField
          label={kind === 'offer' ? t('slider.imageOffer') : t('slider.imageSlider')}
          folder="slider"
          value={image}
          onChange={setImage}
          error={errors.image}
        />
        {kind === 'slider' ? (
          <>
            <label className={ui.field}>
              <span>{t('slider.category')}</span>
              <select
                value={serviceId}
                onChange={(e) => setServiceId(e.target.value)}
                aria-invalid={errors.serviceId ? true : undefined}
              >
                <option value="">{t('slider.chooseCategory')}</option>
                {categories.map((c) => (
                  <option key={c.Id} value={c.Id}>
                    {c.Name}
                    {c.Hidden ? ` (${t('slider.hidden')})` : ''}
                  </option>
                ))}
              </select>
            </label>
            <FieldError message={errors.serviceId} />
          </>
        ) : (
          <>
            <label className={ui.field}>
              <span>{t('slider.title')}</span>
              <input
                value={title}
                maxLength={80}
                onChange={(e) => setTitle(e.target.value)}
                aria-invalid={errors.title ? true : undefined}
              />
            </label>
            <FieldError message={errors.title} />
            {/* Issue 37.5: the operator's own Hindi (never machine-translated); a Hindi page shows it, else the title above. */}
            <label className={ui.field}>
              <span>{t('slider.titleHi')}</span>
              <input
                value={titleHi}
                maxLength={80}
                lang="hi"
                placeholder={t('slider.titleHiExample')}
                onChange={(e) => setTitleHi(e.target.value)}
                aria-invalid={errors.titleHi ? true : undefined}
                aria-describedby="offer-title-hi-hint"
              />
            </label>
            <p id="offer-title-hi-hint" className={ui.muted}>
              {t('slider.titleHiHint')}
            </p>
            <FieldError message={errors.titleHi} />
            <label className={ui.field}>
              <span>{t('slider.link')}</span>
              <input
                value={link}
                maxLength={120}
                onChange={(e) => setLink(e.target.value)}
                aria-invalid={errors.link ? true : undefined}
              />
            </label>
            <FieldError message={errors.link} />
          </>
        )}
        <label className={ui.field}>
          <span>{t('catalogue.orderHint')}</span>
          <input inputMode="numeric" value={sortOrder} maxLength={4} onChange={(e) => setSortOrder(e.target.value)} />
        </label>
        <FieldError message={errors.sortOrder} />
        <div className={ui.filters}>
          <label className={ui.field}>
            <span>{t('slider.activeFrom')}</span>
            <input type="date" value={activeFrom} onChange={(e) => setActiveFrom(e.target.value)} />
          </label>
          <label className={ui.field}>
            <span>{t('slider.activeTo')}</span>
            <input
              type="date"
              value={activeTo}
              onChange={(e) => setActiveTo(e.target.value)}
              aria-invalid={errors.activeTo ? true : undefined}
            />
          </label>
        </div>
        <FieldError message={errors.activeFrom ?? errors.activeTo} />
        <FieldError message={errors._} />
        <div className={ui.dialogActions}>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton loading={save.isPending}>{t('slider.save')}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

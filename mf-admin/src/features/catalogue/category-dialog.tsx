import { useState, type FormEvent } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { categoryFormSchema } from '@utsav/shared/schemas/admin-catalog';
import { validate } from '@utsav/shared/schemas/validate';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/shared/ui/modal';
import { FieldError, SubmitButton } from '@utsav/shared/ui/form';
import { focusFirstError } from '@utsav/shared/ui/focus-first-error';
import { useSaveCategory, type CategoryRow } from '../../api/admin-api';
import { ImageField } from '../../components/image-field';
import ui from '../../components/admin-ui.module.css';
import { useAppT } from '../../i18n';

/** Create a category or rename, re-image, reorder and hide one; its Hindi name is optional (issue 37.5). */
export function CategoryDialog({
  category,
  nextOrder,
  onClose,
}: {
  category: CategoryRow | null;
  nextOrder: number;
  onClose: () => void;
}) {
  const { t } = useAppT();
  const [name, setName] = useState(category?.Name ?? '');
  const [nameHi, setNameHi] = useState(category?.NameHi ?? '');
  const [image, setImage] = useState(category?.Image ?? '');
  const [sortOrder, setSortOrder] = useState(String(category?.SortOrder ?? nextOrder));
  const [hidden, setHidden] = useState(category?.Hidden ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCategory();
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const checked = validate(categoryFormSchema, { name, nameHi, image, sortOrder, hidden });
    if (!checked.ok) {
      setErrors(checked.errors as Record<string, string>);
      return focusFirstError(form);
    }
    setErrors({});
    try {
      const r = await save.mutateAsync({ id: category?.Id, ...checked.data });
      notify.success(r.message);
      onClose();
    } catch (failure) {
      setErrors({ _: errorMessage(failure, t('category.saveFailed')) });
    }
  }
  return (
    <Modal
      open
      title={category ? t('catalogue.editCategory', { name: category.Name }) : t('category.new')}
      onClose={onClose}
    >
      <form className={ui.dialogForm} onSubmit={submit} noValidate>
        <label className={ui.field}>
          <span>{t('category.name')}</span>
          <input
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={errors.name ? true : undefined}
          />
        </label>
        <FieldError message={errors.name} />
        {/* Issue 37.5: the operator's own Hindi (never machine-translated); a Hindi page shows it, else the name above. */}
        <label className={ui.field}>
          <span>{t('category.nameHi')}</span>
          <input
            value={nameHi}
            maxLength={60}
            lang="hi"
            placeholder={t('category.nameHiExample')}
            onChange={(e) => setNameHi(e.target.value)}
            aria-invalid={errors.nameHi ? true : undefined}
            aria-describedby="category-name-hi-hint"
          />
        </label>
        <p id="category-name-hi-hint" className={ui.muted}>
          {t('category.nameHiHint')}
        </p>
        <FieldError message={errors.nameHi} />
        <ImageField
          label={t('category.image')}
          folder="serviceimage"
          value={image}
          onChange={setImage}
          error={errors.image}
        />
        <label className={ui.field}>
          <span>{t('catalogue.orderHint')}</span>
          <input
            inputMode="numeric"
            value={sortOrder}
            maxLength={4}
            onChange={(e) => setSortOrder(e.target.value)}
            aria-invalid={errors.sortOrder ? true : undefined}
          />
        </label>
        <FieldError message={errors.sortOrder} />
        <label className={ui.check}>
          <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />{' '}
          {t('category.hidden')}
        </label>
        <FieldError message={errors._} />
        <div className={ui.dialogActions}>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton loading={save.isPending}>{t('category.save')}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

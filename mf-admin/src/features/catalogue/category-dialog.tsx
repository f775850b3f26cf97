import { useController } from 'react-hook-form';
import { errorMessage } from '@utsav/shared/api-client';
import { categoryFormSchema, type CategoryForm } from '@utsav/domain/schemas/admin-catalog';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/ui/modal';
import { FieldError, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { useSaveCategory, type CategoryRow } from '../../api/admin-api';
import { ImageField } from '../../components/image-field';
import ui from '../../components/admin-ui.module.css';
import { useAppT } from '../../i18n';

/** Create a category or rename, re-image, reorder and hide one; its Hindi name is optional. */
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
  const form = useSchemaForm(categoryFormSchema, {
    name: category?.Name ?? '',
    nameHi: category?.NameHi ?? '',
    image: category?.Image ?? '',
    sortOrder: String(category?.SortOrder ?? nextOrder),
    hidden: category?.Hidden ?? false,
  });
  const { field: imageField } = useController({ control: form.control, name: 'image' });
  const errors = form.formState.errors;
  const save = useSaveCategory();
  // Registered outside JSX (the i18n lint rule reads string literals in JSX attributes as texts).
  const nameInput = form.register('name');
  const nameHiInput = form.register('nameHi');
  const sortOrderInput = form.register('sortOrder');
  const hiddenInput = form.register('hidden');

  async function submit(data: CategoryForm) {
    try {
      const r = await save.mutateAsync({ id: category?.Id, ...data });
      notify.success(r.message);
      onClose();
    } catch (failure) {
      form.setServerError(errorMessage(failure, t('category.saveFailed')));
    }
  }
  return (
    <Modal
      open
      title={category ? t('catalogue.editCategory', { name: category.Name }) : t('category.new')}
      onClose={onClose}
    >
      <SchemaForm form={form} onValid={submit} className={ui.dialogForm}>
        <label className={ui.field}>
          <span>{t('category.name')}</span>
          <input {...nameInput} maxLength={60} aria-invalid={errors.name ? true : undefined} />
        </label>
        <FieldError message={errors.name?.message} />
        {/* the operator's own Hindi (never machine-translated); a Hindi page shows it, else the name above. */}
        <label className={ui.field}>
          <span>{t('category.nameHi')}</span>
          <input
            {...nameHiInput}
            maxLength={60}
            lang="hi"
            placeholder={t('category.nameHiExample')}
            aria-invalid={errors.nameHi ? true : undefined}
            aria-describedby="category-name-hi-hint"
          />
        </label>
        <p id="category-name-hi-hint" className={ui.muted}>
          {t('category.nameHiHint')}
        </p>
        <FieldError message={errors.nameHi?.message} />
        <ImageField
          label={t('category.image')}
          folder="serviceimage"
          value={String(imageField.value ?? '')}
          onChange={imageField.onChange}
          error={errors.image?.message}
        />
        <label className={ui.field}>
          <span>{t('catalogue.orderHint')}</span>
          <input
            {...sortOrderInput}
            inputMode="numeric"
            maxLength={4}
            aria-invalid={errors.sortOrder ? true : undefined}
          />
        </label>
        <FieldError message={errors.sortOrder?.message} />
        <label className={ui.check}>
          <input type="checkbox" {...hiddenInput} /> {t('category.hidden')}
        </label>
        <FieldError message={errors.root?.server?.message} />
        <div className={ui.dialogActions}>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton loading={save.isPending}>{t('category.save')}</SubmitButton>
        </div>
      </SchemaForm>
    </Modal>
  );
}

import { errorMessage } from '@utsav/shared/api-client';
import { searchSynonymSchema, type SearchSynonymForm } from '@utsav/domain/schemas/search-synonym';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/ui/modal';
import { FieldError, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { useSaveSynonym, type SynonymRow } from './search-api';
import ui from '../../components/admin-ui.module.css';
import { useAppT } from '../../i18n';

/** Add a synonym or change one: what customers type, and the catalogue words it means (the domain's schema). */
export function SynonymDialog({ synonym, onClose }: { synonym: SynonymRow | null; onClose: () => void }) {
  const { t } = useAppT();
  const form = useSchemaForm(searchSynonymSchema, { term: synonym?.Term ?? '', meaning: synonym?.Meaning ?? '' });
  const errors = form.formState.errors;
  const save = useSaveSynonym();
  const termInput = form.register('term');
  const meaningInput = form.register('meaning');

  async function submit(data: SearchSynonymForm) {
    try {
      notify.success(await save.mutateAsync({ id: synonym?.Id, ...data }));
      onClose();
    } catch (failure) {
      form.setServerError(errorMessage(failure, t('searchAdmin.saveFailed')));
    }
  }
  return (
    <Modal
      open
      title={synonym ? t('searchAdmin.edit', { term: synonym.Term }) : t('searchAdmin.add')}
      onClose={onClose}
    >
      <SchemaForm form={form} onValid={submit} className={ui.dialogForm}>
        <label className={ui.field}>
          <span>{t('searchAdmin.term')}</span>
          <input {...termInput} maxLength={40} aria-invalid={errors.term ? true : undefined} />
        </label>
        <FieldError message={errors.term?.message} />
        <label className={ui.field}>
          <span>{t('searchAdmin.meaning')}</span>
          <input
            {...meaningInput}
            maxLength={60}
            aria-invalid={errors.meaning ? true : undefined}
            aria-describedby="synonym-meaning-hint"
          />
        </label>
        <p id="synonym-meaning-hint" className={ui.muted}>
          {t('searchAdmin.meaningHint')}
        </p>
        <FieldError message={errors.meaning?.message} />
        <FieldError message={errors.root?.server?.message} />
        <div className={ui.dialogActions}>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton loading={save.isPending}>{t('searchAdmin.save')}</SubmitButton>
        </div>
      </SchemaForm>
    </Modal>
  );
}

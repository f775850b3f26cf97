import { useState } from 'react';
import { TableWrap } from '../../components/table-wrap';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate } from '@utsav/domain/format';
import { notify } from '@utsav/shared/toast';
import { Loading } from '@utsav/ui/page-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';
import { useDeleteSynonym, useSearchQueries, useSynonyms, type QueryStat, type SynonymRow } from './search-api';
import { SynonymDialog } from './synonym-dialog';

/**
 * The operator's search page (docs/search.md "Operator"): what customers searched this week — the most asked
 * queries and those that found nothing — and the synonyms and spellings the search engine reads them with.
 */
export default function SearchPage() {
  const { t } = useAppT();
  const queries = useSearchQueries();
  const synonyms = useSynonyms();
  const remove = useDeleteSynonym();
  const [editing, setEditing] = useState<SynonymRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<SynonymRow | null>(null);
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('nav.search')}</h1>
          <p className={page.sub}>{t('searchAdmin.sub')}</p>
        </div>
      </div>
      {queries.isPending ? (
        <Loading label={t('searchAdmin.loading')} />
      ) : queries.isError ? (
        <p className={page.error} role="alert">
          {errorMessage(queries.error, t('searchAdmin.loadFailed'))}
        </p>
      ) : (
        <>
          <QueryTable title={t('searchAdmin.zero', { days: queries.data.Days })} rows={queries.data.ZeroResults} />
          <QueryTable title={t('searchAdmin.top', { days: queries.data.Days })} rows={queries.data.Top} />
        </>
      )}
      <div className={page.head}>
        <h2>{t('searchAdmin.synonyms')}</h2>
        <button type="button" className={ui.primary} onClick={() => setEditing('new')}>
          {t('searchAdmin.add')}
        </button>
      </div>
      {synonyms.isPending ? (
        <Loading label={t('searchAdmin.loading')} />
      ) : synonyms.isError ? (
        <p className={page.error} role="alert">
          {errorMessage(synonyms.error, t('searchAdmin.loadFailed'))}
        </p>
      ) : (
        <TableWrap label={t('searchAdmin.synonyms')}>
          <table className={ui.table} aria-label={t('searchAdmin.synonyms')}>
            <thead>
              <tr>
                <th>{t('searchAdmin.term')}</th>
                <th>{t('searchAdmin.meaning')}</th>
                <th>{t('searchAdmin.changed')}</th>
                <th>{t('searchAdmin.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {synonyms.data.map((s) => (
                <tr key={s.Id} data-testid="synonym-row">
                  <td data-label={t('searchAdmin.term')}>{s.Term}</td>
                  <td data-label={t('searchAdmin.meaning')}>{s.Meaning}</td>
                  <td data-label={t('searchAdmin.changed')}>{formatDate(s.UpdatedAt)}</td>
                  <td data-label={t('searchAdmin.actions')}>
                    <button type="button" className={ui.ghost} onClick={() => setEditing(s)}>
                      {t('searchAdmin.change')}
                    </button>{' '}
                    <button type="button" className={ui.ghost} onClick={() => setRemoving(s)}>
                      {t('searchAdmin.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {editing ? <SynonymDialog synonym={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('searchAdmin.remove')}
        confirmLabel={t('searchAdmin.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing) notify.success(await remove.mutateAsync(removing.Id));
        }}
      >
        {t('searchAdmin.removeQuestion', { term: removing?.Term ?? '', meaning: removing?.Meaning ?? '' })}
      </ConfirmDialog>
    </>
  );
}

function QueryTable({ title, rows }: { title: string; rows: QueryStat[] }) {
  const { t } = useAppT();
  return (
    <section>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className={ui.empty}>{t('searchAdmin.noQueries')}</p>
      ) : (
        <TableWrap label={title}>
          <table className={ui.table} aria-label={title}>
            <thead>
              <tr>
                <th>{t('searchAdmin.query')}</th>
                <th>{t('searchAdmin.searches')}</th>
                <th>{t('searchAdmin.results')}</th>
                <th>{t('searchAdmin.last')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.Query}>
                  <td data-label={t('searchAdmin.query')}>{r.Query}</td>
                  <td data-label={t('searchAdmin.searches')}>{r.Searches}</td>
                  <td data-label={t('searchAdmin.results')}>{r.Results}</td>
                  <td data-label={t('searchAdmin.last')}>{formatDate(r.Last)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}

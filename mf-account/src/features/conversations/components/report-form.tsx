import { useState, type FormEvent } from 'react';
import { errorBody, messageOf } from '@utsav/shared/api-client';
import panel from '../../../lib/panel.module.css';
import { useAppT } from '../../../i18n';
import { useReportConversation } from '../api/conversations';
import css from './conversations.module.css';

/** Report the conversation to Utsav (the operator sees it), and optionally block the vendor from writing. */
export function ReportForm({ conversationId }: { conversationId: number }) {
  const { t } = useAppT();
  const report = useReportConversation(conversationId);
  const [reason, setReason] = useState('');
  const [block, setBlock] = useState(false);
  const [result, setResult] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setResult(t('conversations.reasonRequired'));
    report.mutate(
      { reason, block },
      {
        onSuccess: (reply) => {
          setReason('');
          setResult(reply.Message);
        },
        onError: (err) => setResult(messageOf(errorBody(err)) || t('conversations.reportFailed')),
      },
    );
  };
  return (
    <details>
      <summary>{t('conversations.report')}</summary>
      <form className={css.composer} onSubmit={onSubmit}>
        <label htmlFor={`report-${conversationId}`}>{t('conversations.reason')}</label>
        <input
          id={`report-${conversationId}`}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
        <label>
          <input type="checkbox" checked={block} onChange={(e) => setBlock(e.target.checked)} />{' '}
          {t('conversations.block')}
        </label>
        <button type="submit" className={panel.ghost} disabled={report.isPending}>
          {t('conversations.sendReport')}
        </button>
        {result ? <p role="status">{result}</p> : null}
      </form>
    </details>
  );
}

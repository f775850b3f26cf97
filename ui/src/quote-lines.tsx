import type { BookingDetail } from '@utsav/domain/contract';
import { formatRupees } from '@utsav/domain/format';
import { useUiMoreT } from './i18n-ui';

/**
 * The lines of the accepted quote a booking was made from, under the service on its invoice (the customer's and the
 * vendor's): description, quantity × unit = amount. They make up the service's amount and change no tax line
 * (docs/conversations.md). Nothing for a booking not made from a quote.
 */
export function QuoteLines({ quote, className }: { quote: BookingDetail['Quote']; className?: string }) {
  const { t } = useUiMoreT();
  if (!quote?.Lines.length) return null;
  return (
    <>
      {quote.Lines.map((l, i) => (
        <span key={i} className={className} data-testid="quote-line">
          {t('quoteLines.line', {
            description: l.Description,
            quantity: l.Quantity,
            unit: formatRupees(l.UnitAmt),
            amount: formatRupees(l.Amount),
          })}
        </span>
      ))}
    </>
  );
}

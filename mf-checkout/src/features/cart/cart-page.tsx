import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCart } from '@utsav/shared/cart-api';
import { formatDate, formatRupees, todayIso, toBase64, twoDigits } from '@utsav/domain/format';
import { SubmitButton } from '@utsav/ui/form';
import { notify } from '@utsav/shared/toast';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import { useServiceReach } from '@utsav/shared/service-reach-api';
import { cartMoney } from '../../common/cart-money';
import styles from '../../app/page.module.css';
import { useDeleteCartItem } from '../../common/api/delete-cart-item';
import { CartLine } from '../../common/components/cart-line';
import { DateChangeForm } from '../../common/components/date-change-form';
import { useUpdateCartDate } from '../../common/api/update-cart-date';
import { useAppT } from '../../i18n';

export const PAST_DATE_WARNING = 'A service in your cart has a date in the past: change its date or remove it';

/** The cart's first event date (the checkout route carries it, product §2.1); '' when a line's date has passed. */
export function firstEventDate(dates: string[]): string {
  const days = dates.map((d) => d.slice(0, 10)).sort();
  return days.length && days[0]! >= todayIso() ? days[0]! : '';
}

/**
 * /cart, 'Cart View' (product §2.7): a cart of dated bookings. Every line keeps its own date; the customer may change
 * one line's date or move every line to one date, each an explicit request whose availability shows at once.
 */
export default function CartPage() {
  const { t } = useAppT();
  const { cart, isLoading } = useCart();
  const remove = useDeleteCartItem();
  const move = useUpdateCartDate();
  const navigate = useNavigate();
  const [moveAll, setMoveAll] = useState(false);
  const dates = [...new Set(cart.CartList.map((i) => i.BookingDate.slice(0, 10)))];
  // each line says how far its vendor is from the customer's (first saved) address and what travel costs.
  const reach = useServiceReach(cart.CartList.map((i) => i.ProductId));
  const money = cartMoney(cart.CartList, reach.data ?? null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const first = firstEventDate(dates);
    if (!first) {
      notify.warning(t('cart.pastDate'));
      return;
    }
    // A YYYY-MM-DD text never encodes to "/" or "+", so the base64 is path-safe as is.
    navigate(`/checkout/${toBase64(first)}`);
  };

  const empty = cart.CartList.length === 0;
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('cart.title')}</h1>
        {empty ? null : (
          <p className={styles.sub}>{t('cart.items', { count: cart.TotalItems, n: twoDigits(cart.TotalItems) })}</p>
        )}
      </div>
      {isLoading ? (
        <Loading label={t('cart.loading')} />
      ) : empty ? (
        <div className={styles.card}>
          <EmptyState title={t('cart.empty')}>
            <p className={styles.sub}>{t('cart.emptyHint')}</p>
            <Link className={styles.linkButton} to="/services/all">
              {t('cart.browse')}
            </Link>
          </EmptyState>
        </div>
      ) : (
        <div className={styles.layout}>
          <div className={styles.card}>
            <h2 className={styles.cardTitle}>{t('cart.yourBookings')}</h2>
            <ul className={styles.list} aria-label={t('cart.itemsLabel')}>
              {cart.CartList.map((item) => (
                <CartLine
                  key={item.CartId}
                  item={item}
                  onRemove={(i) => remove.mutate(i.CartId)}
                  removing={remove.isPending && remove.variables === item.CartId}
                  onChangeDate={(i, bookingDate) => move.mutate({ CartId: i.CartId, bookingDate })}
                  changingDate={move.isPending && move.variables?.CartId === item.CartId}
                  reach={reach.data?.Items.find((r) => r.ProductId === item.ProductId) ?? null}
                  reachFrom={reach.data?.Address ?? null}
                />
              ))}
            </ul>
            <div className={styles.moveAll}>
              {moveAll ? (
                <DateChangeForm
                  label={t('cart.oneDate')}
                  submitLabel={t('cart.moveAll')}
                  initial={firstEventDate(dates)}
                  pending={move.isPending && move.variables?.CartId === undefined}
                  onSubmit={(bookingDate) => {
                    move.mutate({ bookingDate });
                    setMoveAll(false);
                  }}
                  onCancel={() => setMoveAll(false)}
                />
              ) : (
                <button type="button" className={styles.textButton} onClick={() => setMoveAll(true)}>
                  {t('cart.everyOnOne')}
                </button>
              )}
            </div>
          </div>
          <form
            className={`${styles.card} ${styles.sticky}`}
            onSubmit={onSubmit}
            noValidate
            aria-label={t('cart.summary')}
          >
            <h2 className={styles.cardTitle}>{t('cart.summary')}</h2>
            <table className={styles.totals}>
              <tbody>
                <tr>
                  <th scope="row">{t('cart.itemsRow')}</th>
                  <td>{twoDigits(cart.TotalItems)}</td>
                </tr>
                <tr>
                  <th scope="row">{t('cart.eventDates', { count: dates.length })}</th>
                  <td data-testid="cart-dates" className={styles.wrap}>
                    {dates
                      .sort()
                      .map((d) => formatDate(d))
                      .join(', ')}
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t('cart.subTotal')}</th>
                  <td data-testid="cart-subtotal">{formatRupees(money.payable)}</td>
                </tr>
                {money.travelTo ? (
                  <tr>
                    <th scope="row">{t('cart.travelTo', { place: money.travelTo })}</th>
                    <td data-testid="cart-travel">{formatRupees(money.travel)}</td>
                  </tr>
                ) : null}
                <tr className={styles.grand}>
                  <th scope="row">{t('cart.total')}</th>
                  <td data-testid="cart-total">{formatRupees(money.total)}</td>
                </tr>
              </tbody>
            </table>
            <SubmitButton block>{t('cart.proceed')}</SubmitButton>
            <p className={styles.hint}>{t(money.travelTo ? 'cart.hintTravel' : 'cart.hint')}</p>
          </form>
        </div>
      )}
    </section>
  );
}

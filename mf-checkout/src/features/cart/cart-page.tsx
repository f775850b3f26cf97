import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCart } from '@utsav/shared/cart-api';
import { formatRupees, todayIso, toBase64, twoDigits } from '@utsav/shared/format';
import { cartDateSchema } from '@utsav/shared/schemas/cart-date';
import { validate } from '@utsav/shared/schemas/validate';
import { SubmitButton, TextField } from '@utsav/shared/ui/form';
import { EmptyState, Loading } from '@utsav/shared/ui/page-state';
import styles from '../../app/page.module.css';
import { useDeleteCartItem } from '../../common/api/delete-cart-item';
import { CartLine } from '../../common/components/cart-line';

/** The first cart line's date when it is still bookable: a sensible default for the checkout date. */
function defaultDate(dates: string[]): string {
  const today = todayIso();
  return dates.map((d) => d.slice(0, 10)).find((d) => d >= today) ?? '';
}

/** /cart, 'Cart View' (SPEC §2.7): the dated bookings in the cart, remove, and a booking date leading to checkout. */
export default function CartPage() {
  const { cart, isLoading } = useCart();
  const remove = useDeleteCartItem();
  const navigate = useNavigate();
  const [date, setDate] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const bookingDate = date ?? defaultDate(cart.CartList.map((i) => i.BookingDate));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const result = validate(cartDateSchema, { bookingDate });
    if (!result.ok) {
      setError(result.errors.bookingDate ?? result.first);
      return;
    }
    // A YYYY-MM-DD text never encodes to "/" or "+", so the base64 is path-safe as is.
    navigate(`/checkout/${toBase64(result.data.bookingDate)}`);
  };

  const empty = cart.CartList.length === 0;
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>Cart View</h1>
        {empty ? null : <p className={styles.sub}>{twoDigits(cart.TotalItems)} item(s) in your cart</p>}
      </div>
      {isLoading ? (
        <Loading label="Loading your cart…" />
      ) : empty ? (
        <div className={styles.card}>
          <EmptyState title="Cart Empty">
            <p className={styles.sub}>Find a service you like and add it for your event date.</p>
            <Link className={styles.linkButton} to="/services/all">Browse services</Link>
          </EmptyState>
        </div>
      ) : (
        <div className={styles.layout}>
          <div className={styles.card}>
            <h2 className={styles.cardTitle}>Your bookings</h2>
            <ul className={styles.list} aria-label="Cart items">
              {cart.CartList.map((item) => (
                <CartLine
                  key={item.CartId}
                  item={item}
                  onRemove={(i) => remove.mutate(i.CartId)}
                  removing={remove.isPending && remove.variables === item.CartId}
                />
              ))}
            </ul>
          </div>
          <form className={`${styles.card} ${styles.sticky}`} onSubmit={onSubmit} noValidate aria-label="Cart summary">
            <h2 className={styles.cardTitle}>Cart summary</h2>
            <table className={styles.totals}>
              <tbody>
                <tr><th scope="row">Items</th><td>{twoDigits(cart.TotalItems)}</td></tr>
                <tr className={styles.grand}><th scope="row">Sub Total</th><td data-testid="cart-subtotal">{formatRupees(cart.TotalOfferAmount)}</td></tr>
              </tbody>
            </table>
            <TextField
              label="Booking date"
              type="date"
              name="bookingDate"
              min={todayIso()}
              required
              value={bookingDate}
              onValueChange={(v) => {
                setDate(v);
                setError(undefined);
              }}
              error={error}
            />
            <SubmitButton block>Proceed to Checkout</SubmitButton>
            <p className={styles.hint}>GST, travel charges and availability on this date are confirmed at checkout.</p>
          </form>
        </div>
      )}
    </section>
  );
}

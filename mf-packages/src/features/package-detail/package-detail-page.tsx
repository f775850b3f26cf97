/**
 * /packages/{id} (product §2.1, §2.9, §4, §5): id = base64 of JSON {PackageID, eventDate, pincode}. Banner, services,
 * total, description; per-service groups with their limits; sticky bar with the item count and 'Checkout'.
 */
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorBody, errorMessage, isSuccess, messageOf } from '@utsav/shared/api-client';
import { bus } from '@utsav/shared/bus';
import { usePincode } from '@utsav/shared/customer-place';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { imageUrl } from '@utsav/shared/runtime-config';
import { PackageImage } from '@utsav/ui/package-image';
import { useSession } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { Skeleton } from '@utsav/ui/page-state';
import { useAppT } from '../../i18n';
import { decodePackageId, type PackageRouteId } from '../../lib/package-id';
import type { PackageDetail } from '../../lib/package-types';
import { useAddPackageToCart } from './api/add-package-to-cart';
import { usePackageDetail } from './api/package-detail';
import { SelectionBar } from './components/selection-bar';
import { ServiceGroup } from './components/service-group';
import { usePackageSelection } from './hooks/use-package-selection';
import { buildCartPayload, selectionPrice, totalSelected } from './selection/package-selection';
import styles from './package-detail-page.module.css';

export default function PackageDetailPage() {
  const { t } = useAppT();
  const { id } = useParams<{ id: string }>();
  const decoded = useMemo(() => decodePackageId(id), [id]);
  if (!decoded.ok) {
    return (
      <section className={styles.page}>
        <div className={styles.problem} role="alert">
          <h1 className={styles.problemTitle}>{t('detail.invalid')}</h1>
          <p>{t('detail.malformed')}</p>
          <Link className={styles.primaryLink} to="/packages/all">
            {t('detail.seeAll')}
          </Link>
        </div>
      </section>
    );
  }
  return <PackageDetailView route={decoded.value} />;
}

function PackageDetailView({ route }: { route: PackageRouteId }) {
  const { t } = useAppT();
  const { PackageID, eventDate } = route;
  // The event's pincode: the one given with the date, else the customer's place (the header's pincode).
  const placePincode = usePincode();
  const pincode = route.pincode || placePincode || '';
  const query = usePackageDetail(PackageID, eventDate, true, pincode);
  const pkg = query.data;
  const chooseDate = () => bus.emit('package:open', { packageId: PackageID, packageName: pkg?.PackageName });

  if (query.isPending) {
    return (
      <section className={styles.page} aria-busy="true">
        <h1 className={styles.srOnly}>{t('detail.loading')}</h1>
        <Skeleton className={styles.bannerSkeleton} />
        <div className={styles.skeletonGrid}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className={styles.cardSkeleton} />
          ))}
        </div>
      </section>
    );
  }
  if (query.isError || !pkg) {
    return (
      <section className={styles.page}>
        <div className={styles.problem} role="alert">
          <h1 className={styles.problemTitle}>{t('detail.cannotShow')}</h1>
          <p>{errorMessage(query.error, t('detail.notFound'))}</p>
          <div className={styles.problemActions}>
            <button type="button" className={styles.primaryButton} onClick={chooseDate}>
              {t('detail.otherDate')}
            </button>
            <Link className={styles.secondaryLink} to="/packages/all">
              {t('detail.seeAll')}
            </Link>
          </div>
        </div>
      </section>
    );
  }
  return <PackageSelectionView pkg={pkg} eventDate={eventDate} pincode={pincode} onChooseDate={chooseDate} />;
}

function PackageSelectionView({
  pkg,
  eventDate,
  pincode,
  onChooseDate,
}: {
  pkg: PackageDetail;
  eventDate: string;
  pincode: string;
  onChooseDate: () => void;
}) {
  const { t, lang } = useAppT();
  const role = useSession((s) => s.role);
  const navigate = useNavigate();
  const { state, dispatch, prepareCheckout } = usePackageSelection(pkg, eventDate);
  const addToCart = useAddPackageToCart();
  const count = state ? totalSelected(state) : 0;
  const price = state ? selectionPrice(pkg, state) : { total: 0, travel: 0, list: 0, emptyGroups: 0 };
  const priceHidden = Boolean(pkg.amount_hide_show);
  const services = pkg.PackageItems.map((i) => i.Service);

  const checkout = async () => {
    if (!state) return;
    if (!eventDate) {
      notify.warning(t('detail.selectDate'));
      onChooseDate();
      return;
    }
    if (count === 0) {
      notify.warning(t('select.one'));
      return;
    }
    if (role !== 1) {
      bus.emit('auth:required', { reason: 'package checkout' });
      return;
    }
    const filled = prepareCheckout();
    if (!filled) return;
    try {
      const reply = await addToCart.mutateAsync(buildCartPayload(pkg, filled));
      if (isSuccess(reply)) navigate('/package/checkout');
      else notify.warning(messageOf(reply) || t('detail.checkoutFailed'));
    } catch (error) {
      // The server's reason (a product taken meanwhile), else the catalogue's text rather than a network error's.
      notify.error(messageOf(errorBody(error)) || t('detail.checkoutFailed'));
    }
  };

  return (
    <>
      <section className={styles.page}>
        <div className={styles.banner}>
          <PackageImage
            className={styles.bannerImage}
            src={imageUrl('packageimage', pkg.Package_image)}
            width={1200}
            height={675}
          />
          <div className={styles.bannerBody}>
            <p className={styles.eyebrow}>{t('common.package')}</p>
            <h1 className={styles.title}>{pkg.PackageName}</h1>
            <ul className={styles.chips} aria-label={t('detail.servicesLabel')}>
              {services.map((s) => (
                <li key={s} className={styles.chip}>
                  {s}
                </li>
              ))}
            </ul>
            <p className={styles.total}>
              <span className={styles.totalLabel}>{t('common.from')}</span>
              {priceHidden ? t('common.onRequest') : formatRupees(pkg.PackageTotal)}
            </p>
            <p className={styles.desc}>{pkg.PackageDesc}</p>
            {pkg.InPackage ? (
              <p className={styles.inPackage}>
                <strong>{t('common.included')}</strong> {pkg.InPackage}
              </p>
            ) : null}
          </div>
        </div>

        <div className={styles.eventInfo}>
          <div>
            <span className={styles.infoLabel}>{t('common.eventDate')}</span>
            <strong data-testid="event-date">{eventDate ? formatDate(eventDate, lang) : t('detail.notChosen')}</strong>
          </div>
          {pincode ? (
            <div>
              <span className={styles.infoLabel}>{t('detail.pincode')}</span>
              <strong>{pincode}</strong>
            </div>
          ) : null}
          <button type="button" className={styles.changeDate} onClick={onChooseDate}>
            {t(eventDate ? 'detail.changeDate' : 'detail.chooseDate')}
          </button>
        </div>
        <p className={styles.hint}>{t('detail.hint')}</p>

        {pkg.PackageItems.map((item) => (
          <ServiceGroup
            key={item.ServiceID}
            item={item}
            pincode={pkg.Pincode}
            selected={state?.groups.find((g) => g.serviceId === item.ServiceID)?.selected ?? []}
            dispatch={dispatch}
          />
        ))}
      </section>
      <SelectionBar
        count={count}
        total={price.total}
        travel={price.travel}
        pincode={pkg.Pincode}
        list={price.list}
        emptyGroups={price.emptyGroups}
        priceHidden={priceHidden}
        busy={addToCart.isPending}
        onCheckout={() => void checkout()}
      />
    </>
  );
}

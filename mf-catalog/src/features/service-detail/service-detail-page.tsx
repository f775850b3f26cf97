import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '@utsav/shared/categories-api';
import { PriceTag } from '@utsav/ui/price-tag';
import { Stars } from '@utsav/ui/stars';
import { ShortlistHeart } from '@utsav/ui/shortlist-heart';
import { CompareToggle } from '@utsav/ui/compare-toggle';
import { NotFound } from '@utsav/ui/not-found';
import { Island } from '@utsav/ui/island';
import { Skeleton } from '@utsav/ui/page-state';
import { Carousel } from '../../components/carousel';
import { RELATED_CAROUSEL } from '../../components/carousel-config';
import { PageBanner } from '../../components/page-banner';
import { SectionHead } from '../../components/section-head';
import { pricesHidden } from '../../api/products-api';
import { ProductCard } from '../../components/product-card';
import { isServiceId, useServiceDetail } from './api/detail-api';
import { BookingPanel } from './components/booking-panel';
import { DetailTabs } from './components/detail-tabs';
import { AskVendorModal } from './components/ask-vendor-modal';
import { Gallery } from './components/gallery';
import styles from './service-detail.module.css';
import { ServiceReachLine } from './components/service-reach-line';
import { useAppT } from '../../i18n';
import { bus } from '@utsav/shared/bus';
import { useSession } from '@utsav/shared/session';

/** /services/details/{id} (product §2.6). */
export default function ServiceDetailPage() {
  const { t, lang } = useAppT();
  const { id = '' } = useParams();
  const { data, isPending, isError } = useServiceDetail(id);
  // On a Hindi page the category's Hindi name (the operator's, where given); else the name the service carries.
  const { data: categories } = useQuery({ ...categoriesQuery, enabled: lang === 'hi' && isServiceId(id) });
  const [askOpen, setAskOpen] = useState(false);
  // The date chosen in the booking panel, if any, is the event date the question starts with.
  const [askDate, setAskDate] = useState('');
  const role = useSession((s) => s.role);
  // An enquiry about a service goes to its vendor as the customer's conversation (docs/conversations.md); a
  // conversation is a customer's, so a visitor signs in first (the shell's sign-in opens on auth:required).
  const askVendor = (date = '') => {
    if (role !== 1) {
      bus.emit('auth:required', { reason: 'ask-vendor' });
      return;
    }
    setAskDate(date);
    setAskOpen(true);
  };

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
  }, [id]);

  if (isError || !isServiceId(id)) return <NotFound />;
  const service = data?.service;
  const categoryName =
    (lang === 'hi' ? categories?.find((c) => c.serviceid === service?.service_id)?.servicename_hi : null) ||
    (service?.Servicename ?? '');
  const crumbs = [
    { label: t('common.home'), to: '/' },
    { label: t('common.ourServices'), to: '/services' },
    ...(service ? [{ label: categoryName, to: `/services/${service.service_id}` }, { label: service.title }] : []),
  ];

  return (
    <>
      <PageBanner title={t('detail.banner')} titleAs="p" crumbs={crumbs} />
      <div className={styles.page}>
        {isPending || !service ? (
          <div className={styles.top}>
            <Skeleton className={styles.mainSkeleton} />
            <div className={styles.info}>
              <Skeleton style={{ height: 16, width: '30%' }} />
              <Skeleton style={{ height: 34, width: '80%' }} />
              <Skeleton style={{ height: 20, width: '40%' }} />
              <Skeleton style={{ height: 90 }} />
            </div>
          </div>
        ) : (
          <>
            <div className={styles.top}>
              <Gallery images={data.images} title={service.title} />
              <div className={styles.info}>
                <span className={styles.category}>{categoryName}</span>
                <h1 className={styles.title}>{service.title}</h1>
                <div className={styles.meta}>
                  <Stars rating={service.rating} />
                  <ShortlistHeart productId={service.id} title={service.title} variant="inline" />
                  <CompareToggle productId={service.id} title={service.title} />
                  {Number(service.discount) > 0 ? (
                    <span className={styles.discount}>{t('card.off', { discount: service.discount })}</span>
                  ) : null}
                </div>
                {pricesHidden(service.amount_hide_show) ? null : (
                  <div className={styles.price}>
                    <PriceTag
                      payableAmt={service.payableAmt}
                      gst={service.gst}
                      bookingAmt={service.bookingAmt}
                      offerAmt={service.offerAmt}
                      reach={service.Reach}
                      warn
                    />
                  </div>
                )}
                {/* where the vendor is and, for a signed-in customer, how far and what travel costs — before adding. */}
                <ServiceReachLine productId={service.id} city={service.city} price={Number(service.payableAmt)} />
                <p className={styles.short}>{service.shortdes}</p>
                {pricesHidden(service.amount_hide_show) ? (
                  <div className={styles.actions}>
                    <button type="button" className={styles.primaryButton} onClick={() => askVendor()}>
                      {t('ask.button')}
                    </button>
                  </div>
                ) : (
                  <BookingPanel key={service.id} productId={service.id} onEnquire={askVendor} />
                )}
                <p className={styles.vendorLine}>
                  {t('detail.by')} <strong>{service.operator_name}</strong> · {service.city}
                </p>
              </div>
            </div>
            <Island name="detail-tabs">
              <DetailTabs service={service} />
            </Island>
            {data.related.length ? (
              <Island name="detail-related">
                <section className={styles.related} aria-labelledby="related-products">
                  <SectionHead id="related-products" title={t('detail.related')} />
                  <Carousel config={RELATED_CAROUSEL} label={t('detail.related')}>
                    {data.related.map((r) => (
                      <ProductCard key={r.id} product={{ ...r, document: r.images }} />
                    ))}
                  </Carousel>
                </section>
              </Island>
            ) : null}
            <AskVendorModal
              open={askOpen}
              onClose={() => setAskOpen(false)}
              productId={service.id}
              productTitle={service.title}
              eventDate={askDate}
            />
          </>
        )}
      </div>
    </>
  );
}

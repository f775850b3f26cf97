import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Price } from '@utsav/ui/price';
import { Stars } from '@utsav/ui/stars';
import { NotFound } from '@utsav/ui/not-found';
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
import { EnquiryModal } from './components/enquiry-modal';
import { Gallery } from './components/gallery';
import styles from './service-detail.module.css';
import { ServiceReachLine } from './components/service-reach-line';
import { useAppT } from '../../i18n';

/** /services/details/{id} (product §2.6). */
export default function ServiceDetailPage() {
  const { t } = useAppT();
  const { id = '' } = useParams();
  const { data, isPending, isError } = useServiceDetail(id);
  const [enquiryOpen, setEnquiryOpen] = useState(false);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
  }, [id]);

  if (isError || !isServiceId(id)) return <NotFound />;
  const service = data?.service;
  const crumbs = [
    { label: t('common.home'), to: '/' },
    { label: t('common.ourServices'), to: '/services' },
    ...(service
      ? [{ label: service.Servicename, to: `/services/${service.service_id}` }, { label: service.title }]
      : []),
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
                <span className={styles.category}>{service.Servicename}</span>
                <h1 className={styles.title}>{service.title}</h1>
                <div className={styles.meta}>
                  <Stars rating={service.rating} />
                  {Number(service.discount) > 0 ? (
                    <span className={styles.discount}>{t('card.off', { discount: service.discount })}</span>
                  ) : null}
                </div>
                {pricesHidden(service.amount_hide_show) ? null : (
                  <div className={styles.price}>
                    <Price offerAmt={service.offerAmt} bookingAmt={service.bookingAmt} />
                  </div>
                )}
                {/* Issue 31: where the vendor is and, for a signed-in customer, how far and what travel costs — before adding. */}
                <ServiceReachLine productId={service.id} city={service.city} price={Number(service.offerAmt)} />
                <p className={styles.short}>{service.shortdes}</p>
                {pricesHidden(service.amount_hide_show) ? (
                  <div className={styles.actions}>
                    <button type="button" className={styles.primaryButton} onClick={() => setEnquiryOpen(true)}>
                      {t('detail.sendEnquiry')}
                    </button>
                  </div>
                ) : (
                  <BookingPanel key={service.id} productId={service.id} onEnquire={() => setEnquiryOpen(true)} />
                )}
                <p className={styles.vendorLine}>
                  {t('detail.by')} <strong>{service.operator_name}</strong> · {service.city}
                </p>
              </div>
            </div>
            <DetailTabs service={service} />
            {data.related.length ? (
              <section className={styles.related} aria-labelledby="related-products">
                <SectionHead id="related-products" title={t('detail.related')} />
                <Carousel config={RELATED_CAROUSEL} label={t('detail.related')}>
                  {data.related.map((r) => (
                    <ProductCard key={r.id} product={{ ...r, document: r.images }} />
                  ))}
                </Carousel>
              </section>
            ) : null}
            <EnquiryModal
              open={enquiryOpen}
              onClose={() => setEnquiryOpen(false)}
              productId={service.id}
              productTitle={service.title}
            />
          </>
        )}
      </div>
    </>
  );
}

import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { imageUrl } from '@utsav/shared/runtime-config';
import { Island } from '@utsav/ui/island';
import { EmptyState, Skeleton } from '@utsav/ui/page-state';
import { Carousel } from '../../components/carousel';
import { PRODUCT_CAROUSEL } from '../../components/carousel-config';
import { SectionHead } from '../../components/section-head';
import { ProductCard, ProductCardPlaceholder } from '../../components/product-card';
import { useDashboard } from './api/dashboard-api';
import { BannerSlider } from './components/banner-slider';
import { BigOffer } from './components/big-offer';
import { CategoryCarousel } from './components/category-carousel';
import { Newsletter } from './components/newsletter';
import { PackageCarousel } from './components/package-carousel';
import { TrendingServices } from './components/trending-services';
import styles from './home.module.css';
import { useAppT } from '../../i18n';

function PlaceholderRow() {
  return (
    <div className={styles.grid}>
      {Array.from({ length: 4 }, (_, i) => (
        <ProductCardPlaceholder key={i} />
      ))}
    </div>
  );
}

/** Home (product §2.4): banner + Big Offer, new providers, packages, categories, special offers, trending, newsletter. */
export default function HomePage() {
  const { t, lang } = useAppT();
  const { data: heroData, isPending: heroPending, isError, refetch } = useDashboard(lang);
  // The banner (the page's largest paint) renders as soon as the dashboard arrives; the sections below it get
  // the data one render later, as a background (time-sliced) render (LCP and blocking time).
  const data = useDeferredValue(heroData);
  const isPending = data === undefined;
  return (
    <div className={styles.home}>
      <h1 className={styles.srOnly}>{t('home.h1')}</h1>
      <div className={styles.container}>
        <div className={styles.hero}>
          {heroPending ? (
            <Skeleton className={styles.bannerSkeleton} />
          ) : (
            <BannerSlider sliders={heroData?.sliders ?? []} />
          )}
          <BigOffer />
        </div>
      </div>

      {isError ? (
        <div className={styles.container}>
          <EmptyState title={t('home.loadFailed')}>
            <button type="button" className={styles.smallButton} onClick={() => void refetch()}>
              {t('common.tryAgain')}
            </button>
          </EmptyState>
        </div>
      ) : (
        <>
          <Island name="home-new">
            <section className={styles.section} aria-labelledby="new-providers">
              <div className={styles.container}>
                <SectionHead
                  id="new-providers"
                  kicker={t('home.newKicker')}
                  title={t('home.newTitle')}
                  viewAll="/services/all"
                />
                {isPending ? (
                  <PlaceholderRow />
                ) : (
                  <Carousel config={PRODUCT_CAROUSEL} label={t('home.newTitle')}>
                    {(data?.Products ?? []).map((p) => (
                      <ProductCard key={p.id} product={p} />
                    ))}
                  </Carousel>
                )}
              </div>
            </section>
          </Island>

          <Island name="home-packages">
            <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="our-packages">
              <div className={styles.container}>
                <SectionHead
                  id="our-packages"
                  kicker={t('home.packagesKicker')}
                  title={t('home.packagesTitle')}
                  viewAll="/packages/all"
                />
                {isPending ? <PlaceholderRow /> : <PackageCarousel packages={data?.packages ?? []} />}
              </div>
            </section>
          </Island>

          <Island name="home-categories">
            <section className={styles.section} aria-labelledby="browse-categories">
              <div className={styles.container}>
                <SectionHead
                  id="browse-categories"
                  kicker={t('home.categoriesKicker')}
                  title={t('home.categoriesTitle')}
                  viewAll="/services"
                />
                {isPending ? (
                  <Skeleton style={{ height: 150 }} />
                ) : (
                  <CategoryCarousel categories={data?.Services ?? []} />
                )}
              </div>
            </section>
          </Island>

          <Island name="home-offers">
            <section className={styles.section} aria-labelledby="special-offer">
              <div className={styles.container}>
                <SectionHead
                  id="special-offer"
                  kicker={t('home.offer')}
                  title={t('home.offersTitle')}
                  viewAll="/services/all/offer"
                />
                <div className={styles.offerLayout}>
                  {data?.promos?.[0] ? (
                    // The operator's current offer banner: its image, title and link.
                    <div
                      className={`${styles.offerPromo} ${styles.offerPromoImage}`}
                      data-testid="offer-banner"
                      style={{
                        backgroundImage: `linear-gradient(180deg, rgba(17, 24, 39, .15), rgba(17, 24, 39, .72)), url("${imageUrl('slider', data.promos[0].doc)}")`,
                      }}
                    >
                      <span className={styles.offerPromoKicker}>{t('home.offer')}</span>
                      <p className={styles.offerPromoTitle}>{data.promos[0].title}</p>
                      <Link to={data.promos[0].link} className={styles.primaryButtonLight}>
                        {t('home.shopOffers')}
                      </Link>
                    </div>
                  ) : (
                    <div className={styles.offerPromo}>
                      <span className={styles.offerPromoKicker}>{t('home.offer')}</span>
                      <p className={styles.offerPromoTitle}>{t('home.offerDefault')}</p>
                      <Link to="/services/all/offer" className={styles.primaryButtonLight}>
                        {t('home.shopOffers')}
                      </Link>
                    </div>
                  )}
                  <div className={styles.offerGrid}>
                    {isPending
                      ? Array.from({ length: 3 }, (_, i) => <ProductCardPlaceholder key={i} />)
                      : (data?.offers ?? []).slice(0, 6).map((p) => <ProductCard key={p.id} product={p} />)}
                  </div>
                </div>
              </div>
            </section>
          </Island>

          <Island name="home-trending">
            <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="trending">
              <div className={styles.container}>
                <SectionHead id="trending" kicker={t('home.trendingKicker')} title={t('home.trendingTitle')} />
                <TrendingServices categories={data?.Services ?? []} />
              </div>
            </section>
          </Island>
        </>
      )}
      <Island name="home-newsletter">
        <Newsletter />
      </Island>
    </div>
  );
}

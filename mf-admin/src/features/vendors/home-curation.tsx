import { errorMessage } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { Loading } from '@utsav/ui/page-state';
import { useCurateService, useCurateVendor, useStorefrontCuration } from '../../api/admin-api';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';

interface Props {
  vendorId: number;
  services: { Id: number; Title: string }[];
}

/**
 * The home page curation of one vendor (docs/admin.md "Storefront"): hide the vendor from home, feature a service or
 * hide it from home. Hidden from home stays listed in search, lists and the service's page.
 */
export function HomeCuration({ vendorId, services }: Props) {
  const { t } = useAppT();
  const curation = useStorefrontCuration();
  const curateService = useCurateService();
  const curateVendor = useCurateVendor();
  if (curation.isPending) return <Loading label={t('home.title')} />;
  if (curation.isError)
    return (
      <p className={page.error} role="alert">
        {errorMessage(curation.error, t('home.loadFailed'))}
      </p>
    );
  const vendorHidden = curation.data.Vendors.some((v) => v.Id === vendorId);
  const flags = new Map(curation.data.Services.map((s) => [s.Id, s]));
  const run = async (p: Promise<{ message: string }>) => {
    try {
      notify.success((await p).message);
    } catch (e) {
      notify.error(errorMessage(e, t('home.loadFailed')));
    }
  };
  const busy = curateService.isPending || curateVendor.isPending;

  return (
    <section className={page.panel} aria-labelledby="home-curation">
      <h2 id="home-curation">{t('home.title')}</h2>
      <p className={ui.muted}>{t('home.intro')}</p>
      <p>
        {vendorHidden ? <span className={ui.badge}>{t('home.vendorHidden')}</span> : null}{' '}
        <button
          type="button"
          className={vendorHidden ? ui.ghost : ui.danger}
          disabled={busy}
          onClick={() => run(curateVendor.mutateAsync({ id: vendorId, homeHidden: !vendorHidden }))}
        >
          {vendorHidden ? t('home.showVendor') : t('home.hideVendor')}
        </button>
      </p>
      {services.length > 0 ? (
        <ul className={ui.plainList} data-testid="home-curation-services">
          {services.map((s) => {
            const f = flags.get(s.Id);
            const featured = f?.Featured ?? false;
            const hidden = f?.HomeHidden ?? false;
            return (
              <li key={s.Id} data-testid="home-service">
                <strong>{s.Title}</strong>{' '}
                <span className={ui.badge}>
                  {featured ? t('home.featured') : hidden ? t('home.hiddenFromHome') : t('home.onHome')}
                </span>{' '}
                <button
                  type="button"
                  className={ui.ghost}
                  disabled={busy}
                  onClick={() => run(curateService.mutateAsync({ id: s.Id, featured: !featured, homeHidden: false }))}
                >
                  {featured ? t('home.unfeature') : t('home.feature')}
                </button>{' '}
                <button
                  type="button"
                  className={hidden ? ui.ghost : ui.danger}
                  disabled={busy}
                  onClick={() => run(curateService.mutateAsync({ id: s.Id, featured: false, homeHidden: !hidden }))}
                >
                  {hidden ? t('home.showOnHome') : t('home.hideFromHome')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

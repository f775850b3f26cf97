import { useState } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate } from '@utsav/domain/format';
import { imageUrl } from '@utsav/shared/runtime-config';
import { notify } from '@utsav/shared/toast';
import { Loading } from '@utsav/ui/page-state';
import { useCategories, useDeleteSlider, useSliders, type CategoryRow, type SliderRow } from '../../api/admin-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { CategoryDialog } from './category-dialog';
import { SliderDialog } from './slider-dialog';
import { useAppT } from '../../i18n';

const next = (rows: { SortOrder: number }[]) => rows.reduce((m, r) => Math.max(m, r.SortOrder + 1), 0);
const dates = (s: SliderRow, t: (key: string) => string) =>
  s.ActiveFrom || s.ActiveTo
    ? `${s.ActiveFrom ? formatDate(s.ActiveFrom) : t('catalogue.fromAlways')} – ${s.ActiveTo ? formatDate(s.ActiveTo) : t('catalogue.noEnd')}`
    : t('catalogue.always');

/** Categories (create, rename, image, order, hide) and home sliders (image, link, order, dates). */
export default function CataloguePage() {
  const { t } = useAppT();
  const categories = useCategories();
  const sliders = useSliders();
  const remove = useDeleteSlider();
  const [category, setCategory] = useState<CategoryRow | 'new' | null>(null);
  const [slider, setSlider] = useState<SliderRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<SliderRow | null>(null);
  const cats = categories.data ?? [];
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('nav.catalogue')}</h1>
          <p className={page.sub}>{t('catalogue.sub')}</p>
        </div>
      </div>
      <section className={page.panel} aria-labelledby="cats">
        <div className={page.head}>
          <h2 id="cats">{t('catalogue.categories')}</h2>
          <button type="button" className={ui.ghost} onClick={() => setCategory('new')}>
            {t('catalogue.addCategory')}
          </button>
        </div>
        {categories.isPending ? (
          <Loading label={t('catalogue.loadingCategories')} />
        ) : categories.isError ? (
          <p className={page.error} role="alert">
            {errorMessage(categories.error, t('catalogue.categoriesFailed'))}
          </p>
        ) : (
          <div className={ui.tableWrap}>
            <table className={ui.table} aria-label={t('catalogue.categories')}>
              <thead>
                <tr>
                  <th>{t('catalogue.order')}</th>
                  <th>{t('col.category')}</th>
                  <th className={ui.num}>{t('catalogue.listedServices')}</th>
                  <th className={ui.num}>{t('catalogue.packages')}</th>
                  <th>{t('catalogue.shown')}</th>
                  <th>{t('col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {cats.map((c) => (
                  <tr key={c.Id} data-testid="category-row">
                    <td data-label={t('catalogue.order')}>{c.SortOrder}</td>
                    <td data-label={t('col.category')}>
                      <span className={ui.thumbName}>
                        <img src={imageUrl('serviceimage', c.Image)} alt="" className={ui.thumb} loading="lazy" />
                        <span>
                          {c.Name}
                          {c.NameHi ? (
                            <span className={ui.muted} lang="hi">
                              <br />
                              {c.NameHi}
                            </span>
                          ) : null}
                        </span>
                      </span>
                    </td>
                    <td data-label={t('catalogue.listedServices')} className={ui.num}>
                      {c.ListedServices}
                    </td>
                    <td data-label={t('catalogue.packages')} className={ui.num}>
                      {c.Packages}
                    </td>
                    <td data-label={t('catalogue.shown')}>
                      <span className={ui.badge} data-tone={c.Hidden ? 'warn' : 'good'}>
                        {c.Hidden ? t('catalogue.hidden') : t('catalogue.shown')}
                      </span>
                    </td>
                    <td data-label={t('col.actions')}>
                      <button
                        type="button"
                        className={ui.ghost}
                        onClick={() => setCategory(c)}
                        aria-label={t('catalogue.editCategory', { name: c.Name })}
                      >
                        {t('catalogue.edit')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={page.panel} aria-labelledby="sliders">
        <div className={page.head}>
          <h2 id="sliders">{t('catalogue.sliders')}</h2>
          <button type="button" className={ui.ghost} onClick={() => setSlider('new')} disabled={!categories.data}>
            {t('catalogue.addSlider')}
          </button>
        </div>
        {sliders.isPending ? (
          <Loading label={t('catalogue.loadingSliders')} />
        ) : sliders.isError ? (
          <p className={page.error} role="alert">
            {errorMessage(sliders.error, t('catalogue.slidersFailed'))}
          </p>
        ) : sliders.data.length === 0 ? (
          <p className={ui.empty}>{t('catalogue.noSliders')}</p>
        ) : (
          <div className={ui.tableWrap}>
            <table className={ui.table} aria-label={t('catalogue.sliders')}>
              <thead>
                <tr>
                  <th>{t('catalogue.order')}</th>
                  <th>{t('catalogue.image')}</th>
                  <th>{t('catalogue.kind')}</th>
                  <th>{t('catalogue.linksTo')}</th>
                  <th>{t('catalogue.runs')}</th>
                  <th>{t('catalogue.today')}</th>
                  <th>{t('col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {sliders.data.map((s) => (
                  <tr key={s.Id} data-testid="slider-row">
                    <td data-label={t('catalogue.order')}>{s.SortOrder}</td>
                    <td data-label={t('catalogue.slider')}>
                      <img
                        src={imageUrl('slider', s.Image)}
                        alt={t('catalogue.sliderImage', { id: s.Id })}
                        className={ui.wideThumb}
                        loading="lazy"
                      />
                    </td>
                    <td data-label={t('catalogue.kind')}>
                      {s.Kind === 'offer' ? (
                        <>
                          {t('catalogue.offer')}
                          <div className={ui.muted}>{s.Title}</div>
                          {s.TitleHi ? (
                            <div className={ui.muted} lang="hi">
                              {s.TitleHi}
                            </div>
                          ) : null}
                        </>
                      ) : (
                        t('catalogue.slider')
                      )}
                    </td>
                    <td data-label={t('catalogue.linksTo')}>{s.Kind === 'offer' ? s.Link : s.Category}</td>
                    <td data-label={t('catalogue.runs')}>{dates(s, t)}</td>
                    <td data-label={t('catalogue.today')}>
                      <span className={ui.badge} data-tone={s.Live ? 'good' : 'warn'}>
                        {s.Live ? t('catalogue.showing') : t('catalogue.notShowing')}
                      </span>
                    </td>
                    <td data-label={t('col.actions')}>
                      <div className={ui.actions}>
                        <button
                          type="button"
                          className={ui.ghost}
                          onClick={() => setSlider(s)}
                          aria-label={t('catalogue.editSlider', { id: s.Id })}
                        >
                          {t('catalogue.edit')}
                        </button>
                        <button
                          type="button"
                          className={ui.danger}
                          onClick={() => setRemoving(s)}
                          aria-label={t('catalogue.removeSlider', { id: s.Id })}
                        >
                          {t('catalogue.remove')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {category ? (
        <CategoryDialog
          category={category === 'new' ? null : category}
          nextOrder={next(cats)}
          onClose={() => setCategory(null)}
        />
      ) : null}
      {slider ? (
        <SliderDialog
          slider={slider === 'new' ? null : slider}
          categories={cats}
          nextOrder={next(sliders.data ?? [])}
          onClose={() => setSlider(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('catalogue.removeTitle')}
        confirmLabel={t('catalogue.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          const r = await remove.mutateAsync(removing.Id);
          notify.success(r.message);
        }}
      >
        {removing?.Kind === 'offer'
          ? t('catalogue.removeOffer', { title: removing.Title })
          : t('catalogue.removeHomeSlider', { category: removing?.Category ?? '' })}
      </ConfirmDialog>
    </>
  );
}

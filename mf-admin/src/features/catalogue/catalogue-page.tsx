import { useState } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate } from '@utsav/shared/format';
import { imageUrl } from '@utsav/shared/runtime-config';
import { notify } from '@utsav/shared/toast';
import { Loading } from '@utsav/shared/ui/page-state';
import { useCategories, useDeleteSlider, useSliders, type CategoryRow, type SliderRow } from '../../api/admin-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { CategoryDialog } from './category-dialog';
import { SliderDialog } from './slider-dialog';

const next = (rows: { SortOrder: number }[]) => rows.reduce((m, r) => Math.max(m, r.SortOrder + 1), 0);
const dates = (s: SliderRow) => (s.ActiveFrom || s.ActiveTo ? `${s.ActiveFrom ? formatDate(s.ActiveFrom) : 'always'} – ${s.ActiveTo ? formatDate(s.ActiveTo) : 'no end'}` : 'Always');

/** Categories (create, rename, image, order, hide) and home sliders (image, link, order, dates). */
export default function CataloguePage() {
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
          <h1>Catalogue</h1>
          <p className={page.sub}>What the storefront&apos;s menus and home page show. Changes appear at once.</p>
        </div>
      </div>
      <section className={page.panel} aria-labelledby="cats">
        <div className={page.head}>
          <h2 id="cats">Categories</h2>
          <button type="button" className={ui.ghost} onClick={() => setCategory('new')}>Add category</button>
        </div>
        {categories.isPending ? <Loading label="Loading categories…" /> : categories.isError ? <p className={page.error} role="alert">{errorMessage(categories.error, 'Could not load the categories')}</p> : (
          <div className={ui.tableWrap}>
            <table className={ui.table} aria-label="Categories">
              <thead><tr><th>Order</th><th>Category</th><th className={ui.num}>Listed services</th><th className={ui.num}>Packages</th><th>Shown</th><th>Actions</th></tr></thead>
              <tbody>
                {cats.map((c) => (
                  <tr key={c.Id} data-testid="category-row">
                    <td data-label="Order">{c.SortOrder}</td>
                    <td data-label="Category"><span className={ui.thumbName}><img src={imageUrl('serviceimage', c.Image)} alt="" className={ui.thumb} loading="lazy" /><span>{c.Name}{c.NameHi ? <span className={ui.muted} lang="hi"><br />{c.NameHi}</span> : null}</span></span></td>
                    <td data-label="Listed services" className={ui.num}>{c.ListedServices}</td>
                    <td data-label="Packages" className={ui.num}>{c.Packages}</td>
                    <td data-label="Shown"><span className={ui.badge} data-tone={c.Hidden ? 'warn' : 'good'}>{c.Hidden ? 'Hidden' : 'Shown'}</span></td>
                    <td data-label="Actions"><button type="button" className={ui.ghost} onClick={() => setCategory(c)} aria-label={`Edit ${c.Name}`}>Edit</button></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={page.panel} aria-labelledby="sliders">
        <div className={page.head}>
          <h2 id="sliders">Home sliders and offer banners</h2>
          <button type="button" className={ui.ghost} onClick={() => setSlider('new')} disabled={!categories.data}>Add slider</button>
        </div>
        {sliders.isPending ? <Loading label="Loading sliders…" /> : sliders.isError ? <p className={page.error} role="alert">{errorMessage(sliders.error, 'Could not load the sliders')}</p> : sliders.data.length === 0 ? (
          <p className={ui.empty}>No sliders: the home page shows its banner without one.</p>
        ) : (
          <div className={ui.tableWrap}>
            <table className={ui.table} aria-label="Home sliders and offer banners">
              <thead><tr><th>Order</th><th>Image</th><th>Kind</th><th>Links to</th><th>Runs</th><th>Today</th><th>Actions</th></tr></thead>
              <tbody>
                {sliders.data.map((s) => (
                  <tr key={s.Id} data-testid="slider-row">
                    <td data-label="Order">{s.SortOrder}</td>
                    <td data-label="Slider"><img src={imageUrl('slider', s.Image)} alt={`Slider ${s.Id}`} className={ui.wideThumb} loading="lazy" /></td>
                    <td data-label="Kind">{s.Kind === 'offer' ? <>Offer<div className={ui.muted}>{s.Title}</div>{s.TitleHi ? <div className={ui.muted} lang="hi">{s.TitleHi}</div> : null}</> : 'Slider'}</td>
                    <td data-label="Links to">{s.Kind === 'offer' ? s.Link : s.Category}</td>
                    <td data-label="Runs">{dates(s)}</td>
                    <td data-label="Today"><span className={ui.badge} data-tone={s.Live ? 'good' : 'warn'}>{s.Live ? 'Showing' : 'Not showing'}</span></td>
                    <td data-label="Actions">
                      <div className={ui.actions}>
                        <button type="button" className={ui.ghost} onClick={() => setSlider(s)} aria-label={`Edit slider ${s.Id}`}>Edit</button>
                        <button type="button" className={ui.danger} onClick={() => setRemoving(s)} aria-label={`Remove slider ${s.Id}`}>Remove</button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {category ? <CategoryDialog category={category === 'new' ? null : category} nextOrder={next(cats)} onClose={() => setCategory(null)} /> : null}
      {slider ? <SliderDialog slider={slider === 'new' ? null : slider} categories={cats} nextOrder={next(sliders.data ?? [])} onClose={() => setSlider(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove slider"
        confirmLabel="Remove"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          const r = await remove.mutateAsync(removing.Id);
          notify.success(r.message);
        }}
      >
        Remove this {removing?.Kind === 'offer' ? `offer banner (${removing.Title})` : `slider (linking to ${removing?.Category ?? ''})`} from the home page?
      </ConfirmDialog>
    </>
  );
}

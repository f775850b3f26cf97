import { useState } from 'react';
import { uploadSrcSet } from '@utsav/domain/image-srcset';
import { imageUrl } from '@utsav/shared/runtime-config';
import type { ServiceImage } from '../api/detail-api';
import styles from '../service-detail.module.css';
import { GALLERY_SIZES } from '../gallery-sizes';
import { useAppT } from '../../../i18n';

/** Large image with thumbnails; a thumbnail selects the large image. */
export function Gallery({ images, title }: { images: ServiceImage[]; title: string }) {
  const { t } = useAppT();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>
        {current ? (
          <img
            src={imageUrl('product', current.doc)}
            srcSet={uploadSrcSet(imageUrl('product', current.doc))}
            sizes={GALLERY_SIZES}
            alt={title}
            width={800}
            height={600}
            fetchPriority="high"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <div className={styles.thumbs} role="group" aria-label={t('gallery.images')}>
          {images.map((img, i) => (
            <button
              key={`${img.doc}-${i}`}
              type="button"
              className={`${styles.thumb} ${i === index ? styles.thumbActive : ''}`}
              aria-label={t('gallery.show', { n: i + 1 })}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <img
                src={imageUrl('product', img.doc)}
                srcSet={uploadSrcSet(imageUrl('product', img.doc))}
                sizes="120px"
                alt=""
                width={120}
                height={90}
                loading="lazy"
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

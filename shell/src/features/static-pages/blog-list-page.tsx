import { imageUrl } from '@utsav/shared/runtime-config';
import { Link } from 'react-router';
import { formatDate } from '@utsav/domain/format';
import { usePagesT } from './i18n';
import { BLOG_POSTS } from './blog-posts';
import { PageBanner } from './page-banner';
import styles from './static-page.module.css';

export default function BlogListPage() {
  const { t, lang } = usePagesT();
  return (
    <>
      <PageBanner title={t('blog.title')} subtitle={t('blog.subtitle')} />
      <div className={`${styles.page} ${styles.grid}`}>
        {BLOG_POSTS.map((post) => (
          <article key={post.id} className={styles.card}>
            <img
              className={styles.thumb}
              src={imageUrl('serviceimage', post.image)}
              alt=""
              width={400}
              height={160}
              loading="lazy"
            />
            <p className={styles.muted}>{formatDate(post.date, lang)}</p>
            <h2>
              <Link to={`/blogs/${post.id}`}>{t(`blog.posts.${post.id}.title`)}</Link>
            </h2>
            <p>{t(`blog.posts.${post.id}.summary`)}</p>
            <Link className={styles.button} to={`/blogs/${post.id}`}>
              {t('blog.readMore')}
            </Link>
          </article>
        ))}
      </div>
    </>
  );
}

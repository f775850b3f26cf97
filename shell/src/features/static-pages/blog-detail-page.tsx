import { Link, useParams } from 'react-router';
import { formatDate } from '@utsav/domain/format';
import { NotFound } from '@utsav/ui/not-found';
import { usePagesT } from './i18n';
import { BLOG_POSTS } from './blog-posts';
import { PageBanner } from './page-banner';
import styles from './static-page.module.css';

export default function BlogDetailPage() {
  const { t, lang } = usePagesT();
  const { id } = useParams();
  const post = BLOG_POSTS.find((p) => p.id === id);
  if (!post) return <NotFound />;
  const paragraphs = Array.from({ length: post.paragraphs }, (_, i) => t(`blog.posts.${post.id}.p${i + 1}`));
  return (
    <>
      <PageBanner title={t(`blog.posts.${post.id}.title`)} subtitle={formatDate(post.date, lang)} />
      <article className={styles.page}>
        <div className={styles.card}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <Link to="/blogs">{t('blog.all')}</Link>
        </div>
      </article>
    </>
  );
}

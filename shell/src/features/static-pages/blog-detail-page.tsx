import { Link, useParams } from 'react-router';
import { formatDate } from '@utsav/shared/format';
import { NotFound } from '@utsav/shared/ui/not-found';
import { BLOG_POSTS } from './blog-posts';
import { PageBanner } from './page-banner';
import styles from './static-page.module.css';

export default function BlogDetailPage() {
  const { id } = useParams();
  const post = BLOG_POSTS.find((p) => p.id === id);
  if (!post) return <NotFound />;
  return (
    <>
      <PageBanner title={post.title} subtitle={formatDate(post.date)} />
      <article className={styles.page}>
        <div className={styles.card}>
          {post.body.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          <Link to="/blogs">← All blogs</Link>
        </div>
      </article>
    </>
  );
}

import { imageUrl } from '@utsav/shared/runtime-config';
import { Link } from 'react-router';
import { formatDate } from '@utsav/shared/format';
import { BLOG_POSTS } from './blog-posts';
import { PageBanner } from './page-banner';
import styles from './static-page.module.css';

export default function BlogListPage() {
  return (
    <>
      <PageBanner title="Blogs" subtitle="Ideas and advice for planning your celebration." />
      <div className={`${styles.page} ${styles.grid}`}>
        {BLOG_POSTS.map((post) => (
          <article key={post.id} className={styles.card}>
            <img className={styles.thumb} src={imageUrl('serviceimage', post.image)} alt="" width={400} height={160} loading="lazy" />
            <p className={styles.muted}>{formatDate(post.date)}</p>
            <h2><Link to={`/blogs/${post.id}`}>{post.title}</Link></h2>
            <p>{post.summary}</p>
            <Link className={styles.button} to={`/blogs/${post.id}`}>Read more</Link>
          </article>
        ))}
      </div>
    </>
  );
}

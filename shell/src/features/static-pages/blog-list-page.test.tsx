import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import BlogListPage from './blog-list-page';
import en from './locales/en.json';
import { BLOG_POSTS } from './blog-posts';

test('blog thumbnails are illustrations (images), never emoji text that renders as empty boxes', () => {
  const { container } = render(
    <MemoryRouter>
      <BlogListPage />
    </MemoryRouter>,
  );
  const images = container.querySelectorAll('img');
  expect(images).toHaveLength(BLOG_POSTS.length);
  for (const img of images) expect(img.getAttribute('src')).toMatch(/\/images\/serviceimage\/[a-z-]+\.svg$/);
  expect(container.textContent ?? '').not.toMatch(/\p{Extended_Pictographic}/u);
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(BLOG_POSTS.length);
});

test("the posts the server names in its head tags are the catalogue's English posts", () => {
  const posts = en.blog.posts as Record<string, Record<string, string>>;
  expect(Object.keys(posts)).toEqual(BLOG_POSTS.map((p) => p.id));
  for (const post of BLOG_POSTS) {
    const texts = posts[post.id]!;
    expect([texts.title, texts.summary]).toEqual([post.title, post.summary]);
    expect(Object.keys(texts).filter((k) => /^p\d+$/.test(k))).toHaveLength(post.paragraphs);
  }
});

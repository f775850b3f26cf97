import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import BlogListPage from './blog-list-page';
import { BLOG_POSTS } from './blog-posts';

test('blog thumbnails are illustrations (images), never emoji text that renders as empty boxes', () => {
  const { container } = render(<MemoryRouter><BlogListPage /></MemoryRouter>);
  const images = container.querySelectorAll('img');
  expect(images).toHaveLength(BLOG_POSTS.length);
  for (const img of images) expect(img.getAttribute('src')).toMatch(/\/images\/serviceimage\/[a-z-]+\.svg$/);
  expect(container.textContent ?? '').not.toMatch(/\p{Extended_Pictographic}/u);
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(BLOG_POSTS.length);
});

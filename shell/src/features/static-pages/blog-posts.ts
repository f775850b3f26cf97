/**
 * The static blog posts. Their texts are the shell catalogue's (`blog.posts.<id>`); the English title and
 * summary are kept here too for the head tags the server writes (shell/server/shell-pages.ts), and a test keeps the
 * two the same.
 */
export interface BlogPost {
  id: string;
  title: string;
  date: string;
  /** A category illustration from the API's images (/images/serviceimage/<name>): shapes, never emoji, which a
   *  browser without an emoji font draws as empty boxes. */
  image: string;
  summary: string;
  /** How many paragraphs the post has (catalogue keys p1, p2, …). */
  paragraphs: number;
}

export const BLOG_POSTS: BlogPost[] = [
  {
    id: 'wedding-decor-trends',
    title: 'Wedding décor trends for the coming season',
    date: '2026-10-02',
    image: 'decoration.svg',
    summary: 'Pastel florals, marigold canopies and sustainable props: what couples are asking decorators for.',
    paragraphs: 3,
  },
  {
    id: 'catering-headcount',
    title: 'How to estimate catering for a big fat Indian wedding',
    date: '2026-09-14',
    image: 'catering.svg',
    summary: 'A simple way to plan plates, live counters and sweets without waste.',
    paragraphs: 3,
  },
  {
    id: 'photographer-checklist',
    title: 'A checklist before you book your event photographer',
    date: '2026-08-21',
    image: 'photography.svg',
    summary: 'Portfolio, deliverables, timelines and advance payments explained.',
    paragraphs: 3,
  },
];

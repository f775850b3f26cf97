/** Editorial content for the static blog pages. */
export interface BlogPost {
  id: string;
  title: string;
  date: string;
  /** A category illustration from the API's images (/images/serviceimage/<name>): shapes, never emoji, which a
   *  browser without an emoji font draws as empty boxes (issue 17.10). */
  image: string;
  summary: string;
  body: string[];
}

export const BLOG_POSTS: BlogPost[] = [
  {
    id: 'wedding-decor-trends',
    title: 'Wedding décor trends for the coming season',
    date: '2026-10-02',
    image: 'decoration.svg',
    summary: 'Pastel florals, marigold canopies and sustainable props: what couples are asking decorators for.',
    body: [
      'Marigold remains the heart of Indian wedding décor, but couples now pair it with pastel roses and dried grasses.',
      'Ask your decorator for reusable props and local flowers: they cost less and travel less.',
      'Book your decorator at least eight weeks before a muhurat date; popular dates sell out early.',
    ],
  },
  {
    id: 'catering-headcount',
    title: 'How to estimate catering for a big fat Indian wedding',
    date: '2026-09-14',
    image: 'catering.svg',
    summary: 'A simple way to plan plates, live counters and sweets without waste.',
    body: [
      'Plan for 90% of your confirmed guests at lunch and 100% at dinner.',
      'Two live counters per 250 guests keep queues short.',
      'Share the final headcount with your caterer three days before the event.',
    ],
  },
  {
    id: 'photographer-checklist',
    title: 'A checklist before you book your event photographer',
    date: '2026-08-21',
    image: 'photography.svg',
    summary: 'Portfolio, deliverables, timelines and advance payments explained.',
    body: [
      'Ask for one complete event gallery, not just highlights.',
      'Confirm the number of edited photos and the delivery date in writing.',
      'On Utsav you can pay an advance to block the date and the rest later.',
    ],
  },
];

// What the standalone frame lists for this remote: its pages with sample links, its fragment.
import type { StandaloneManifest } from '@utsav/ui/standalone-index';
import SearchBox from '../features/search/search-box';

export const standaloneManifest: StandaloneManifest = {
  name: 'catalog',
  ownsRoot: true,
  samples: ['service'],
  pages: [
    { label: 'Home', path: '/' },
    { label: 'Services (categories)', path: '/services' },
    { label: 'All services', path: '/services/all' },
    {
      label: 'Service detail (newest service)',
      path: (s) => (s.service ? `/services/details/${s.service}` : undefined),
      missing: 'no live service in the catalogue',
    },
    { label: 'Calendars', path: '/calendars' },
  ],
  fragments: [
    {
      module: 'catalog/SearchBox',
      props: '{ className?: string; placeholder?: string }',
      // The standalone index is a developer's page, English like the frame that lists it (docs/i18n.md).
      // eslint-disable-next-line i18next/no-literal-string
      render: () => <SearchBox placeholder="Search for decorators, caterers, photographers…" />,
    },
  ],
};

// What the standalone frame lists for this remote: its pages with sample links, its fragment.
import { bus } from '@utsav/shared/bus';
import type { StandaloneManifest } from '@utsav/ui/standalone-index';
import PackageModal from '../features/package-modal/package-modal';

export const standaloneManifest: StandaloneManifest = {
  name: 'packages',
  samples: ['package'],
  pages: [
    { label: 'All packages', path: '/packages/all' },
    {
      label: 'Package detail (first package)',
      path: (s) => (s.package ? `/packages/${s.package}` : undefined),
      missing: 'no package in the catalogue',
    },
    { label: 'Package checkout', path: '/package/checkout', role: 1 },
  ],
  fragments: [
    {
      module: 'packages/PackageModal',
      props: "{ initialRequest?: { packageId } } · opened by the 'package:open' bus event",
      // The standalone index is a developer's page, English like the frame that lists it (docs/i18n.md).
      /* eslint-disable i18next/no-literal-string */
      render: (s) =>
        s.package ? (
          <>
            <button type="button" onClick={() => bus.emit('package:open', { packageId: s.package! })}>
              Open the package modal (package {s.package})
            </button>
            {/* The index is a page of its own, so the modal the frame mounts beside App is not there: mount it. */}
            <PackageModal />
          </>
        ) : (
          <span>reading a package…</span>
        ),
      /* eslint-enable i18next/no-literal-string */
    },
  ],
};

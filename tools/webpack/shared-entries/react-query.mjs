// What the apps get for `@tanstack/react-query` (shared singleton, issue 10): the client, its provider and the
// hooks the apps use. Shared modules are not tree-shaken (every export counts as used), and the package index
// also carries suspense, infinite and parallel queries, hydration and streaming. Re-exporting this list from
// the ESM build lets webpack drop the rest.
//
// This list is a contract like an `exposes` map: the shell's copy is the one every remote gets at runtime,
// so an app may import only these names from '@tanstack/react-query' — the build fails otherwise
// (SharedSubsetGuardPlugin in tools/webpack/shared-modules.js). To use another export, add it here and
// rebuild the shell (and then the remote that needs it).
export {
  QueryClient,
  QueryCache,
  MutationCache,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  skipToken,
  useQuery,
  useMutation,
  useQueryClient,
  useIsFetching,
  useIsMutating,
} from 'utsav-react-query-modern';

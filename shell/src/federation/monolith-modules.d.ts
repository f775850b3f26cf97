// Types of the `@utsav-monolith/*` aliases used by monolith-remotes.ts (monolith build only).
declare module '@utsav-monolith/*' {
  const Component: import('react').ComponentType<Record<string, unknown>>;
  export default Component;
}

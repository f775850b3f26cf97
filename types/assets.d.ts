// Module declarations for non-code imports handled by webpack loaders.
declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** Build id injected by webpack DefinePlugin (visible in the footer / data-build attribute). */
declare const __BUILD_ID__: string;
/** True in a remote's own (standalone) build entry, false in the shell. */
declare const __STANDALONE__: boolean;
/** True when built as one bundle for the federation-tax benchmark. */
declare const __MONOLITH__: boolean;

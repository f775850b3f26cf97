// Stands in for axios/lib/adapters/fetch.js in browser builds (issue 10). axios tries its adapters in the
// order ['xhr', 'http', 'fetch'] and every supported browser has XMLHttpRequest, so the fetch adapter (~5 KB
// gzip) was never used but rode on every page. `false` is axios's own "adapter not available here" value.
export const getFetch = () => false;
export default false;

// The node side of the site's security headers: the policy itself is domain/src/security-headers.ts
// (one place, also read by the API and generated into the nginx files); this loads it for plain-node tools and adds
// what needs node: the SHA-256 sources of a page's inline scripts, and the headers of a static app's dist/.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

/** domain/src/security-headers.ts */
export const policy = await tsImport('../domain/src/security-headers.ts', import.meta.url);

/** A CSP source allowing one inline script: 'sha256-<base64 of the SHA-256 of its UTF-8 text>'. */
export const sha256Source = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** The CSP sources of every inline script of an HTML page. */
export const inlineScriptHashes = (html) => policy.inlineScripts(html).map(sha256Source);

/** The headers of a page served with this runtime config (app-config.json) and HTML. */
export function pageHeaders({ config = {}, html = '' } = {}) {
  return policy.documentHeaders({ ...policy.policyOrigins(config), inlineScripts: inlineScriptHashes(html) });
}

/**
 * Headers for the files of one app's dist/, kept current: the runtime config (a file that may be rewritten) and the
 * dist's index.html (a redeploy swaps it) are re-read only when they change.
 */
export function staticAppHeaders({ dir, configFile }) {
  let key = '';
  let headers = {};
  const stamp = (file) => (file && existsSync(file) ? `${file}:${statSync(file).mtimeMs}:${statSync(file).size}` : '');
  return () => {
    const cfgFile = configFile ?? join(dir, 'app-config.json');
    const htmlFile = join(dir, 'index.html');
    const now = `${stamp(cfgFile)}|${stamp(htmlFile)}`;
    if (now !== key) {
      const config = existsSync(cfgFile) ? JSON.parse(readFileSync(cfgFile, 'utf8')) : {};
      const html = existsSync(htmlFile) ? readFileSync(htmlFile, 'utf8') : '';
      headers = pageHeaders({ config, html });
      key = now;
    }
    return headers;
  };
}

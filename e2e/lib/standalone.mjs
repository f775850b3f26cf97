// The standalone index of a remote, checked the way QA uses it: open the root, read the banner,
// follow every public link, open a guarded page as a visitor (the frame names the demo account), sign in there,
// then follow the sample links built from the signed-in account's real data.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { API_URL, BASE_URL, screenshot } from './browser.mjs';

export const SHARED_VERSION = JSON.parse(
  readFileSync(new URL('../../shared/package.json', import.meta.url), 'utf8'),
).version;

/** Opens the remote's root and checks that it is the index, with the API base and shared version. */
export async function openIndex(page, { name, root = '/' }) {
  await page.goto(`${BASE_URL}${root}`);
  await page.getByRole('heading', { level: 1, name: `${name}: pages and fragments` }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/standalone');
  const env = await page.getByTestId('standalone-env').textContent();
  assert.ok(env.includes(API_URL), `banner names the API base ${API_URL}: ${env}`);
  assert.ok(env.includes(`@utsav/shared ${SHARED_VERSION}`), `banner names @utsav/shared ${SHARED_VERSION}: ${env}`);
}

/** Follows a link of the index and checks the page is not the 404, then comes back. */
export async function followFromIndex(page, label, { expect }) {
  await page.getByRole('main').getByRole('link', { name: label, exact: true }).click();
  await expect(page);
  assert.equal(await page.getByTestId('not-found').count(), 0, `${label} is not a 404`);
  await page.getByRole('navigation', { name: 'Standalone' }).getByRole('link', { name: 'Index' }).click();
  await page.getByRole('main').getByRole('heading', { level: 1 }).filter({ hasText: 'pages and fragments' }).waitFor();
}

/** A guarded page opened by a visitor: the frame's prompt names the demo account; returns the prompt. */
export async function expectSignInPrompt(page, path, { who, id }) {
  await page.goto(`${BASE_URL}${path}`);
  const prompt = page.getByTestId('standalone-sign-in');
  await prompt.filter({ hasText: `Sign in as a ${who}` }).waitFor();
  assert.ok((await prompt.textContent()).includes(id), `the prompt names the demo ${who} ${id}`);
  assert.equal(new URL(page.url()).pathname, path, 'the URL is kept');
  await screenshot(page, `standalone-prompt-${who}`);
  return prompt;
}

/**
 * The storage key of the session token, one for customers and vendors (architecture §3). Its own module, and
 * not a shared module: the shell's main.js reads it before the share scope exists (early hints).
 *
 * Where the token lives (docs/auth.md "Remember me"): a session for the tab is kept in sessionStorage only; a
 * remembered one ("Remember Me" ticked) is also kept in localStorage, so a new tab or a restarted browser finds it.
 */
export const TOKEN_KEY = 'utsav.token';

/** Storage areas a token is read from, the tab's own first. */
interface TokenStores {
  sessionStorage?: Storage;
  localStorage?: Storage;
}

function area(win: TokenStores | null | undefined, name: keyof TokenStores): Storage | null {
  try {
    return win?.[name] ?? null;
  } catch {
    return null; // storage blocked (privacy settings): no session survives the page
  }
}

/** The stored token: the tab's session, else a remembered one. Null when neither holds one. */
export function readStoredToken(win: TokenStores | null | undefined): string | null {
  return area(win, 'sessionStorage')?.getItem(TOKEN_KEY) ?? area(win, 'localStorage')?.getItem(TOKEN_KEY) ?? null;
}

/** Stores a token for this tab, and for later tabs too when remembered; forgets it everywhere when null. */
export function writeStoredToken(
  win: TokenStores | null | undefined,
  token: string | null,
  remember: boolean | undefined,
): void {
  const tab = area(win, 'sessionStorage');
  const kept = area(win, 'localStorage');
  if (!token) {
    tab?.removeItem(TOKEN_KEY);
    kept?.removeItem(TOKEN_KEY);
    return;
  }
  tab?.setItem(TOKEN_KEY, token);
  if (remember === true) kept?.setItem(TOKEN_KEY, token);
  else if (remember === false) kept?.removeItem(TOKEN_KEY);
  // undefined: a renewed token keeps the choice made at sign-in
  else if (kept?.getItem(TOKEN_KEY)) kept.setItem(TOKEN_KEY, token);
}

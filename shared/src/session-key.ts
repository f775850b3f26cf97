/**
 * The sessionStorage key of the session token, one for customers and vendors (architecture §3). Its own module, and
 * not a shared module: the shell's main.js reads it before the share scope exists (early hints).
 */
export const TOKEN_KEY = 'utsav.token';

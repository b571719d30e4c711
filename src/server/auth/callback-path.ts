/**
 * Where a social sign-in may send the browser back to: a path on this site only. "//host" and
 * "/\host" are other sites to a browser, so they (and anything not starting with "/") become "/".
 */
export const callbackPath = (wanted: string | undefined): string =>
  wanted !== undefined && /^\/(?![/\\])/.test(wanted) ? wanted : '/';

/** Where /auth sends a visitor who is already signed in and gave no usable redirect. */
export const DEFAULT_AFTER_AUTH_PATH = '/';
export const AUTH_PATH = '/auth';

function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/**
 * Returns `raw` only when it is a same-origin relative path (a single leading `/`), else `/`.
 * Anything else (`//evil.example`, `/\evil.example`, `https://…`, `javascript:`) would be an open redirect.
 */
export function getSafeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return DEFAULT_AFTER_AUTH_PATH;
  // Control characters and backslashes are normalised away by URL parsers and can turn a path into a host.
  if (hasUnsafeCharacter(raw)) return DEFAULT_AFTER_AUTH_PATH;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return DEFAULT_AFTER_AUTH_PATH;
  }
  if (url.origin !== window.location.origin) return DEFAULT_AFTER_AUTH_PATH;
  // Sending a signed-in user back to /auth would only bounce them again.
  if (url.pathname === AUTH_PATH || url.pathname.startsWith(`${AUTH_PATH}/`)) return DEFAULT_AFTER_AUTH_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/auth?redirect=<path+search>` for a protected location the visitor may not see yet. */
export function buildAuthRedirectPath(location: { pathname: string; search: string }): string {
  const target = `${location.pathname}${location.search}`;
  if (target === DEFAULT_AFTER_AUTH_PATH) return AUTH_PATH;
  return `${AUTH_PATH}?redirect=${encodeURIComponent(target)}`;
}

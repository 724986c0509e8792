const codeOf = (error: unknown): string => String((error as { code?: unknown })?.code ?? '');

/** Refused by our own rules (SSRF guard, robots.txt, an off-site redirect): the page is skipped, not failed. */
export function isRefusal(error: unknown): boolean {
  return ['ERR_SSRF_BLOCKED', 'ERR_ROBOTS_DISALLOWED', 'ERR_REDIRECT_REFUSED'].includes(codeOf(error));
}

/**
 * Whether trying the request again could help. Caps, timeouts, refusals and redirect loops would only
 * repeat (and a hostile site would get twice the time), so only the rest — resets, 5xx — is retried.
 */
export function isTransient(error: unknown): boolean {
  if (isRefusal(error)) return false;
  return ![
    'ERR_RESPONSE_TOO_LARGE',
    'ERR_TOO_MANY_REDIRECTS',
    'ERR_FETCH_TIMEOUT',
    'ERR_UNSUPPORTED_ENCODING',
    'UND_ERR_BODY_TIMEOUT',
    'UND_ERR_HEADERS_TIMEOUT',
  ].includes(codeOf(error));
}

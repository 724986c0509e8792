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

/** Errors of a connection that never carried a page: refused, reset, timed out, or a TLS handshake that failed. */
const NO_CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPROTO',
  'ERR_FETCH_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
]);

/**
 * Whether the site did not answer at all over this connection (as opposed to answering with an error, being refused
 * by our own rules, or having no address): the case where a site that serves only http:// is asked for https://.
 * The code is looked for on the error and the causes it wraps (fetch wraps the socket's error).
 */
export function isNoConnection(error: unknown): boolean {
  if (isRefusal(error)) return false;
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = codeOf(current);
    if (NO_CONNECTION_CODES.has(code) || code.startsWith('ERR_TLS_') || code.startsWith('ERR_SSL_'))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

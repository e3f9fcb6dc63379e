/**
 * The one Content-Security-Policy and the other security headers of the production build.
 * Used by the Vite build (the <meta http-equiv> in index.html), the preview server's headers,
 * deploy/nginx.conf's test (the same policy as a header) and the end-to-end checks.
 *
 * A <meta> policy cannot carry `frame-ancestors` (browsers ignore it there and say so in the
 * console), so that directive is only in the header form.
 */

/** The name of the Trusted Types policy of server HTML; only the sanitizing component (SafeHtml) creates it. */
export const TRUSTED_TYPES_POLICY = 'dars-sanitized-html';

/** The Trusted Types policy that names the service worker's script (app/offline/register.ts), and nothing else. */
export const WORKER_POLICY = 'dars-worker';

/**
 * The API origin from VITE_API_BASE_URL ('' when the API is on the page's own origin, as with
 * the demo API mounted on the preview server). Only http(s) origins are accepted.
 * @param {string | undefined} apiBaseUrl
 */
export function apiOrigin(apiBaseUrl) {
  if (!apiBaseUrl) return '';
  let url;
  try {
    url = new URL(apiBaseUrl);
  } catch {
    throw new Error(`VITE_API_BASE_URL is not an absolute URL: ${apiBaseUrl}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_API_BASE_URL must be http(s): ${apiBaseUrl}`);
  }
  return url.origin;
}

/**
 * Where a deployment wants the browser to report policy violations (VITE_CSP_REPORT_URL, set at build time
 * like the API's address; '' for none). Only absolute http(s) URLs are accepted.
 * @param {string | undefined} value
 */
export function cspReportUrl(value) {
  if (!value?.trim()) return '';
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`VITE_CSP_REPORT_URL is not an absolute URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_CSP_REPORT_URL must be http(s): ${value}`);
  }
  return url.href;
}

/** The Reporting API endpoint's name in `report-to` and `Reporting-Endpoints`. */
export const REPORT_GROUP = 'dars-csp';

/**
 * The policy's directives, in order.
 * @param {{ apiOrigin?: string, header?: boolean, reportUrl?: string }} options header: the HTTP-header form
 *   (adds frame-ancestors, and with a reportUrl, report-uri and report-to: a <meta> policy cannot report)
 * @returns {string}
 */
export function contentSecurityPolicy({ apiOrigin: origin = '', header = false, reportUrl = '' } = {}) {
  const self = ["'self'", ...(origin ? [origin] : [])];
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', ...self, 'https:', 'blob:'],
    ['media-src', ...self, 'https:', 'blob:'],
    ['connect-src', ...self],
    ['font-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ...(header ? [['frame-ancestors', "'none'"]] : []),
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', TRUSTED_TYPES_POLICY, WORKER_POLICY],
    // report-uri for the browsers that send at once; report-to (the Reporting API) for the others.
    ...(header && reportUrl
      ? [
          ['report-uri', reportUrl],
          ['report-to', REPORT_GROUP],
        ]
      : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Every security header the preview server and nginx send (nginx adds HSTS on top).
 * @param {{ apiOrigin?: string, reportUrl?: string }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ apiOrigin: origin = '', reportUrl = '' } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ apiOrigin: origin, header: true, reportUrl }),
    ...(reportUrl ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${reportUrl}"` } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

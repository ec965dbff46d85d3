// The request edge, in the order server.mjs mounts it before anything else (static files
// included): security headers (ADR 0082), the one public origin (ADR 0080), CSRF (ADR 0081).
import { csrfMiddleware } from "./csrf.mjs";
import { parseAppUrl, publicOriginMiddleware } from "./public-origin.mjs";
import { formActionOrigins, securityHeadersMiddleware } from "./security-headers.mjs";

/**
 * @param {Record<string, string | undefined>} env process.env
 * @param {{ trustProxyConfigured: boolean, warn?: (message: string) => void }} options
 */
export function edgeMiddleware(env, { trustProxyConfigured, warn = console.warn }) {
  const appOrigin = parseAppUrl(env.APP_URL);
  return [
    ...securityHeadersMiddleware({ https: appOrigin?.startsWith("https:") ?? false, formActions: formActionOrigins(env) }),
    publicOriginMiddleware({ appOrigin, trustProxyConfigured, warn }),
    csrfMiddleware({ log: warn }),
  ];
}

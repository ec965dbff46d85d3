// The request edge, in the order server.mjs mounts it before anything else (static files
// included): security headers (ADR 0082), the one public origin (ADR 0080), CORS for /v1
// (ADR 0130), CSRF (ADR 0081), and no NUL in the URL.
import { corsMiddleware, parseCorsOrigins } from "./cors.mjs";
import { csrfMiddleware } from "./csrf.mjs";
import { parseAppUrl, publicOriginMiddleware } from "./public-origin.mjs";
import { formActionOrigins, mapTileOrigins, securityHeadersMiddleware } from "./security-headers.mjs";

/**
 * @param {Record<string, string | undefined>} env process.env
 * @param {{ trustProxyConfigured: boolean, warn?: (message: string) => void }} options
 */
export function edgeMiddleware(env, { trustProxyConfigured, warn = console.warn }) {
  const appOrigin = parseAppUrl(env.APP_URL);
  const corsOrigins = parseCorsOrigins(env.CORS_ORIGINS);
  return [
    ...securityHeadersMiddleware({
      https: appOrigin?.startsWith("https:") ?? false,
      formActions: formActionOrigins(env),
      imgOrigins: mapTileOrigins(env),
    }),
    publicOriginMiddleware({ appOrigin, trustProxyConfigured, warn }),
    corsMiddleware(corsOrigins),
    csrfMiddleware({ log: warn, corsOrigins }),
    urlWithoutNulMiddleware(),
  ];
}

/**
 * A NUL (%00) anywhere in the path or query is a bad request: no page, id, token or search word
 * has one, and PostgreSQL refuses it in text (SQLite matched nothing), so it would have reached
 * a query as a server error. Bodies are cleaned of control characters where they are read.
 */
export function urlWithoutNulMiddleware() {
  return (req, res, next) => {
    if (!/%00/i.test(req.url)) return next();
    res.status(400).type("text/plain; charset=utf-8").send("Bad Request");
  };
}

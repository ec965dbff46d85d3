// One public origin (ADR 0080). With APP_URL set, the server answers only requests for that
// host; without it, the app is a local installation and answers only loopback names
// (localhost, 127.0.0.1, [::1], any port). Any other Host gets 421, so no page, e-mail link,
// gateway callback or cached page is ever built from a host a client made up.
// X-Forwarded-* headers are removed unless they come from a proxy TRUST_PROXY names (Express's
// "trust proxy" setting), before @remix-run/express reads X-Forwarded-Host.

const LOOPBACK_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** A Host header: a DNS name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * APP_URL as an origin ("https://balimice.example"), undefined when unset; throws when it is
 * not an http(s) origin, so a typo stops the start instead of refusing every request.
 * @param {string | undefined} raw
 */
export function parseAppUrl(raw) {
  const value = raw?.trim();
  if (!value) return undefined;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`APP_URL must be an origin such as https://balimice.example, got "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search || url.hash || url.username) {
    throw new Error(`APP_URL must be an origin such as https://balimice.example (http or https, no path), got "${value}"`);
  }
  return url.origin;
}

/** @param {string} hostname as URL.hostname gives it (IPv6 in brackets) */
export function isLoopbackHostname(hostname) {
  return LOOPBACK_HOSTNAMES.has(hostname.toLowerCase());
}

/**
 * The origin a request is for, from its (validated) Host and protocol, or null when the Host
 * is missing or malformed. The default port of the protocol is dropped, as in URL.origin.
 * @param {string | undefined} host
 * @param {string} protocol "http" or "https"
 */
export function originOfHost(host, protocol) {
  if (!host || !HOST_HEADER.test(host)) return null;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The public origin for a request, or null when it must be refused (421).
 * @param {{ appOrigin: string | undefined, host: string | undefined, protocol: string }} request
 */
export function publicOriginFor({ appOrigin, host, protocol }) {
  if (appOrigin) {
    // Compared on host and port only: behind a TLS proxy the hop to us is plain http.
    const requested = originOfHost(host, new URL(appOrigin).protocol.slice(0, -1));
    return requested !== null && requested === appOrigin ? appOrigin : null;
  }
  const requested = originOfHost(host, protocol);
  return requested !== null && isLoopbackHostname(new URL(requested).hostname) ? requested : null;
}

const MISDIRECTED_PAGE = (/** @type {string | undefined} */ appOrigin) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Misdirected request</title></head>
<body><h1>Misdirected request</h1>
${
  appOrigin
    ? `<p>This server answers only for <a href="${appOrigin}/">${appOrigin}</a> (its APP_URL).</p>
<p>Behind a reverse proxy, forward the original Host header, or set TRUST_PROXY so X-Forwarded-Host is read.</p>`
    : `<p>This is a local installation: it answers only for localhost, 127.0.0.1 and [::1].</p>
<p>To serve it under another name, set APP_URL to its public origin (for example https://balimice.example).</p>`
}
</body></html>
`;

/**
 * Express middleware: strips untrusted X-Forwarded-* headers, answers 421 for a host other
 * than the public one, and leaves the public origin in res.locals.publicOrigin (the CSRF
 * check and the page cache key use it). Mount it after `app.set("trust proxy", ...)`.
 * @param {{ appOrigin: string | undefined, trustProxyConfigured: boolean, warn?: (message: string) => void }} options
 */
/** Paths a load balancer probes by address, whatever Host it sends (ADR 0104). */
const HEALTH_PROBES = new Set(["/healthz", "/readyz"]);

export function publicOriginMiddleware({ appOrigin, trustProxyConfigured, warn = console.warn }) {
  let warnedAboutForwardedFor = false;
  return (/** @type {any} */ req, /** @type {any} */ res, /** @type {() => void} */ next) => {
    if (!trustProxyConfigured && req.headers["x-forwarded-for"] && !warnedAboutForwardedFor) {
      warnedAboutForwardedFor = true;
      warn(
        "[server] requests carry X-Forwarded-For but TRUST_PROXY is unset: rate limits count every client behind the proxy as one address, and forwarded headers are ignored. Set TRUST_PROXY (true, a hop count or the proxy's addresses).",
      );
    }
    const trusted = trustProxyConfigured && req.app.get("trust proxy fn")(req.socket.remoteAddress, 0);
    if (!trusted) {
      for (const name of Object.keys(req.headers)) {
        if (name.startsWith("x-forwarded-") || name === "forwarded") delete req.headers[name];
      }
    }
    // Express's req.hostname drops the port; read the header the same way it does (the
    // nearest proxy's X-Forwarded-Host when trusted, else Host).
    const forwardedHost = trusted ? String(req.headers["x-forwarded-host"] ?? "").split(",")[0].trim() : "";
    const host = forwardedHost || req.headers.host;
    const origin = publicOriginFor({ appOrigin, host, protocol: req.protocol });
    if (origin === null && HEALTH_PROBES.has(req.path) && (req.method === "GET" || req.method === "HEAD")) {
      // Load balancers probe by address; the health answers build no URLs and reveal nothing.
      res.locals.publicOrigin = appOrigin ?? "http://localhost";
      next();
      return;
    }
    if (origin === null) {
      res.status(421).type("html").set("Cache-Control", "no-store").send(MISDIRECTED_PAGE(appOrigin));
      return;
    }
    res.locals.publicOrigin = origin;
    next();
  };
}

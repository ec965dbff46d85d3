import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { bootstrap } from "~/bootstrap.server";
import { rememberSharedLanguage } from "~/i18n/lang.server";
import { NonceProvider } from "~/utils/nonce-provider";

// server.mjs calls it on SIGTERM (graceful shutdown).
export { shutdownApp } from "~/ops/shutdown.server";
// server.mjs asks it what of a visitor's session changes a cached page (ADR 0171).
export { pageCacheSessionVariant } from "~/ops/page-cache-variant.server";
// ...and the page's language for this visitor (ADR 0300): the cache keeps one page per language.
export { pageCacheLanguage } from "~/i18n/lang.server";

// Migrate and seed before the first request is answered.
await bootstrap();

const ABORT_DELAY = 5_000;

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // server.mjs passes the CSP nonce; remix-serve (npm run dev) has none and sends no CSP.
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : undefined;
  // The whole document as one string, then one Response: server.mjs compresses it in one piece
  // (ADR 0170), and nothing in the app suspends on the server (no deferred data; the two lazy
  // components render only after hydration), so the streaming renderer's 2 KB chunks and
  // per-string encoding bought nothing and cost a fifth of the render (ADR 0241).
  let html: string;
  try {
    html = renderToString(
      <NonceProvider value={nonce ?? ""}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </NonceProvider>,
    );
  } catch (error) {
    // Remix renders the error boundary from here (handleDocumentRequest catches and logs it).
    return Promise.reject(error);
  }
  // A shared link's `?lang=` is remembered, so the pages after it stay in that language.
  const shared = rememberSharedLanguage(request);
  if (shared) responseHeaders.append("Set-Cookie", shared);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("X-Content-Type-Options", "nosniff");
  responseHeaders.set("Referrer-Policy", "strict-origin-when-cross-origin");
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}

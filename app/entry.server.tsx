import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { bootstrap } from "~/bootstrap.server";
import { NonceProvider } from "~/utils/nonce-provider";

// server.mjs calls it on SIGTERM (graceful shutdown).
export { shutdownApp } from "~/ops/shutdown.server";
// server.mjs asks it what of a visitor's session changes a cached page (ADR 0171).
export { pageCacheSessionVariant } from "~/ops/page-cache-variant.server";

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
  // The whole document, then one Response: server.mjs compresses it in one piece (ADR 0170),
  // and nothing in the app streams (no deferred data), so waiting for all costs no time.
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set("X-Content-Type-Options", "nosniff");
        responseHeaders.set("Referrer-Policy", "strict-origin-when-cross-origin");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          clearTimeout(timer);
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, Remix's handleError logs it.
          if (shellRendered) console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, ABORT_DELAY);
  });
}

// Production server (`npm run serve`): Express + Remix, like remix-serve, plus a micro-cache
// of anonymous pages (ADR 0014). Plain ESM: run with `node server.mjs` after `remix build`.
//
// Environment: PORT (3000), HOST (all interfaces), PAGE_CACHE_TTL_SECONDS (15, 0 = off),
// PAGE_CACHE_MAX_ENTRIES (500), WEB_CONCURRENCY (1: worker processes sharing the port),
// APP_URL (the one public origin, ADR 0080), TRUST_PROXY (Express "trust proxy").
import { fork as forkProcess } from "node:child_process";
import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
// The HTTP stack (Express, Remix, the app) is imported by serve() only: a cluster's primary
// serves nothing and stays small (ADR 0173).

process.env.NODE_ENV ??= "production";
process.setSourceMapsEnabled(true);

const root = path.dirname(fileURLToPath(import.meta.url));

function numberFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0, got "${raw}"`);
  return value;
}

const workerCount = Math.max(1, Math.floor(numberFromEnv("WEB_CONCURRENCY", 1)));
const buildUrl = pathToFileURL(path.join(root, "build/index.js")).href;

/** Loads the Remix build (which validates settings, migrates and seeds); bad settings stop here, clearly. */
async function importBuild() {
  try {
    return await import(buildUrl);
  } catch (error) {
    if (error?.name !== "ConfigError") throw error;
    console.error(`[server] ${error.message}`);
    process.exit(1);
  }
}

/** Runs this file in a short-lived child that imports the build (migrate, seed) and exits. */
function bootstrapInChild() {
  return new Promise((resolve) => {
    const child = forkProcess(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, SERVER_ROLE: "bootstrap", JOB_RUNNER: "off" },
      stdio: "inherit",
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (process.env.SERVER_ROLE === "bootstrap") {
  await importBuild();
  process.exit(0);
} else if (workerCount > 1 && cluster.isPrimary) {
  // Migrate and seed once, before any worker opens the database, in a child that exits when
  // done: the primary serves no requests and runs no jobs (ADR 0100), and no longer holds
  // the whole app in memory for it (ADR 0173).
  const jobRunner = process.env.JOB_RUNNER;
  const code = await bootstrapInChild();
  if (code !== 0) process.exit(1);
  let stopping = false;
  const startedAt = new Map();
  const fork = () => startedAt.set(cluster.fork({ JOB_RUNNER: jobRunner ?? "on" }).id, Date.now());
  for (let i = 0; i < workerCount; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    console.error(`[server] worker ${worker.process.pid} exited (${signal ?? code})`);
    // A worker that dies at start-up (port taken, bad config) would only die again.
    if (Date.now() - startedAt.get(worker.id) < 5_000) process.exit(1);
    fork();
  });
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      const check = setInterval(() => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0), 50);
      check.unref();
      setTimeout(() => process.exit(0), 12_000).unref();
    });
  }
} else {
  await serve();
}

function trustProxySetting(raw) {
  if (!raw || raw === "false") return false;
  if (raw === "true") return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/** One HTTP server process: static files, page cache, Remix. */
async function serve() {
  const [
    { installGlobals },
    { default: compression },
    { default: express },
    { apiJsonErrorsMiddleware },
    { bodyLimitMiddleware },
    { accessLogMiddleware },
    { edgeMiddleware },
    { getLogger },
    { formBodyGuardMiddleware },
    { createPageCache, pageCacheMiddleware },
    { remixHandler },
    { installRouteMatchCaches },
    { memoryAssetsMiddleware, precompressedAssetsMiddleware },
  ] = await Promise.all([
    import("@remix-run/node"),
    import("compression"),
    import("express"),
    import("./server/api-errors.mjs"),
    import("./server/body-limit.mjs"),
    import("./server/access-log.mjs"),
    import("./server/edge.mjs"),
    import("./server/logger.mjs"),
    import("./server/form-body-guard.mjs"),
    import("./server/page-cache.mjs"),
    import("./server/remix-handler.mjs"),
    import("./server/route-match-cache.mjs"),
    import("./server/static-assets.mjs"),
  ]);
  const port = numberFromEnv("PORT", 3000);
  const host = process.env.HOST || undefined;
  const pageCache = createPageCache({
    ttlMs: numberFromEnv("PAGE_CACHE_TTL_SECONDS", 15) * 1000,
    maxEntries: numberFromEnv("PAGE_CACHE_MAX_ENTRIES", 500),
  });

  const routeMatching = installRouteMatchCaches();
  if (!routeMatching.installed) {
    getLogger().warn(`[server] route matching caches off (ADR 0266): not verified with ${routeMatching.mismatches.join(", ")}`);
  }
  // Importing the build migrates and seeds the database (entry.server awaits bootstrap()).
  const build = await importBuild();
  // `npm run dev` (remix dev --manual) runs this same server, middleware and all (issue 26):
  // each rebuild is imported afresh and announced to the dev server; requests use the latest.
  // Otherwise the build itself, not a function returning it: Remix's handler derives its routes,
  // data routes and static handler once for a build object, but again on every request for a
  // function (0.6 ms of a /search page's CPU, issue 43).
  const currentBuild = process.env.NODE_ENV === "development" ? await watchDevBuilds(build) : build;
  // Remix's fetch polyfills, as remix-serve installs them (json() responses behave the same).
  installGlobals({ nativeFetch: build.future.v3_singleFetch });

  const app = express();
  app.disable("x-powered-by");
  // Nothing reads req.query (Remix reads the URL): no qs parse of every query string.
  app.set("query parser", false);
  // The client's address for rate limits: the socket's, or, behind proxies named by
  // TRUST_PROXY (Express syntax: "true", a hop count, or addresses), what they forwarded.
  const trustProxy = trustProxySetting(process.env.TRUST_PROXY);
  app.set("trust proxy", trustProxy);
  // One JSON line per request (421 and 403 refusals included): id, method, path with secrets
  // redacted, status, ms, user id.
  app.use(accessLogMiddleware());
  // Headers, the one public origin (421 for other hosts) and CSRF, before anything answers.
  app.use(edgeMiddleware(process.env, { trustProxyConfigured: trustProxy !== false }));
  // On the fly only for static files without a pre-compressed copy and streamed answers: pages
  // and loader JSON are compressed whole by remixHandler, bundles at build time (ADR 0170).
  const onTheFly = compression();
  // At most once per response: a /build miss falls through to Remix, which may stream.
  const compress = (req, res, next) => {
    if (res.locals.compressing) return next();
    res.locals.compressing = true;
    onTheFly(req, res, next);
  };
  // /v1 answers JSON even for an unexpected exception (ADR 0130).
  app.use(apiJsonErrorsMiddleware());
  // Fingerprinted bundles never change; other public files may.
  const assetsDir = path.resolve(root, build.assetsBuildDirectory);
  // In production from memory (ADR 0440); in development from the disk, where rebuilds land.
  const bundleMaxAgeSeconds = 365 * 24 * 3600;
  const bundles = process.env.NODE_ENV === "development" ? precompressedAssetsMiddleware(assetsDir) : memoryAssetsMiddleware(assetsDir, { maxAgeSeconds: bundleMaxAgeSeconds });
  app.use(build.publicPath, bundles, compress, express.static(assetsDir, { immutable: true, maxAge: bundleMaxAgeSeconds * 1000 }));
  // Images and a small icon: nothing there gains from compression.
  // Only paths under public/'s own entries look there: every page request used to pay a file
  // system look-up for a file that is never there (ADR 0241).
  const publicDir = path.join(root, "public");
  const publicEntries = new Set(fs.readdirSync(publicDir));
  const servePublic = express.static(publicDir, { maxAge: "1h" });
  app.use((req, res, next) => (publicEntries.has(req.path.split("/")[1] ?? "") ? servePublic(req, res, next) : next()));
  // Set on every request, so a client can never supply it.
  app.use((req, _res, next) => {
    req.headers["x-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "";
    next();
  });
  app.use(bodyLimitMiddleware());
  app.use(formBodyGuardMiddleware());
  app.use(pageCacheMiddleware(pageCache, { sessionVariant: build.entry.module.pageCacheSessionVariant, language: build.entry.module.pageCacheLanguage }));
  // app.use, not app.all("*"): a "*" route decodes the path as a parameter, and a broken
  // escape (/payment/%ff) then ended in Express's bare "Bad Request" instead of the site's
  // error page (the root loader answers those 400, issue 26).
  app.use(
    remixHandler({
      build: currentBuild,
      compressStreamed: compress,
      mode: process.env.NODE_ENV,
      pageCache,
      // entry.server.tsx and root.tsx put the CSP nonce on Remix's and React's inline scripts.
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }),
    }),
  );

  const server = app.listen(port, host, () => {
    const cache = pageCache.enabled ? `page cache ${numberFromEnv("PAGE_CACHE_TTL_SECONDS", 15)} s` : "page cache off";
    getLogger().info(`[server] http://${host ?? "localhost"}:${port} (${cache})`);
  });
  // Idle keep-alive connections are closed by the client or the proxy in front, never first by
  // us: with Node's 5 s, a request sent on a connection as the server closed it got ECONNRESET
  // (seen in the e2e suite; load balancers keep idle connections 60 s). headersTimeout must be
  // longer than keepAliveTimeout.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  let stopping = false;
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      if (stopping) process.exit(1); // a second signal: stop now
      stopping = true;
      const { hits, misses } = pageCache.stats;
      if (pageCache.enabled) getLogger().info(`[server] page cache: ${hits} hits, ${misses} misses`);
      // Stop accepting, finish the requests in flight, let the running job finish, then
      // checkpoint and close the database (ADR 0104). After 10 s, stop regardless.
      getLogger().info(`[server] ${signal}: finishing requests in flight`);
      server.close(async () => {
        try {
          await build.entry.module.shutdownApp?.();
        } catch (error) {
          getLogger().error({ err: String(error) }, "[server] shutdown failed");
        }
        getLogger().info("[server] stopped");
        getLogger().flush?.();
        process.exit(0);
      });
      server.closeIdleConnections();
      setTimeout(() => {
        server.closeAllConnections();
        process.exit(1);
      }, 10_000).unref();
    });
  }
}

/**
 * Development only: re-imports build/index.js when `remix dev` rewrites it (a query string
 * busts Node's module cache) and tells the dev server it is ready, as remix-serve would.
 * @returns {Promise<() => any>} the latest build
 */
async function watchDevBuilds(first) {
  const [{ broadcastDevReady }, { default: chokidar }] = await Promise.all([import("@remix-run/node"), import("chokidar")]);
  let latest = first;
  await broadcastDevReady(first);
  const buildFile = fileURLToPath(buildUrl);
  chokidar.watch(buildFile, { ignoreInitial: true }).on("all", async () => {
    try {
      latest = await import(`${buildUrl}?t=${fs.statSync(buildFile).mtimeMs}`);
      await broadcastDevReady(latest);
    } catch (error) {
      console.error("[server] reloading the build failed", error);
    }
  });
  return () => latest;
}

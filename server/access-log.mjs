// The access log (ADR 0103, 0445): one line per answer through the process's logger. Only the
// request id, method, path (secret query values and path tokens redacted, see redactUrl), status,
// duration and the user id the app noted are written: no headers, so no cookies or api-keys.
// Written here rather than by pino-http, whose child logger per request cost more of a page
// view's CPU than the line itself (ADR 0445).
import crypto from "node:crypto";
import { getLogger, redactUrl, requestContext } from "./logger.mjs";

const REQUEST_ID = /^[\w.-]{1,64}$/;

export function accessLogMiddleware() {
  const logger = getLogger();
  return (/** @type {any} */ req, /** @type {any} */ res, /** @type {() => void} */ next) => {
    const startedAt = Date.now();
    const incoming = req.headers["x-request-id"];
    const reqId = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.setHeader("X-Request-Id", reqId);
    /** @type {{ userId?: number, apiError?: string }} */
    const context = {};
    req.logContext = context;
    const done = (/** @type {Error | undefined} */ failure) => {
      res.removeListener("finish", ended);
      res.removeListener("close", ended);
      res.removeListener("error", done);
      const status = res.statusCode;
      // A 500 the app gives on purpose (the spec's token errors) is a warning without a stack;
      // any other 500, a failed or cut-off answer is an error with one.
      const deliberate = Boolean(context.apiError) && !failure && res.writableFinished;
      const err = failure ?? (!res.writableFinished ? new Error("request aborted") : status >= 500 && !deliberate ? new Error(`failed with status code ${status}`) : undefined);
      const level = err ? "error" : status >= 500 ? "warn" : "info";
      if (!logger.isLevelEnabled(level)) return;
      const path = redactUrl(req.originalUrl ?? req.url);
      const line = {
        reqId,
        req: { method: req.method, path },
        res: { status },
        ...(context.userId ? { userId: context.userId } : {}),
        ...(context.apiError ? { apiError: context.apiError } : {}),
        ...(err ? { err } : {}),
        ms: Date.now() - startedAt,
      };
      logger[level](line, `${req.method} ${path} ${status}`);
    };
    // Whichever comes first: "finish" (sent whole), "close" (cut off before) or "error".
    const ended = () => done(undefined);
    res.on("finish", ended);
    res.on("close", ended);
    res.on("error", done);
    // Code running for this request (the Remix app) can note the user id in `context`.
    requestContext().run(context, next);
  };
}

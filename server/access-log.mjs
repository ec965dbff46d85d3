// The access log (ADR 0103): pino-http through the process's logger. Only the request id,
// method, path (secret query values and path tokens redacted, see redactUrl), status,
// duration and the user id the app noted are written: no headers, so no cookies or api-keys.
import crypto from "node:crypto";
import { pinoHttp } from "pino-http";
import { getLogger, redactUrl, requestContext } from "./logger.mjs";

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** The app noted that this 500 is one of its deliberate answers, and nothing else failed. */
function isDeliberate(req, res) {
  return Boolean(req.logContext?.apiError) && !res.err;
}

export function accessLogMiddleware() {
  const httpLogger = pinoHttp({
    logger: getLogger(),
    genReqId(req, res) {
      const incoming = req.headers["x-request-id"];
      const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    serializers: {
      req: (req) => ({ method: req.method, path: redactUrl(req.originalUrl ?? req.url) }),
      res: (res) => ({ status: res.statusCode }),
    },
    wrapSerializers: false,
    customProps: (req) => ({
      ...(req.logContext?.userId ? { userId: req.logContext.userId } : {}),
      ...(req.logContext?.apiError ? { apiError: req.logContext.apiError } : {}),
    }),
    // A 500 the app gives on purpose (the spec's token errors) is a warning, not a failure.
    customLogLevel: (req, res, err) => (err ? "error" : res.statusCode >= 500 ? (isDeliberate(req, res) ? "warn" : "error") : "info"),
    // pino-http attaches an Error (with its stack) to every 500; a deliberate one has no stack to show.
    customErrorObject: (req, res, _error, logged) => {
      if (!isDeliberate(req, res)) return logged;
      const { err: _synthetic, ...rest } = logged;
      return rest;
    },
    customSuccessMessage: (req, res) => `${req.method} ${redactUrl(req.originalUrl ?? req.url)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${redactUrl(req.originalUrl ?? req.url)} ${res.statusCode}`,
    customAttributeKeys: { responseTime: "ms" },
    quietReqLogger: true,
  });
  return (req, res, next) => {
    const context = {};
    req.logContext = context;
    httpLogger(req, res);
    // Code running for this request (the Remix app) can note the user id in `context`.
    requestContext().run(context, next);
  };
}

// The process's logger (pino), shared with server.mjs's access log: see server/logger.mjs.
// `log()` rather than a constant so LOG_LEVEL is read when first used, not at import.
import type { Logger } from "pino";
import { getLogger, noteDeliberateApiError, noteRequestUser, redactUrl, requestContext } from "../../server/logger.mjs";

export function log(): Logger {
  return getLogger();
}

export { noteDeliberateApiError, noteRequestUser, redactUrl, requestContext };

declare global {
  // The process's logger (server/logger.mjs); tests may install their own before first use.
  var __appLogger: Logger | undefined;
}

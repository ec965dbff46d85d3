// The last resort of /v1 (ADR 0130): an unexpected exception in a /v1 route makes Remix answer
// a plain-text "Unexpected Server Error"; API clients get the same failure as JSON
// `{ "message": ... }`, like every other /v1 error. Mounted after compression, so the body is
// swapped before anything is encoded. Answers that are already JSON (the token errors) pass.
import { isApiPath } from "./cors.mjs";

const MESSAGE = JSON.stringify({ message: "Unexpected Server Error" });

export function apiJsonErrorsMiddleware() {
  return (/** @type {any} */ req, /** @type {any} */ res, /** @type {() => void} */ next) => {
    if (!isApiPath(req.path)) return next();
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    /** @type {boolean | null} */
    let swap = null;
    const decide = () => {
      if (swap !== null) return swap;
      const type = String(res.getHeader("content-type") ?? "");
      swap = res.statusCode >= 500 && !res.headersSent && !type.includes("json");
      if (swap) {
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.setHeader("Content-Length", String(Buffer.byteLength(MESSAGE)));
      }
      return swap;
    };
    res.write = (/** @type {any[]} */ ...args) => {
      if (!decide()) return write(...args);
      const callback = args.find((a) => typeof a === "function");
      if (callback) callback();
      return true;
    };
    res.end = (/** @type {any[]} */ ...args) => {
      if (!decide()) return end(...args);
      const callback = args.find((a) => typeof a === "function");
      return end(MESSAGE, callback);
    };
    next();
  };
}

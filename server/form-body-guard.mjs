// Page actions read HTML forms only: an unsafe request (POST, PUT, PATCH, DELETE) outside the
// /v1 JSON API whose body is not urlencoded or multipart with a boundary is answered here,
// 415 (another type) or 400 (multipart without boundary), with a short text, before Remix
// would fail to parse it. A body-less request without a type passes (an empty form).
// The app checks the same in readFormData (app/utils/request-body.server.ts); this is the
// one place that also covers a route that forgets to.
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const BOUNDARY = /;(.*;)?\s*boundary=("[^"]+"|[^\s;]+)/i;

export function formBodyGuardMiddleware() {
  return (req, res, next) => {
    if (!UNSAFE.has(req.method) || req.path === "/v1" || req.path.startsWith("/v1/")) return next();
    const contentType = req.headers["content-type"] ?? "";
    const media = contentType.split(";")[0].trim().toLowerCase();
    if (media === "application/x-www-form-urlencoded") return next();
    if (media === "multipart/form-data") {
      if (BOUNDARY.test(contentType)) return next();
      return res.status(400).type("text/plain").send("Malformed multipart body: no boundary");
    }
    const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || !!req.headers["transfer-encoding"];
    if (media === "" && !hasBody) return next();
    res.status(415).type("text/plain").send("Unsupported body: send the form as application/x-www-form-urlencoded or multipart/form-data");
  };
}

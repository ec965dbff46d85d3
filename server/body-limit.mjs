// Request bodies are bounded before Remix reads them (it buffers form bodies in memory):
// a declared length over the limit gets 413, and a body without a declared length
// (chunked) gets 411, so Node's parser never reads more than the Content-Length allows.
// Browsers always declare the length of a form post.
export const MAX_BODY_BYTES = 20 * 1024 * 1024;

export function bodyLimitMiddleware(maxBytes = MAX_BODY_BYTES) {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"]) return res.status(411).type("text/plain").send("Length Required");
      return next();
    }
    if (!(Number(declared) <= maxBytes)) return res.status(413).type("text/plain").send("Payload Too Large");
    next();
  };
}

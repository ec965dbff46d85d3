// A minimal round-robin HTTP proxy, standing in for a deployment's load balancer in front of
// several app instances (scripts/e2e-postgres-stack.ts, bench:server --instances): each request
// goes to the next instance, request and answer passed through as they are.
import http from "node:http";

export function startRoundRobinProxy(ports: number[], listenPort: number): Promise<http.Server> {
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  const proxy = http.createServer((req, res) => {
    // The body is read whole first, as nginx buffers it by default: an instance that answers early
    // (413, 415) and closes does not turn into a 502 while the body is still being sent.
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const port = ports[next++ % ports.length];
      const upstream = http.request({ host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(res);
      });
      upstream.on("error", () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      upstream.end(Buffer.concat(chunks));
    });
  });
  // As server.mjs does, and as a load balancer keeps idle connections (60 s): with Node's 5 s, a
  // request sent on a connection as the proxy closed it got ECONNRESET (CI49, an API call of
  // vendor-teams.spec.ts a few seconds after the last one on its connection).
  proxy.keepAliveTimeout = 65_000;
  proxy.headersTimeout = 66_000;
  return new Promise((resolve) => proxy.listen(listenPort, "127.0.0.1", () => resolve(proxy)));
}

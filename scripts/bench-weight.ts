// `npm run bench:weight` (after `npm run build`): gzipped JS and CSS of every public page, read
// from the client build, and the search page's HTML as the server sends it, measured against the
// budgets (JS 95 KB, issue 43, ADR 0475;
// CSS 20 KB, search HTML 30 KB as served, ADR 0182, and 55.6 KB uncompressed, issue 43). Exits 1 when a page is
// over. The HTML comes from BENCH_URL when given (a running server), else from the built server
// started here on a free port with a fresh demo database in tests/.tmp/bench-weight.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import { overBudget, publicPageWeights, SEARCH_HTML_BUDGET_KB, SEARCH_HTML_RAW_BUDGET_KB, servedDocument, weightTable } from "./page-weight";

const DATA_DIR = "tests/.tmp/bench-weight";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ url: string; server: ChildProcess }> {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["server.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: `${DATA_DIR}/app.db`,
      STORAGE_DIR: `${DATA_DIR}/uploads`,
      SESSION_SECRET: "bench-weight-session-secret-0123456789",
      APP_URL: url,
      SEED_IF_EMPTY: "true",
    },
  });
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await servedDocument(`${url}/`)).status === 200) return { url, server };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill();
  throw new Error("the server did not answer within 60 s");
}

async function main() {
  const pages = publicPageWeights();
  console.log(weightTable(pages));

  let started: Awaited<ReturnType<typeof startServer>> | null = null;
  const base = process.env.BENCH_URL ?? (started = await startServer()).url;
  try {
    const html = await servedDocument(`${base}/search`);
    console.log(
      `/search HTML as served: ${(html.bytes / 1024).toFixed(1)} KB (${html.encoding}, budget ${SEARCH_HTML_BUDGET_KB} KB)` +
        `  [load ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}]`,
    );
    // For comparison: a client that accepts gzip only, and the document compressed in one piece.
    const gzipOnly = await servedDocument(`${base}/search`, "gzip");
    console.log(`/search HTML to a gzip-only client: ${(gzipOnly.bytes / 1024).toFixed(1)} KB (${gzipOnly.encoding})`);
    const raw = await servedDocument(`${base}/search`, "identity");
    console.log(`/search HTML uncompressed: ${raw.bytes} bytes, ${(raw.bytes / 1024).toFixed(1)} KB (budget ${SEARCH_HTML_RAW_BUDGET_KB} KB)`);
    const problems = overBudget(pages, html, raw);
    if (problems.length) {
      console.error(`over budget:\n  ${problems.join("\n  ")}`);
      process.exitCode = 1;
    } else {
      console.log(`every public page within budget (${pages.length} pages)`);
    }
  } finally {
    started?.server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

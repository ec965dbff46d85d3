// `npm run dev` runs the production server (server.mjs) and its middleware, not remix-serve
// (issue 26): a cross-site form POST is refused with 403 and pages carry the same security
// headers. Starts the real dev command (a development build, then the server) on a free port.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testsOnPostgres } from "../support/test-db";

let child: ChildProcess | undefined;
let base = "";
let output = "";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dev-server-"));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  if (testsOnPostgres) return;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // `remix dev` writes build/ and public/build/ (development builds): `npm test` makes the
  // production build after the unit tests.
  const { NODE_ENV: _testMode, ...parentEnv } = process.env;
  // The dev server's own (live reload) port is free too, so a running `npm run dev` does not clash.
  const proc = spawn("npm", ["run", "dev", "--", "--port", String(await freePort())], {
    env: <NodeJS.ProcessEnv>(<unknown>{
      ...parentEnv,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(dataDir, "app.db"),
      STORAGE_DIR: path.join(dataDir, "uploads"),
      SESSION_SECRET: "dev-server-test-secret-0123456789abcdef",
      APP_URL: base,
      SEED_IF_EMPTY: "true",
      // A development server as a developer runs it: production's bcrypt cost (the unit tests'
      // 4 is refused outside test runs, ADR 0437).
      PASSWORD_HASH_COST: "10",
      JOB_RUNNER: "off",
    }),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = proc;
  proc.stdout?.on("data", (d) => (output += d));
  proc.stderr?.on("data", (d) => (output += d));
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`npm run dev exited ${proc.exitCode}:\n${output}`);
    const up = await fetch(`${base}/about-us`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`npm run dev did not answer:\n${output.slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}, 180_000);

afterAll(() => {
  if (child?.pid) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The dev command runs on the embedded SQLite file; the PostgreSQL pass of the unit tests runs
// beside the SQLite one in `npm test`, and two dev builds into build/ at once would clash.
describe.skipIf(testsOnPostgres)("npm run dev", () => {
  it("answers a cross-site form POST with 403, as production does", async () => {
    const crossSite = await fetch(`${base}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: "email=a%40b.test&password=x",
      redirect: "manual",
    });
    expect(crossSite.status).toBe(403);
  });

  it("sends the production security headers and refuses another Host", async () => {
    const page = await fetch(`${base}/about-us`);
    expect(page.headers.get("content-security-policy")).toMatch(/default-src/);
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(output).toContain("[server] http://");
    expect(output).not.toContain("remix-serve");
  });
});

// The e2e suite's server on PostgreSQL (playwright.config.ts when E2E_DATABASE_URL is set):
// the demo seed written to an SQLite file as a fresh installation would, copied into the
// database E2E_PG_DATABASE on that server (db:copy's code), then TWO app instances on it behind
// a round-robin proxy on PORT, as a deployment of several instances behind a load balancer
// (README "Scaling out"). Their files live in one bucket of a local S3-compatible server (s3rver,
// ADR 0330) started here, as a deployment of several instances keeps them. Every other
// request goes to the other instance, so sessions, carts, rate limits, mail and the page cache
// are exercised across instances. SIGTERM stops the instances, then the proxy.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import postgres from "postgres";
import { openDatabase } from "~/db.server";
import { copySqliteToPostgres } from "~/db/copy-to-postgres.server";
import { seedDatabase } from "~/seed/seed.server";
import { getEnv } from "~/env.server";
import { createStorage } from "~/storage/storage.server";
import { e2ePostgresUrl } from "../tests/e2e/support/e2e-postgres";
import { startLocalS3 } from "../tests/support/s3-server";
import { startRoundRobinProxy } from "./round-robin-proxy";

// 0. The bucket: its settings go to the seed (read from the environment) and to both instances.
const s3 = await startLocalS3("balimice-e2e");
Object.assign(process.env, s3.env);
const env = getEnv();
if (!env.S3) throw new Error("the e2e stack's S3 settings were not taken");
const adminUrl = process.env.E2E_DATABASE_URL;
if (!adminUrl) throw new Error("E2E_DATABASE_URL is not set");
const databaseUrl = e2ePostgresUrl(adminUrl);
const databaseName = new URL(databaseUrl).pathname.slice(1);

// 1. The seed, as the SQLite server seeds an empty installation (bootstrap.server.ts).
const sqlite = openDatabase(env.DATABASE_PATH);
await seedDatabase(sqlite, { storage: createStorage(env), log: () => {} });
sqlite.$client.exec("DELETE FROM closure_days"); // as bootstrap does for E2E (ADR 0310)
sqlite.$client.close();

// 2. A fresh database with the same rows.
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
await admin.unsafe(`CREATE DATABASE ${databaseName}`);
await admin.end();
await copySqliteToPostgres({ sqlitePath: env.DATABASE_PATH, postgresUrl: databaseUrl });

// 3. Two instances on free ports.
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
const ports = [await freePort(), await freePort()];
const instances: ChildProcess[] = ports.map((port) =>
  spawn(process.execPath, ["server.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseUrl },
    stdio: ["ignore", "inherit", "inherit"],
  }),
);
for (const instance of instances) {
  instance.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[e2e-postgres] an app instance stopped (${code ?? signal})`);
      stop(1);
    }
  });
}
const up = (port: number) =>
  new Promise<boolean>((resolve) => {
    http.get({ host: "127.0.0.1", port, path: "/healthz" }, (res) => (res.resume(), resolve(res.statusCode === 200))).on("error", () => resolve(false));
  });
for (const port of ports) while (!(await up(port))) await new Promise((r) => setTimeout(r, 200));

// 4. The proxy: round robin.
const proxy = await startRoundRobinProxy(ports, Number(process.env.PORT));
console.log(`[e2e-postgres] two instances (${ports.join(", ")}) on ${databaseName}, files in ${s3.settings.endpoint}/${s3.settings.bucket}`);

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const instance of instances) instance.kill("SIGTERM");
  proxy.close();
  setTimeout(() => void s3.close().finally(() => process.exit(code)), 3000).unref();
}
process.on("SIGTERM", () => stop());
process.on("SIGINT", () => stop());

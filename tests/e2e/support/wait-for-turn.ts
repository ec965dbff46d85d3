// Global setup of the PostgreSQL pass when `npm test` starts it beside the SQLite pass (ADR 0454):
// Playwright has already started its stack (seed, copy into PostgreSQL, two instances) by the
// time this runs, on the core the SQLite pass leaves idle; its tests wait here until the SQLite
// pass has ended, so the two passes never share the cores. E2E_START_AFTER names the file npm
// test writes then, with the SQLite pass's exit code.
import fs from "node:fs";

export default async function waitForTurn() {
  const file = process.env.E2E_START_AFTER;
  if (!file) return;
  while (!fs.existsSync(file)) await new Promise((r) => setTimeout(r, 250));
  const code = fs.readFileSync(file, "utf8").trim();
  if (code !== "0") throw new Error(`the SQLite pass ended with exit code ${code}: the PostgreSQL pass does not start`);
}

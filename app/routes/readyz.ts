// GET /readyz: ready to serve (database writable, migrations applied, storage writable, job
// runner polling). 503 when a check fails. No auth, nothing cached, no secrets.
import { json } from "@remix-run/node";
import { checkReadiness } from "~/ops/health.server";

export async function loader() {
  const readiness = await checkReadiness();
  return json(readiness, {
    status: readiness.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}

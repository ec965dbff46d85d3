// GET /healthz: the process answers (liveness). No auth, nothing cached.
import { json } from "@remix-run/node";
export async function loader() {
  return json(
    { status: "ok", uptimeSeconds: Math.round(process.uptime()) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

// GET /v1/openapi.json: the published contract of the /v1 API (ADR 0133).
import { json } from "@remix-run/node";
import { openApiDocument } from "~/api/openapi.server";
import { methodNotAllowed } from "~/http/api.server";

export function loader() {
  return json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
}

export const action = methodNotAllowed;

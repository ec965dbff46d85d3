// GET /v1/rfps/{id}[?token=]: one request for proposal with every venue's status and proposal (issue 45).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, apiRfpOf, apiRfpView, methodNotAllowed } from "~/server-imports/v1.rfps.$id.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const rfp = await apiRfpOf(request, params.id, new URL(request.url).searchParams.get("token"));
  return apiJson(await apiRfpView(rfp));
}

export const action = methodNotAllowed;

// GET /v1/rfps/{id}/proposals[?token=]: the proposals of a request for proposal, side by side (issue 45).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, apiRfpOf, apiRfpView, methodNotAllowed } from "~/server-imports/v1.rfps.$id.proposals.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const rfp = await apiRfpOf(request, params.id, new URL(request.url).searchParams.get("token"));
  return apiJson((await apiRfpView(rfp)).venues.flatMap((v) => (v.proposal ? [v.proposal] : [])));
}

export const action = methodNotAllowed;

// POST /v1/venue: creates the calling supplier's venue (one per supplier: 409 if it exists).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, readBody } from "~/http/api.server";
import { requireApiSupplier } from "~/supplier/access.server";
import { parseApiBody } from "~/supplier/api.server";
import { VenueInfoSchema, VENDOR_MESSAGES as M } from "~/supplier/schemas";
import { createOwnVenue } from "~/supplier/venue.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const user = await requireApiSupplier(request, "listings", "edit");
  const input = parseApiBody(await readBody(request), VenueInfoSchema);
  const venue = await createOwnVenue(user.supplierId, input);
  if (venue === "exists") return apiError(409, "You already have a venue: update it with PUT /v1/venue/{id}");
  return apiJson(venue, { status: 201, message: M.venueSaved });
}

// GET /v1/venue/{id}: one venue's public information.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getVenue } from "~/catalog/venue.server";
import { apiError, apiJson } from "~/utils/api.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const venue = getVenue(Number(params.id));
  if (!venue) return apiError(404, "Venue not found");
  return apiJson(venue);
}

// Any /v1 path no route serves: a JSON 404 for every method, never the HTML not-found page.
import { apiError } from "~/http/api.server";

export function loader() {
  return apiError(404, "Not Found");
}

export function action() {
  return apiError(404, "Not Found");
}

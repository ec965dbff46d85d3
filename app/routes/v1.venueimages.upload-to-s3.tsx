// POST /v1/venueimages/upload-to-s3 (multipart: venue = venue id, avatar = the JPEG): adds an
// image to the calling supplier's venue. The name is historical: files go to our storage.
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, apiJson } from "~/http/api.server";
import { appOrigin } from "~/utils/url.server";
import { fileUrl } from "~/storage/storage.server";
import { parseId, requireApiSupplier } from "~/supplier/access.server";
import { addVenueImage, checkVenueImage, ownsVenue, parseVenueImageForm } from "~/supplier/images.server";
import { VENDOR_MESSAGES as M } from "~/supplier/schemas";

// Only /v1 says this (the page answers with its image list): the API's English.
const IMAGE_UPLOADED = "Your image has been uploaded";
const PROBLEMS = { missing: M.imageMissing, tooBig: M.imageTooBig, notJpeg: M.imageNotJpeg } as const;

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const user = await requireApiSupplier(request, "listings", "edit");
  let form: FormData;
  try {
    form = await parseVenueImageForm(request, "avatar");
  } catch (error) {
    if (error instanceof Response && error.status === 413) return apiError(413, M.imageTooBig);
    if (error instanceof Response && error.status === 415) return apiError(415, await error.text());
    return apiError(400, "Invalid request body");
  }
  const venueId = parseId(form.get("venue")) ?? user.venueId;
  if (!venueId || !await ownsVenue(user.supplierId, venueId)) return apiError(404, "Venue not found");
  const check = await checkVenueImage(form.get("avatar"));
  if (!check.ok) return apiError(check.problem === "tooBig" ? 413 : 400, PROBLEMS[check.problem], { avatar: [PROBLEMS[check.problem]] });
  const image = await addVenueImage(venueId, check.bytes);
  return apiJson(
    { id: image.id, fullUrl: `${appOrigin(request)}${fileUrl(image.fileKey)}`, isDefault: image.isDefault },
    { message: IMAGE_UPLOADED },
  );
}

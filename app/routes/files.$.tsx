// Serves stored files (venue images, receipts are not public: see payments) by key.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { originalOfVariant } from "~/storage/image-variants";
import { fileUrl, getStorage } from "~/storage/storage.server";

const PUBLIC_PREFIXES = ["venues/", "transports/", "equipments/", "partners/"];

export async function loader({ params }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  if (!PUBLIC_PREFIXES.some((p) => key.startsWith(p))) throw new Response("Not Found", { status: 404 });
  let file;
  try {
    file = await getStorage().get(key);
  } catch {
    throw new Response("Not Found", { status: 404 });
  }
  if (!file) {
    // An image stored before variants existed (ADR 0233): its srcset names variants that are
    // not there; the original answers instead (briefly cached, so a later backfill shows).
    const original = originalOfVariant(key);
    if (original && (await getStorage().exists(original).catch(() => false))) {
      return new Response(null, { status: 302, headers: { Location: fileUrl(original), "Cache-Control": "public, max-age=300" } });
    }
    throw new Response("Not Found", { status: 404 });
  }
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

// GET /product-detail/{id}/availability?date=YYYY-MM-DD: the product's start times that day,
// taken ones marked (ADR 0120). The product page's form refreshes its Time select from it.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { availabilityDate, dayIsFull, nextFreeDates, productDayAvailability } from "~/availability/day-availability.server";
import { getProductDetail } from "~/catalog/product.server";
import { lastBookableDate } from "~/catalog/search-params";
import { baliIsoDate } from "~/utils/format";
import { languageOf } from "~/i18n/lang.server";
import { messageText } from "~/i18n/messages.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const product = await getProductDetail(Number(params.id));
  if (!product) throw new Response("Not Found", { status: 404 });
  const today = baliIsoDate();
  const date = availabilityDate(new URL(request.url).searchParams.get("date"), today, lastBookableDate(today));
  const found = await productDayAvailability(product, date);
  // The closure refusal in the page's language (the cookie the product page set).
  const translated = found?.closed ? { ...found, closed: messageText(languageOf(request), found.closed) } : found;
  // A full day comes with the next free dates (issue 42), as on the page itself.
  const day = translated ? { ...translated, nextFreeDates: dayIsFull(translated) ? await nextFreeDates(product, date, lastBookableDate(today)) : [] } : translated;
  return json(day, { headers: { "Cache-Control": "no-store" } });
}

// GET /reservation-summary/quotation.pdf: the reservation list as a quotation (ADR 0258), for the
// cart's owner only: the signed-in planner's list, or the guest cart of this browser's session.
// The coupon applied on the summary is the one in the session. An empty list: 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSession } from "~/accounts/session.server";
import { getCartOwner } from "~/cart/cart.server";
import { pdfResponse } from "~/documents/pdf.server";
import { buildQuotation, quotationPdf } from "~/documents/quotation.server";
import { languageOf } from "~/i18n/lang.server";
import { baliIsoDate } from "~/utils/format";

export async function loader({ request }: LoaderFunctionArgs) {
  const { owner, user } = await getCartOwner(request);
  const couponCode = (await getSession(request)).get("couponCode") ?? null;
  // In the language of the page it was asked from (issue 27).
  const quotation = owner ? await buildQuotation(owner, { couponCode, user, lang: languageOf(request) }) : null;
  if (!quotation) throw new Response("Not Found", { status: 404 });
  return pdfResponse(await quotationPdf(quotation), `quotation-${baliIsoDate()}`);
}

// POST /v1/checkout {name, companyName, address, officePhone, cellPhone, email[, couponCode, checkoutKey]}
// -> 201 {id, invoiceNo, accessToken, totalCost}. Blank optional fields are "not given". A guest's
// session-id keeps opening the invoice (ADR 0131); the access token is for links in e-mails.
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiCartOwner, withGuestCartId, type ApiCartOwner } from "~/cart/api-owner.server";
import { checkoutAndNotify } from "~/checkout/checkout.server";
import { ApiCheckoutSchema, PAYMENT_MISSING } from "~/api/request-schemas";
import { fieldErrorsOf } from "~/utils/api-input";
import { apiError, apiJson, readBody } from "~/http/api.server";
import { clientIp } from "~/accounts/rate-limit.server";
import { appOrigin } from "~/utils/url.server";
import { userLanguage } from "~/mail/mail-language.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const cart = await requireApiCartOwner(request);
  return withGuestCartId(await checkout(request, cart), cart);
}

async function checkout(request: Request, { owner, user }: ApiCartOwner) {
  const body = await readBody(request);
  const parsed = ApiCheckoutSchema.safeParse(body);
  if (!parsed.success) {
    const { errors, message } = fieldErrorsOf(parsed.error, PAYMENT_MISSING);
    return apiError(400, message, errors);
  }
  const { couponCode, checkoutKey, paymentPlan, ...contact } = parsed.data;
  const result = await checkoutAndNotify({
    owner,
    userId: user?.id ?? null,
    contact,
    couponCode: couponCode ?? null,
    paymentPlan: paymentPlan ?? "full",
    checkoutKey: checkoutKey ?? null,
    origin: appOrigin(request),
    clientAddress: clientIp(request),
    // No page here: the invoice (and so its mails) takes a signed-in booker's account language (ADR 0327).
    language: user ? await userLanguage(user.id) : "en",
  });
  if (!result.ok) return apiError(result.status, result.message);
  const { invoice } = result;
  return apiJson(
    { id: invoice.id, invoiceNo: invoice.invoiceNo, accessToken: invoice.accessToken, totalCost: invoice.totalCost, expiresAt: invoice.expiresAt.toISOString() },
    { status: result.duplicate ? 200 : 201, message: "Checkout success" },
  );
}

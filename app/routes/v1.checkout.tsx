// POST /v1/checkout {name, companyName, address, officePhone, cellPhone, email[, couponCode, checkoutKey]}
// -> 201 {invoiceNo, accessToken, totalCost}. The access token opens the invoice for guests.
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiCartOwner, withGuestCartId, type ApiCartOwner } from "~/cart/api-owner.server";
import { checkoutAndNotify } from "~/checkout/checkout.server";
import { ContactSchema } from "~/checkout/contact-schema";
import { apiError, apiJson, readBody } from "~/utils/api.server";
import { clientIp } from "~/accounts/rate-limit.server";
import { appOrigin } from "~/utils/url.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const cart = requireApiCartOwner(request);
  return withGuestCartId(await checkout(request, cart), cart);
}

async function checkout(request: Request, { owner, user }: ApiCartOwner) {
  const body = await readBody(request);
  const parsed = ContactSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
    return apiError(400, Object.values(errors)[0]?.[0] ?? "Please check contact detail!", errors);
  }
  const result = await checkoutAndNotify({
    owner,
    userId: user?.id ?? null,
    contact: parsed.data,
    couponCode: typeof body.couponCode === "string" ? body.couponCode : null,
    checkoutKey: typeof body.checkoutKey === "string" ? body.checkoutKey : null,
    origin: appOrigin(request),
    clientAddress: clientIp(request),
  });
  if (!result.ok) return apiError(result.status, result.message);
  const { invoice } = result;
  return apiJson(
    { invoiceNo: invoice.invoiceNo, accessToken: invoice.accessToken, totalCost: invoice.totalCost, expiresAt: invoice.expiresAt.toISOString() },
    { status: result.duplicate ? 200 : 201, message: "Checkout success" },
  );
}

// PROCEED PAYMENT (POST only): the confirmation, voucher and My Reservation pages post
// `invoiceNo` and `token` here. Opens a payment session and sends the user to the gateway.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getUserId } from "~/accounts/session.server";
import { confirmationUrl, voucherUrl } from "~/payments/invoice-status.server";
import {
  findAccessibleInvoice,
  PAYMENT_MESSAGES,
  serializePaymentReturn,
  startPayment,
} from "~/payments/payment-session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { appOrigin, safeRedirect } from "~/utils/url.server";
import { readFormData } from "~/utils/request-body.server";
import { pageLanguage, messageText } from "~/i18n/page-language.server";

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const invoiceNo = String(form.get("invoiceNo") ?? "").trim();
  const token = String(form.get("token") ?? "");
  const { lang } = pageLanguage(request);
  if (!invoiceNo) {
    // A malformed Referer (URL.parse gives null) is treated as none.
    const referer = URL.parse(request.headers.get("Referer") ?? "");
    const back = referer && referer.origin === new URL(request.url).origin ? referer : null;
    return redirectWithToast(safeRedirect(back ? `${back.pathname}${back.search}` : "/"), {
      type: "error",
      description: messageText(lang, PAYMENT_MESSAGES.missing),
    });
  }

  const invoice = await findAccessibleInvoice({ invoiceNo, token, userId: await getUserId(request) });
  if (!invoice) throw new Response("Not Found", { status: 404 });

  const result = await startPayment(invoice, { origin: appOrigin(request) });
  if (!result.ok) {
    // Same-origin paths, so the redirect stays on this site.
    const to = result.reason === "paid" ? voucherUrl("", invoice) : confirmationUrl("", invoice);
    return redirectWithToast(to, {
      type: result.reason === "paid" ? "info" : "error",
      description: messageText(lang, result.message),
      duration: 5000,
    });
  }
  return redirect(result.redirectUrl, {
    headers: { "Set-Cookie": await serializePaymentReturn(invoice) },
  });
}

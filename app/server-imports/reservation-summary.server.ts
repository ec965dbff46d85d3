// The server code app/routes/reservation-summary.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json, redirect } from "@remix-run/node";
export { parseWithZod } from "~/utils/form-submission.server";
export { commitSession, getSession } from "~/accounts/session.server";
export { getCartOwner, listCart, removeCartItem } from "~/cart/cart.server";
export { cartPaymentSchedule, checkoutAndNotify, newCheckoutKey } from "~/checkout/checkout.server";
export { pageLanguage, messageText, translateReply } from "~/i18n/page-language.server";
export { CheckoutFormSchema } from "~/checkout/contact-schema.server";
export { checkCoupon, computeTotals, COUPON_MESSAGES } from "~/checkout/coupon.server";
export { invoicePaths } from "~/payments/invoice.server";
export { cartLineView } from "~/checkout/views.server";
export { redirectWithToast } from "~/utils/toast.server";
export { clientIp } from "~/accounts/rate-limit.server";
export { appOrigin } from "~/utils/url.server";
export { readFormData } from "~/utils/request-body.server";
export { formatDate } from "~/utils/format";

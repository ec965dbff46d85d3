// The /v1 route modules by path template, for calling the API as a client would without a
// server (static segments before parameters, as Remix ranks them; anything else is the splat).
import * as auth from "~/routes/v1.auth";
import * as register from "~/routes/v1.register";
import * as emailActivation from "~/routes/v1.email-activation";
import * as activation from "~/routes/v1.activation";
import * as forgot from "~/routes/v1.forgotpassword";
import * as reset from "~/routes/v1.resetpassword";
import * as social from "~/routes/v1.auth-with-socialmedia";
import * as products from "~/routes/v1.products";
import * as product from "~/routes/v1.products.$id";
import * as venueSupplier from "~/routes/v1.venue.supplier.$supplierId";
import * as venueOne from "~/routes/v1.venue.$id";
import * as venue from "~/routes/v1.venue";
import * as imagesUpload from "~/routes/v1.venueimages.upload-to-s3";
import * as imagesDefault from "~/routes/v1.venueimages.setdefault.$imageId";
import * as images from "~/routes/v1.venueimages.$venueId";
import * as cart from "~/routes/v1.cart-reservation-venue";
import * as cartItem from "~/routes/v1.cart-reservation-venue.$id";
import * as coupon from "~/routes/v1.coupon";
import * as checkout from "~/routes/v1.checkout";
import * as sendEmail from "~/routes/v1.sendemail";
import * as sendEmailOne from "~/routes/v1.sendemail.$id";
import * as invoiceDetail from "~/routes/v1.invoice.detail";
import * as invoiceOne from "~/routes/v1.invoice.$id";
import * as invoiceCancellation from "~/routes/v1.invoice.$id.cancellation";
import * as invoiceRefunds from "~/routes/v1.invoice.$id.refunds";
import * as invoices from "~/routes/v1.invoice";
import * as paymentProcess from "~/routes/v1.payment.process";
import * as fileUpload from "~/routes/v1.file.upload";
import * as fileReceipt from "~/routes/v1.file.receipt";
import * as confirmation from "~/routes/v1.confirmation";
import * as inquiry from "~/routes/v1.inquiry";
import * as profile from "~/routes/v1.profile.supplier";
import * as earnings from "~/routes/v1.earnings";
import * as supplier from "~/routes/v1.supplier.$supplierId";
import * as subVenues from "~/routes/v1.subvenue";
import * as subVenue from "~/routes/v1.subvenue.$id";
import * as venueProducts from "~/routes/v1.[venue_products]";
import * as venueProduct from "~/routes/v1.[venue_products].$id";
import * as reservations from "~/routes/v1.reservation-venue";
import * as reservation from "~/routes/v1.reservation-venue.$id";
import * as adminReservations from "~/routes/v1.reservation-venue-admin";
import * as adminReservation from "~/routes/v1.reservation-venue-admin.$id";
import * as openapi from "~/routes/v1.openapi[.]json";
import * as venueReviews from "~/routes/v1.venue_.$id.reviews";
import * as reviews from "~/routes/v1.reviews";
import * as review from "~/routes/v1.reviews.$id";
import * as rfps from "~/routes/v1.rfps";
import * as rfpOne from "~/routes/v1.rfps.$id";
import * as rfpProposals from "~/routes/v1.rfps.$id.proposals";
import * as rfpAward from "~/routes/v1.rfps.$id.award";
import * as rfpDecline from "~/routes/v1.rfps.$id.decline";
import * as splat from "~/routes/v1.$";

type Handler = (args: never) => unknown;
type RouteModule = { loader?: Handler; action?: Handler };

export const V1_ROUTES: [string, RouteModule][] = [
  ["/v1/auth", auth], ["/v1/register", register], ["/v1/email-activation", emailActivation], ["/v1/activation", activation],
  ["/v1/forgotpassword", forgot], ["/v1/resetpassword", reset], ["/v1/auth-with-socialmedia", social],
  ["/v1/products", products], ["/v1/products/{id}", product],
  ["/v1/venue/supplier/{supplierId}", venueSupplier], ["/v1/venue/{id}", venueOne], ["/v1/venue", venue],
  ["/v1/venueimages/upload-to-s3", imagesUpload], ["/v1/venueimages/setdefault/{imageId}", imagesDefault], ["/v1/venueimages/{venueId}", images],
  ["/v1/cart-reservation-venue", cart], ["/v1/cart-reservation-venue/{id}", cartItem], ["/v1/coupon", coupon], ["/v1/checkout", checkout],
  ["/v1/sendemail", sendEmail], ["/v1/sendemail/{id}", sendEmailOne],
  ["/v1/invoice/detail", invoiceDetail], ["/v1/invoice/{id}/cancellation", invoiceCancellation], ["/v1/invoice/{id}/refunds", invoiceRefunds], ["/v1/invoice/{id}", invoiceOne], ["/v1/invoice", invoices],
  ["/v1/payment/process", paymentProcess], ["/v1/file/upload", fileUpload], ["/v1/file/receipt", fileReceipt],
  ["/v1/confirmation", confirmation], ["/v1/inquiry", inquiry],
  ["/v1/profile/supplier", profile], ["/v1/earnings", earnings], ["/v1/supplier/{supplierId}", supplier],
  ["/v1/subvenue", subVenues], ["/v1/subvenue/{id}", subVenue],
  ["/v1/venue_products", venueProducts], ["/v1/venue_products/{id}", venueProduct],
  ["/v1/reservation-venue", reservations], ["/v1/reservation-venue/{id}", reservation],
  ["/v1/reservation-venue-admin", adminReservations], ["/v1/reservation-venue-admin/{id}", adminReservation],
  ["/v1/venue/{id}/reviews", venueReviews], ["/v1/reviews", reviews], ["/v1/reviews/{id}", review],
  ["/v1/rfps", rfps], ["/v1/rfps/{id}/proposals", rfpProposals], ["/v1/rfps/{id}/award", rfpAward], ["/v1/rfps/{id}/decline", rfpDecline], ["/v1/rfps/{id}", rfpOne],
  ["/v1/openapi.json", openapi],
];

/** The template, module and params serving a path; the splat for anything else. */
export function routeOf(pathname: string): { template: string | null; module: RouteModule; params: Record<string, string> } {
  for (const [template, module] of V1_ROUTES) {
    const names: string[] = [];
    const pattern = new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{(\w+)\}/g, (_m, n: string) => (names.push(n), "([^/]+)"))}/?$`);
    const m = pattern.exec(pathname);
    if (m) return { template, module, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1])])) };
  }
  return { template: null, module: splat, params: { "*": pathname.slice(4) } };
}

/** Calls the route as Remix would: GET/HEAD the loader, anything else the action; thrown answers returned. */
export async function dispatch(request: Request): Promise<{ template: string | null; response: Response }> {
  const { template, module, params } = routeOf(new URL(request.url).pathname);
  const handler = request.method === "GET" || request.method === "HEAD" ? module.loader : module.action;
  if (!handler) throw new Error(`${request.method} ${template}: no handler (Remix would answer an HTML/text 405)`);
  try {
    return { template, response: (await handler({ request, params, context: {} } as never)) as Response };
  } catch (thrown) {
    if (thrown instanceof Response) return { template, response: thrown };
    throw thrown;
  }
}

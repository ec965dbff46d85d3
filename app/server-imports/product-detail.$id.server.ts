// The server code app/routes/product-detail.$id.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { commitSession, ensureCartSessionId, getCurrentUser, getSession } from "~/accounts/session.server";
export { addToCart, type CartOwner } from "~/cart/cart.server";
export { dayIsFull, nextFreeDates, productDayAvailability } from "~/availability/day-availability.server";
export { baliCalendarNotes } from "~/bali-calendar/closure-days.server";
export { planSummaries } from "~/catalog/venue-page.server";
export { getProductDetail, type ProductDetail } from "~/catalog/product.server";
export { htmlToText } from "~/catalog/sanitize.server";
export { getMapConfig, getPublicEnv } from "~/env.server";
export { messageVenuePanel } from "~/messages/panel.server";
export { appOrigin } from "~/utils/url.server";
export { readFormData } from "~/utils/request-body.server";
export { calendarNotesIn, pageLanguage, messageText, vendorText } from "~/i18n/page-language.server";
export { AIRPORT_NAME, nearbyPlaces } from "~/catalog/nearby";
export { addToCartSchema } from "~/cart/add-to-cart-schema";
export { lastBookableDate } from "~/catalog/search-params";
export { withLang } from "~/i18n/config";

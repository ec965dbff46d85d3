// The server code app/routes/venue-detail.$id.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { getVenuePage } from "~/catalog/venue-page.server";
export { venueReplyTime } from "~/messages/panel.server";
export { getMapConfig } from "~/env.server";
export { venueRatingSummary, venueReviews } from "~/reviews/reviews.server";
export { jsonLdText, venueJsonLd } from "~/reviews/structured-data.server";
export { appOrigin } from "~/utils/url.server";
export { pageLanguage, messageText, vendorText } from "~/i18n/page-language.server";
export { AIRPORT_NAME } from "~/catalog/nearby";
export { withLang } from "~/i18n/config";
export { SEARCH_TAB_LABELS } from "~/catalog/search-params";

// The server code app/routes/_index.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { baliCalendarNotes } from "~/bali-calendar/closure-days.server";
export { listPartners } from "~/catalog/venue.server";
export { appOrigin } from "~/utils/url.server";
export { calendarNotesIn, pageLanguage } from "~/i18n/page-language.server";
export { lastBookableDate, parseSearchParams } from "~/catalog/search-params";
export { baliIsoDate } from "~/utils/format";

// The server code app/routes/dashboard.rfps._index.tsx uses, behind one module (ADR 0370).
export { json } from "@remix-run/node";
export { requireVendorMember } from "~/supplier/access.server";
export { pageLanguage } from "~/i18n/page-language.server";
export { vendorRfpList } from "~/rfp/vendor-page.server";

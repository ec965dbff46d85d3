// The server code app/routes/dashboard.rfps.$id.tsx uses, behind one module (ADR 0370).
export { json } from "@remix-run/node";
export { parseId, requireVendorMember } from "~/supplier/access.server";
export { pageLanguage } from "~/i18n/page-language.server";
export { vendorRfpAction, vendorRfpPage } from "~/rfp/vendor-page.server";
export { readFormData } from "~/utils/request-body.server";
export { redirectWithToast } from "~/utils/toast.server";
export { appOrigin } from "~/utils/url.server";

// The server code app/routes/auction.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { parseWithZod } from "~/utils/form-submission.server";
export { limitByIp } from "~/accounts/rate-limit.server";
export { AUCTION_SUCCESS } from "~/inquiries/inquiry-schema.server";
export { limitByEmail } from "~/accounts/rate-limit.server";
export { getCurrentUser } from "~/accounts/session.server";
export { rfpAuctionSchema, rfpReplyIn } from "~/rfp/rfp-schema.server";
export { auctionOptions, auctionSuccessText, rfpFromAuction } from "~/rfp/auction-rfp.server";
export { appOrigin } from "~/utils/url.server";
export { submitInquiry } from "~/inquiries/inquiry.server";
export { readFormData } from "~/utils/request-body.server";
export { pageLanguage, messageText } from "~/i18n/page-language.server";

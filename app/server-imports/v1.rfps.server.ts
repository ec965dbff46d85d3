// The server code app/routes/v1.rfps.tsx uses (and the other /v1 RFP routes through their own modules), ADR 0370.
export { apiAward, apiCreateRfp, apiDecline, apiRfpOf, apiRfpView } from "~/rfp/api-rfps.server";
export { apiError, apiJson, methodNotAllowed } from "~/http/api.server";

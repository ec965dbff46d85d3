// POST /v1/inquiry: inquiry or auction payload (inquiryType AUCTION) -> 201.
import type { ActionFunctionArgs } from "@remix-run/node";
import { limitByIp } from "~/accounts/rate-limit.server";
import { ApiAuctionSchema, ApiInquirySchema } from "~/api/request-schemas";
import { submitInquiry } from "~/inquiries/inquiry.server";
import { apiError, apiJson, readBody } from "~/http/api.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const limited = await limitByIp(request, "message");
  if (limited) return apiError(429, limited);
  const body = await readBody(request);
  if (String(body.inquiryType ?? "").toUpperCase() === "AUCTION") {
    const parsed = ApiAuctionSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error.issues);
    return created(await submitInquiry({ inquiryType: "AUCTION", ...parsed.data }));
  }
  const parsed = ApiInquirySchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error.issues);
  return created(await submitInquiry({ inquiryType: "INQUIRY", ...parsed.data }));
}

function invalid(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return apiError(400, "Please complete the form", errors);
}

function created(id: number) {
  return apiJson({ id }, { status: 201, message: "Created" });
}

export async function loader() {
  return apiError(405, "Method not allowed");
}

import { parseWithZod } from "~/utils/form-submission.server";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { limitByIp } from "~/accounts/rate-limit.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { InquiryForm } from "~/components/inquiry-form";
import { INQUIRY_SUCCESS, InquirySchema } from "~/inquiries/inquiry-schema.server";
import { submitInquiry } from "~/inquiries/inquiry.server";
import { readFormData } from "~/utils/request-body.server";
import { pageMeta } from "~/utils/meta";

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: InquirySchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply(), success: null }, { status: 400 });
  }
  const limited = limitByIp(request, "message");
  if (limited) return json({ result: submission.reply({ formErrors: [limited] }), success: null }, { status: 429 });
  await submitInquiry({ inquiryType: "INQUIRY", ...submission.value });
  return json({ result: submission.reply({ resetForm: true }), success: INQUIRY_SUCCESS });
}

export default function InquiryPage() {
  const data = useActionData<typeof action>();
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Inquiry</h1>
      <p className="mt-2 mb-8 text-slate-600">Ask us anything about venues and events in Bali. We reply within one business day.</p>
      <InquiryForm kind="inquiry" lastResult={data?.result} success={data?.success ?? null} submitLabel="Send inquiry" noteLabel="Your question" />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Inquiry", "Ask the Bali MICE team about venues, dates and prices.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

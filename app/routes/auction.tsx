import { parseWithZod } from "~/utils/form-submission.server";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { limitByIp } from "~/accounts/rate-limit.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { InquiryForm } from "~/components/inquiry-form";
import { AUCTION_SUCCESS, AuctionSchema } from "~/inquiries/inquiry-schema.server";
import { submitInquiry } from "~/inquiries/inquiry.server";
import { readFormData } from "~/utils/request-body.server";
import { pageMeta } from "~/utils/meta";

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: AuctionSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply(), success: null }, { status: 400 });
  }
  const limited = limitByIp(request, "message");
  if (limited) return json({ result: submission.reply({ formErrors: [limited] }), success: null }, { status: 429 });
  await submitInquiry({ inquiryType: "AUCTION", ...submission.value });
  return json({ result: submission.reply({ resetForm: true }), success: AUCTION_SUCCESS });
}

export default function AuctionPage() {
  const data = useActionData<typeof action>();
  return (
    <main id="main-content">
      <section className="bg-cover bg-center px-4 py-16 text-white" style={{ backgroundImage: "linear-gradient(rgba(15,23,42,.55),rgba(15,23,42,.55)),url(/images/hero-3.jpg)" }}>
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-extrabold">Request for Proposal</h1>
          <p className="mt-3 text-lg">Tell us about your event; venues send you their best offers.</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <InquiryForm kind="auction" lastResult={data?.result} success={data?.success ?? null} submitLabel="Send request" noteLabel="Describe your event" />
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Request for Proposal", "Send your event brief and let Bali venues send you their proposals.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

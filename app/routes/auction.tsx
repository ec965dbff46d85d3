import { json, parseWithZod, limitByIp, AUCTION_SUCCESS, AuctionSchema, submitInquiry, readFormData, pageLanguage, translateMessage, translateReply } from "~/server-imports/auction.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { InquiryForm } from "~/components/inquiry-form";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  return json(pageLanguage(request, "enquiry"));
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: AuctionSchema });
  // The schema's messages are English; the page's language on the way out (ADR 0300).
  const { lang } = pageLanguage(request);
  if (submission.status !== "success") {
    return json({ result: translateReply(lang, submission.reply()), success: null }, { status: 400 });
  }
  const limited = await limitByIp(request, "message");
  if (limited) return json({ result: translateReply(lang, submission.reply({ formErrors: [limited] })), success: null }, { status: 429 });
  await submitInquiry({ inquiryType: "AUCTION", ...submission.value });
  return json({ result: submission.reply({ resetForm: true }), success: translateMessage(lang, AUCTION_SUCCESS) });
}

export default function AuctionPage() {
  const data = useActionData<typeof action>();
  const t = useLoaderData<typeof loader>().i18n.enquiry;
  return (
    <main id="main-content">
      <section className="bg-cover bg-center px-4 py-16 text-white" style={{ backgroundImage: "linear-gradient(rgba(15,23,42,.55),rgba(15,23,42,.55)),url(/images/hero-3.jpg)" }}>
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-extrabold">{t.rfpTitle}</h1>
          <p className="mt-3 text-lg">{t.rfpIntro}</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <InquiryForm kind="auction" lastResult={data?.result} success={data?.success ?? null} submitLabel={t.sendRequest} noteLabel={t.describeEvent} labels={t} />
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.enquiry.rfpTitle ?? "Request for Proposal", data?.i18n.enquiry.rfpDescription ?? "Send your event brief and let Bali venues send you their proposals.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import { json, parseWithZod, limitByIp, INQUIRY_SUCCESS, InquirySchema, submitInquiry, readFormData, pageLanguage, messageText, translateReply } from "~/server-imports/inquiry.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { InquiryForm } from "~/components/inquiry-form";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  // The form's words are the enquiry forms'; the page's own are the account pages' (ADR 0300).
  return json(pageLanguage(request, "enquiry", "account"));
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: InquirySchema });
  // The schema's messages are English; the page's language on the way out (ADR 0300).
  const { lang } = pageLanguage(request);
  if (submission.status !== "success") {
    return json({ result: translateReply(lang, submission.reply()), success: null }, { status: 400 });
  }
  const limited = await limitByIp(request, "message");
  if (limited) return json({ result: translateReply(lang, submission.reply({ formErrors: [limited] })), success: null }, { status: 429 });
  await submitInquiry({ inquiryType: "INQUIRY", ...submission.value });
  return json({ result: submission.reply({ resetForm: true }), success: messageText(lang, INQUIRY_SUCCESS) });
}

export default function InquiryPage() {
  const data = useActionData<typeof action>();
  const { enquiry, account: t } = useLoaderData<typeof loader>().i18n;
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t.inquiryTitle}</h1>
      <p className="mt-2 mb-8 text-slate-600">{t.inquiryIntro}</p>
      <InquiryForm kind="inquiry" lastResult={data?.result} success={data?.success ?? null} submitLabel={t.sendInquiry} noteLabel={t.yourQuestion} labels={enquiry} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.account.inquiryTitle ?? "Inquiry", data?.i18n.account.inquiryDescription ?? "Ask the Bali MICE team about venues, dates and prices.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

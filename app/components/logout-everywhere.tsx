// "Log out everywhere": a plain form posting to /logout (works without JS). Ends every
// session and /v1 token of the account, this browser's included (ADR 0024).
import { Form } from "~/components/form";
import { SubmitButton } from "~/components/forms";

export type LogoutEverywhereLabels = { logoutEverywhereText: string; logoutEverywhere: string };
// Pages not yet translated get these (ADR 0300).
const ENGLISH: LogoutEverywhereLabels = {
  logoutEverywhereText: "Signed in on a shared or lost device? End every session of this account, on all devices and apps.",
  logoutEverywhere: "Log out everywhere",
};

export function LogoutEverywhereForm({ className, labels = ENGLISH }: { className?: string; labels?: LogoutEverywhereLabels }) {
  return (
    <Form method="post" action="/logout" reloadDocument className={className}>
      <p className="text-sm text-slate-600">
        {labels.logoutEverywhereText}
      </p>
      <SubmitButton
        name="intent"
        value="everywhere"
        className="mt-2 rounded-full border border-red-300 px-5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        {labels.logoutEverywhere}
      </SubmitButton>
    </Form>
  );
}

// The vendor's calendar feed on Manage Availability (ADR 0220): the secret URL is shown once,
// right after it is made (only its hash is kept); "Regenerate" replaces it and the old one
// stops working. Plain forms: works without JavaScript.
import { Form } from "~/components/form";
import { SubmitButton } from "~/components/forms";
import { fill } from "~/i18n/config";
import { useStrings } from "~/i18n/use-strings";

export function CalendarFeedPanel({ issuedAt, feedUrl }: { issuedAt: string | null; feedUrl?: string }) {
  // Only Manage Availability shows the panel: its loader sends the strings.
  const t = useStrings("dashboardAvailability");
  return (
    <section aria-labelledby="feed-title" className="mt-6 rounded-xl border border-slate-200 p-4" id="calendar-feed">
      <h2 id="feed-title" className="text-lg font-semibold">{t.feedTitle}</h2>
      <p className="mt-1 text-sm text-slate-600">{t.feedIntro}</p>
      {feedUrl ? (
        <div role="status" className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm">
          <label htmlFor="calendar-feed-url" className="font-semibold text-emerald-900">
            {t.feedNew}
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={feedUrl}
            data-testid="calendar-feed-url"
            className="mt-2 w-full rounded border border-slate-300 bg-white px-2 py-1 font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <p className="mt-2">
            <a className="font-semibold text-teal-800 underline" href={feedUrl.replace(/^https?:/, "webcal:")}>{t.feedOpen}</a>
          </p>
        </div>
      ) : issuedAt ? (
        <p className="mt-3 text-sm">{fill(t.feedActive, { at: issuedAt })}</p>
      ) : (
        <p className="mt-3 text-sm">{t.feedNone}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <Form method="post" preventScrollReset>
          <SubmitButton name="intent" value="calendar-feed-regenerate" pendingText={t.feedMaking}>
            {issuedAt || feedUrl ? t.feedRegenerate : t.feedCreate}
          </SubmitButton>
        </Form>
        {issuedAt || feedUrl ? (
          <Form method="post" preventScrollReset>
            <SubmitButton
              name="intent"
              value="calendar-feed-revoke"
              className="rounded-full border border-red-300 px-5 py-2 font-semibold text-red-700 hover:bg-red-50"
            >
              {t.feedTurnOff}
            </SubmitButton>
          </Form>
        ) : null}
      </div>
      {issuedAt || feedUrl ? <p className="mt-2 text-xs text-slate-500">{t.feedStops}</p> : null}
    </section>
  );
}

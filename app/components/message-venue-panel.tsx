// "Message the venue" on the product page: a planner writes to the venue about this product;
// a guest may type too, and sending asks them to log in first (the text is kept, ADR 0112).
// Without JS it is a plain form to /messages/new; with JS a fetcher keeps errors in place.
import type { SubmissionResult } from "@conform-to/react";
import { Link, useFetcher } from "@remix-run/react";
import { ReplyTimeNote } from "~/components/message-links";
import { MessageComposer, type ComposerLabels } from "~/components/message-composer";
import { fill } from "~/i18n/config";

export type MessageVenueLabels = ComposerLabels & {
  messageTitle: string;
  messageAsk: string;
  messagePlannersOnly: string;
  messageOpenConversation: string;
  messageGuest: string;
  messageLabel: string;
  messageSend: string;
};

import type { MessageVenuePanelData as MessageVenuePanelProps } from "~/messages/panel.server";

export function MessageVenuePanel({ panel, venueName, labels: t }: { panel: MessageVenuePanelProps; venueName: string; labels: MessageVenueLabels }) {
  const fetcher = useFetcher<{ result: SubmissionResult<string[]> }>();
  const action = `/messages/new?product=${panel.productId}`;
  return (
    <section id="message-the-venue" aria-labelledby="message-the-venue-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="message-the-venue-heading" className="text-xl font-bold">{t.messageTitle}</h2>
      <p className="mb-3 text-sm text-slate-600">{fill(t.messageAsk, { venue: venueName })}</p>
      <ReplyTimeNote text={panel.replyTime} />
      {panel.mode === "none" ? (
        <p className="mt-2 text-sm text-slate-600">{t.messagePlannersOnly}</p>
      ) : (
        <>
          {panel.conversationId ? (
            <p className="mb-2 text-sm">
              <Link to={`/messages/${panel.conversationId}`} className="font-semibold text-teal-800 hover:underline">
                {t.messageOpenConversation}
              </Link>
            </p>
          ) : null}
          {panel.mode === "guest" ? (
            <p className="mb-2 text-sm text-slate-600">{t.messageGuest}</p>
          ) : null}
          <MessageComposer
            id={`message-venue-${panel.productId}`}
            action={action}
            fetcher={fetcher}
            lastResult={fetcher.data?.result}
            defaultValue={panel.draft}
            hidden={panel.draftToken ? { draft: panel.draftToken } : undefined}
            label={t.messageLabel}
            submitLabel={t.messageSend}
            labels={t}
          />
        </>
      )}
    </section>
  );
}

// "Message the venue" on the product page: a planner writes to the venue about this product;
// a guest may type too, and sending asks them to log in first (the text is kept, ADR 0112).
// Without JS it is a plain form to /messages/new; with JS a fetcher keeps errors in place.
import type { SubmissionResult } from "@conform-to/react";
import { Link, useFetcher } from "@remix-run/react";
import { ReplyTimeNote } from "~/components/message-links";
import { MessageComposer } from "~/components/messages";

import type { MessageVenuePanelData as MessageVenuePanelProps } from "~/messages/panel.server";

export function MessageVenuePanel({ panel, venueName }: { panel: MessageVenuePanelProps; venueName: string }) {
  const fetcher = useFetcher<{ result: SubmissionResult<string[]> }>();
  const action = `/messages/new?product=${panel.productId}`;
  return (
    <section id="message-the-venue" aria-labelledby="message-the-venue-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="message-the-venue-heading" className="text-xl font-bold">Message the venue</h2>
      <p className="mb-3 text-sm text-slate-600">Ask {venueName} about this product: layouts, timing, catering.</p>
      <ReplyTimeNote text={panel.replyTime} />
      {panel.mode === "none" ? (
        <p className="mt-2 text-sm text-slate-600">Messages to venues are sent from planner accounts.</p>
      ) : (
        <>
          {panel.conversationId ? (
            <p className="mb-2 text-sm">
              <Link to={`/messages/${panel.conversationId}`} className="font-semibold text-teal-800 hover:underline">
                Open your conversation with this venue
              </Link>
            </p>
          ) : null}
          {panel.mode === "guest" ? (
            <p className="mb-2 text-sm text-slate-600">You will be asked to log in or sign up before it is sent; what you type is kept.</p>
          ) : null}
          <MessageComposer
            id={`message-venue-${panel.productId}`}
            action={action}
            fetcher={fetcher}
            lastResult={fetcher.data?.result}
            defaultValue={panel.draft}
            hidden={panel.draftToken ? { draft: panel.draftToken } : undefined}
          />
        </>
      )}
    </section>
  );
}

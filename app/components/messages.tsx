// Messaging UI: the inbox list, the conversation thread, the message form and the polling
// that brings new messages into an open conversation. Message text is rendered as React text
// (escaped) in a pre-wrap paragraph: never HTML, never turned into links.
import type { SubmissionResult } from "@conform-to/react";
import { Link, useNavigation, useRevalidator } from "@remix-run/react";
import { Form } from "~/components/form";
import { useEffect, useRef, type ReactNode } from "react";
import { MessageComposer } from "~/components/message-composer";
import { fill } from "~/i18n/config";
import { useLang, useStrings } from "~/i18n/use-strings";
import { formatNumber, timesIn } from "~/utils/format";

// The shapes the loaders send (conversations.server.ts); `import type` is erased from the bundle.
import type { ConversationRow as ConversationRowView, MessageView, SubjectView } from "~/messages/conversations.server";

/**
 * While the document is visible, revalidates the page's loaders every `intervalMs` (and at
 * once when the tab becomes visible again), so an open conversation shows new messages
 * without a reload. Hidden tabs do not poll.
 */
export function usePollWhileVisible(intervalMs = 5000) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = useRef(false);
  busy.current = revalidator.state !== "idle" || navigation.state !== "idle";
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      if (document.visibilityState === "visible" && !busy.current) revalidate.current();
    };
    const stop = () => {
      if (timer !== undefined) window.clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = window.setInterval(tick, intervalMs);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === "visible") {
        tick();
        start();
      } else {
        stop();
      }
    };
    if (document.visibilityState === "visible") start();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, [intervalMs]);
}

// The inbox and conversation pieces read the "messaging" strings, which every page showing them
// sends (the planner's, the vendor's and the admin's message pages); MessageComposer, also on
// the product page, takes its words as labels.
export function SubjectLine({ subject }: { subject: SubjectView }) {
  const t = useStrings("messaging");
  return (
    <p className="text-sm text-slate-600">
      <span className="font-medium text-slate-500">{subject.kind === "booking" ? t.aboutBooking : t.about} </span>
      {subject.href ? (
        <Link to={subject.href} className="font-semibold text-teal-800 hover:underline">{subject.title}</Link>
      ) : (
        <span className="font-semibold">{subject.title}</span>
      )}
      {subject.detail ? <span> · {subject.detail}</span> : null}
    </p>
  );
}

/**
 * The count a screen reader hears as words: aria-label on a span (a generic element) is not
 * allowed and may be ignored, so the digits are hidden from it and the words are visually
 * hidden text (html-validate's aria-label-misuse flagged the dashboard's menu with unread messages).
 */
export function UnreadBadge({ count, label }: { count: number; label?: string }) {
  if (!count) return null;
  return (
    <span className="ml-1 inline-block min-w-5 rounded-full bg-amber-500 px-1.5 text-center text-xs font-bold text-slate-900">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only"> {label ?? `${count} unread`}</span>
    </span>
  );
}

export function ConversationList({
  rows,
  emptyText,
  markReadAction,
  show = "counterpart",
}: {
  rows: ConversationRowView[];
  emptyText: ReactNode;
  /** Where the "Mark read" forms post (omitted for the admin's read-only list). */
  markReadAction?: string;
  show?: "counterpart" | "both";
}) {
  const lang = useLang();
  const t = useStrings("messaging");
  if (!rows.length) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{emptyText}</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm" aria-label={t.conversations}>
      {rows.map((row) => (
        <li key={row.id} data-testid="conversation-row" className={`flex flex-col gap-2 p-4 sm:flex-row sm:items-start ${row.unread ? "bg-amber-50/60" : ""}`}>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Link to={row.href} className="font-semibold text-teal-800 hover:underline">
                {show === "both" ? `${row.plannerName} ↔ ${row.venueName}` : row.counterpart}
              </Link>
              <UnreadBadge count={row.unread} label={fill(t.unreadMessages, { count: row.unread })} />
              <span className="text-xs text-slate-500">{timesIn(row.lastMessageAt, lang)}</span>
            </p>
            <SubjectLine subject={row.subject} />
            <p className="mt-1 truncate text-sm text-slate-700">
              {row.lastMessageFromMe ? <span className="text-slate-500">{t.youPrefix} </span> : null}
              {row.lastMessage}
            </p>
          </div>
          {markReadAction && row.unread ? (
            <Form method="post" action={markReadAction} className="shrink-0">
              <input type="hidden" name="intent" value="mark-read" />
              <input type="hidden" name="conversationId" value={row.id} />
              <button type="submit" className="rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100">
                {t.markRead}
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function ConversationThread({ messages }: { messages: MessageView[] }) {
  const lang = useLang();
  const t = useStrings("messaging");
  return (
    <ol className="space-y-3" aria-label={t.thread} aria-live="polite" data-testid="message-thread">
      {messages.map((m, i) => (
        <li
          key={m.id}
          id={i === messages.length - 1 ? "latest" : undefined}
          data-testid="message"
          className={`max-w-[85%] rounded-2xl px-4 py-2 shadow-sm ${m.mine ? "ml-auto bg-teal-700 text-white" : "mr-auto bg-white text-slate-900"}`}
        >
          <p className={`text-xs ${m.mine ? "text-teal-100" : "text-slate-500"}`}>
            <span className="font-semibold">{m.mine && m.byMe ? t.you : m.sender}</span> · <time dateTime={m.sentAtIso}>{timesIn(m.sentAt, lang)}</time>
          </p>
          <p className="whitespace-pre-wrap break-words">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}

export function MaskingNotice() {
  const t = useStrings("messaging");
  return (
    <p className="rounded-lg bg-slate-100 px-3 py-2 text-xs text-slate-600">
      {t.maskingNotice}
    </p>
  );
}

export type ConversationScreenData = {
  id: number;
  subject: SubjectView;
  counterpart: string;
  plannerName: string;
  venueName: string;
  masked: boolean;
  readOnly: boolean;
  messages: MessageView[];
  lastOwnMessageId: number;
};

/** An open conversation: what it is about, the messages, and the reply form (not for the admin). */
export function ConversationScreen({
  conversation: c,
  backTo,
  backLabel,
  actionPath,
  lastResult,
}: {
  conversation: ConversationScreenData;
  backTo: string;
  backLabel?: string;
  actionPath: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  usePollWhileVisible();
  const t = useStrings("messaging");
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link to={backTo} className="font-semibold text-teal-800 hover:underline">← {backLabel ?? t.allMessages}</Link>
      </p>
      <header>
        <h1 className="text-2xl font-bold break-words">{c.readOnly ? `${c.plannerName} ↔ ${c.venueName}` : c.counterpart}</h1>
        <SubjectLine subject={c.subject} />
        {c.readOnly ? <p className="mt-1 text-sm font-semibold text-amber-800">{t.readOnly}</p> : null}
      </header>
      {c.masked && !c.readOnly ? <MaskingNotice /> : null}
      <ConversationThread messages={c.messages} />
      {c.readOnly ? null : (
        <div className="rounded-xl bg-white p-4 shadow-sm">
          <MessageComposer key={c.lastOwnMessageId} id={`reply-${c.id}`} action={actionPath} lastResult={lastResult} label={t.messageLabel} submitLabel={t.messageSend} labels={t} />
        </div>
      )}
    </div>
  );
}

/** A new conversation's page: who it goes to, what it is about, and the first message. */
export function ComposeScreen({
  counterpart,
  subject,
  actionPath,
  lastResult,
  backTo,
  backLabel,
  existingHref,
}: {
  existingHref?: string | null;
  counterpart: string;
  subject: SubjectView;
  actionPath: string;
  lastResult?: SubmissionResult<string[]> | null;
  backTo: string;
  backLabel: string;
}) {
  const t = useStrings("messaging");
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link to={backTo} className="font-semibold text-teal-800 hover:underline">← {backLabel}</Link>
      </p>
      <header>
        <h1 className="text-2xl font-bold break-words">{fill(t.messageTo, { name: counterpart })}</h1>
        <SubjectLine subject={subject} />
        {existingHref ? (
          <p className="mt-1 text-sm">
            <Link to={existingHref} className="font-semibold text-teal-800 hover:underline">{t.openConversationSoFar}</Link> {t.addedToIt}
          </p>
        ) : null}
      </header>
      <MaskingNotice />
      <div className="rounded-xl bg-white p-4 shadow-sm">
        <MessageComposer id="compose" action={actionPath} lastResult={lastResult} label={t.messageLabel} submitLabel={t.messageSend} labels={t} />
      </div>
    </div>
  );
}

// A cancellation tier in words and as a small timeline (ADR 0250): green full refund, amber
// half, grey none, red no cancellation. Plain markup: the same without JS and on paper.
import type { PolicyView } from "~/terms/cancellation-policies";
import { fill } from "~/i18n/config";

export type PolicyLabels = { cancellationPolicy: string; cancellationTimeline: string; until: string };
const ENGLISH: PolicyLabels = { cancellationPolicy: "Cancellation policy: {label}.", cancellationTimeline: "Cancellation timeline, {label}", until: "until {date}" };

export type { PolicyView };

const tone = (percent: number | null) =>
  percent === 100 ? "bg-emerald-600" : percent === 50 ? "bg-amber-400" : percent === 0 ? "bg-slate-300" : "bg-red-600";

export function PolicyTimeline({ policy, compact = false, labels = ENGLISH }: { policy: PolicyView; compact?: boolean; labels?: PolicyLabels }) {
  return (
    <div className="text-xs text-slate-700" data-testid="cancellation-policy">
      <p className={compact ? "" : "text-sm"}>
        <span className="font-semibold">{fill(labels.cancellationPolicy, { label: policy.label })}</span> {policy.words}
      </p>
      <ol className="mt-1 flex w-full max-w-md overflow-hidden rounded" aria-label={fill(labels.cancellationTimeline, { label: policy.label })}>
        {policy.timeline.map((step) => (
          <li key={step.label} className="min-w-0 flex-1">
            <span className={`block h-1.5 ${tone(step.percent)}`} aria-hidden="true" />
            <span className="block px-0.5 pt-0.5 leading-tight">
              {step.label}
              {step.until ? <span className="block whitespace-nowrap text-slate-500">{fill(labels.until, { date: step.until })}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

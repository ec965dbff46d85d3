// Seating plans of a room (ADR 0122): images drawn to scale by the server
// (/seating-plan/{id}/{layout}). `selected` shows one plan (the product page's chosen layout);
// without it every plan is shown. Without JavaScript the planner cannot switch plans, so the
// others come in <noscript> (ADR 0342): a page with JavaScript shows one plan from the first
// paint, and hydration does not pull the booking form up under a planner's finger.
import type { ReactNode } from "react";
import { fill } from "~/i18n/config";
import { useHydrated } from "~/components/use-hydrated";

export type SeatingPlanLabels = { noPlan: string; planAlt: string; planCaption: string; seats: string; guests: string };
const ENGLISH: SeatingPlanLabels = { noPlan: "No seating plan yet.", planAlt: "{room}, {layout} layout drawn to scale: {n} {what}", planCaption: "{n} {what}, drawn to scale", seats: "seats", guests: "guests" };

/** width and height: the drawing's own size in px (seatingPlanSize), so the <img> keeps its room before it loads. */
export type PlanItem = { layout: string; label: string; capacity: number; seats: number; url: string | null; width: number; height: number };

export function SeatingPlans({ roomName, plans, selected, labels = ENGLISH }: { roomName: string; plans: PlanItem[]; selected?: string | null; labels?: SeatingPlanLabels }) {
  const hydrated = useHydrated();
  const drawable = plans.filter((p) => p.url);
  if (!drawable.length) return <p className="text-sm text-slate-500">{labels.noPlan}</p>;
  const figure = (p: PlanItem) => (
        <figure
          key={p.layout}
          hidden={selected && hydrated ? p.layout !== selected : undefined}
          className="rounded-lg border border-slate-200 bg-white p-2"
          data-layout={p.layout}
        >
          <img
            src={p.url!}
            alt={fill(labels.planAlt, { room: roomName, layout: p.label, n: p.seats, what: p.layout === "cocktail" ? labels.guests : labels.seats })}
            loading="lazy"
            decoding="async"
            width={p.width}
            height={p.height}
            className="h-auto w-full"
          />
          <figcaption className="mt-1 text-sm text-slate-700">
            <span className="font-semibold">{p.label}</span>: {fill(labels.planCaption, { n: p.seats, what: p.layout === "cocktail" ? labels.guests : labels.seats })}
          </figcaption>
        </figure>
  );
  let figures: ReactNode = drawable.map(figure);
  if (selected && !hydrated) {
    figures = (
      <>
        {drawable.filter((p) => p.layout === selected).map(figure)}
        {/* One <noscript> per plan: each a cell of the grid without JavaScript. */}
        {drawable.filter((p) => p.layout !== selected).map((p) => <noscript key={p.layout}>{figure(p)}</noscript>)}
      </>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="seating-plans">
      {figures}
    </div>
  );
}

// Seating plans of a room (ADR 0122): images drawn to scale by the server
// (/seating-plan/{id}/{layout}). `selected` shows one plan (the product page's chosen layout,
// with JS); without it every plan is shown.
import { fill } from "~/i18n/config";

export type SeatingPlanLabels = { noPlan: string; planAlt: string; planCaption: string; seats: string; guests: string };
const ENGLISH: SeatingPlanLabels = { noPlan: "No seating plan yet.", planAlt: "{room}, {layout} layout drawn to scale: {n} {what}", planCaption: "{n} {what}, drawn to scale", seats: "seats", guests: "guests" };

export type PlanItem = { layout: string; label: string; capacity: number; seats: number; url: string | null };

export function SeatingPlans({ roomName, plans, selected, labels = ENGLISH }: { roomName: string; plans: PlanItem[]; selected?: string | null; labels?: SeatingPlanLabels }) {
  const drawable = plans.filter((p) => p.url);
  if (!drawable.length) return <p className="text-sm text-slate-500">{labels.noPlan}</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="seating-plans">
      {drawable.map((p) => (
        <figure
          key={p.layout}
          hidden={selected ? p.layout !== selected : undefined}
          className="rounded-lg border border-slate-200 bg-white p-2"
          data-layout={p.layout}
        >
          <img
            src={p.url!}
            alt={fill(labels.planAlt, { room: roomName, layout: p.label, n: p.seats, what: p.layout === "cocktail" ? labels.guests : labels.seats })}
            loading="lazy"
            decoding="async"
            width={672}
            height={420}
            className="h-auto w-full"
          />
          <figcaption className="mt-1 text-sm text-slate-700">
            <span className="font-semibold">{p.label}</span>: {fill(labels.planCaption, { n: p.seats, what: p.layout === "cocktail" ? labels.guests : labels.seats })}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

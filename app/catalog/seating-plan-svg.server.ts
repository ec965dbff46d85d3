// A seating plan as a standalone SVG document (ADR 0122), served as an image so pages carry no
// drawing code: a scale bar, the room's outline, tables, seats and the seat count.
import type { SeatingPlan } from "~/catalog/seating-plan";
import { SEAT_RADIUS } from "~/catalog/seating-plan";
import type { Lang } from "~/i18n/config";
import { LAYOUTS } from "~/utils/constants";

const DRAW_WIDTH = 640; // px for the room's length
const PAD = 16;
const FOOTER = 52;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const n = (v: number) => String(Math.round(v * 10) / 10);

/** The longest round length (1, 2, 5, 10, 20, 50 m...) at most a third of the room. */
export function scaleBarMetres(roomLength: number): number {
  const steps = [1, 2, 5, 10, 20, 50, 100, 200];
  return steps.filter((m) => m <= roomLength / 3).pop() ?? 1;
}

// The drawing's words in Indonesian (the glossary's layout names); English is LAYOUTS' labels.
const LAYOUTS_ID: Record<string, string> = { uShape: "Huruf U", board: "Meja rapat", classroom: "Kelas", cocktail: "Koktail", banquet: "Banquet", theater: "Teater" };
const dec = (v: number, lang: Lang) => (lang === "id" ? n(v).replace(".", ",") : n(v));

export function layoutLabelOf(layout: string, lang: Lang = "en") {
  return (lang === "id" ? LAYOUTS_ID[layout] : undefined) ?? LAYOUTS.find((l) => l.value === layout)?.label ?? layout;
}

/** The image's title: "Ballroom, Theatre layout" / "Ballroom, tata letak Teater". */
export function planTitle(roomName: string, layout: string, lang: Lang = "en") {
  return lang === "id" ? `${roomName}, tata letak ${layoutLabelOf(layout, lang)}` : `${roomName}, ${layoutLabelOf(layout)} layout`;
}

/** One-line description: "Theatre: 120 seats in 20 x 15 m" ("Teater: 120 kursi di 20 x 15 m"). */
export function planCaption(plan: SeatingPlan, lang: Lang = "en"): string {
  const what = plan.layout === "cocktail" ? (lang === "id" ? "tamu" : "guests") : lang === "id" ? "kursi" : "seats";
  return `${layoutLabelOf(plan.layout, lang)}: ${plan.seats.length} ${what} ${lang === "id" ? "di" : "in"} ${dec(plan.length, lang)} x ${dec(plan.width, lang)} m`;
}

/** The drawing's size in px: pages give it to the <img>, so the page does not move as it loads. */
export function seatingPlanSize(plan: Pick<SeatingPlan, "length" | "width">): { width: number; height: number } {
  return { width: DRAW_WIDTH + 2 * PAD, height: (plan.width * DRAW_WIDTH) / plan.length + 2 * PAD + FOOTER };
}

export function seatingPlanSvg(plan: SeatingPlan, title: string, lang: Lang = "en"): string {
  const k = DRAW_WIDTH / plan.length;
  const X = (m: number) => n(PAD + m * k);
  const Y = (m: number) => n(PAD + m * k);
  const roomH = plan.width * k;
  const { width, height } = seatingPlanSize(plan);
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${n(height)}" width="${width}" height="${n(height)}" role="img" aria-labelledby="t">`);
  parts.push(`<title id="t">${esc(`${title}. ${planCaption(plan, lang)}`)}</title>`);
  parts.push(`<rect x="0" y="0" width="${width}" height="${n(height)}" fill="#ffffff"/>`);
  parts.push(`<rect x="${PAD}" y="${PAD}" width="${DRAW_WIDTH}" height="${n(roomH)}" fill="#f8fafc" stroke="#334155" stroke-width="3"/>`);
  if (plan.stage) {
    const s = plan.stage;
    parts.push(`<rect x="${X(s.x)}" y="${Y(s.y)}" width="${n(s.w * k)}" height="${n(s.h * k)}" fill="#e2e8f0"/>`);
    parts.push(`<text x="${X(s.x + s.w / 2)}" y="${Y(s.y + s.h / 2)}" font-family="sans-serif" font-size="12" fill="#475569" text-anchor="middle" dominant-baseline="middle">${lang === "id" ? "PANGGUNG / LAYAR" : "STAGE / SCREEN"}</text>`);
  }
  for (const t of plan.tables) {
    parts.push(
      t.kind === "rect"
        ? `<rect x="${X(t.x)}" y="${Y(t.y)}" width="${n(t.w * k)}" height="${n(t.h * k)}" fill="#d6c3a5" stroke="#92400e" stroke-width="1"/>`
        : `<circle cx="${X(t.cx)}" cy="${Y(t.cy)}" r="${n(t.r * k)}" fill="#d6c3a5" stroke="#92400e" stroke-width="1"/>`,
    );
  }
  const r = n(Math.max(1.2, SEAT_RADIUS * k));
  parts.push(`<g fill="#0f766e">`);
  for (const s of plan.seats) parts.push(`<circle cx="${X(s.x)}" cy="${Y(s.y)}" r="${r}"/>`);
  parts.push(`</g>`);
  // Scale bar and caption under the room.
  const bar = scaleBarMetres(plan.length);
  const barY = PAD + roomH + 18;
  parts.push(`<g stroke="#0f172a" stroke-width="2"><line x1="${PAD}" y1="${n(barY)}" x2="${n(PAD + bar * k)}" y2="${n(barY)}"/><line x1="${PAD}" y1="${n(barY - 5)}" x2="${PAD}" y2="${n(barY + 5)}"/><line x1="${n(PAD + bar * k)}" y1="${n(barY - 5)}" x2="${n(PAD + bar * k)}" y2="${n(barY + 5)}"/></g>`);
  parts.push(`<text x="${n(PAD + bar * k + 8)}" y="${n(barY + 4)}" font-family="sans-serif" font-size="13" fill="#0f172a">${bar} m</text>`);
  parts.push(`<text x="${n(width - PAD)}" y="${n(barY + 4)}" font-family="sans-serif" font-size="13" fill="#0f172a" text-anchor="end">${esc(planCaption(plan, lang))}</text>`);
  // No "too small" note here: the image is public, the warning is the vendor's (dashboard).
  parts.push(`</svg>`);
  return parts.join("");
}

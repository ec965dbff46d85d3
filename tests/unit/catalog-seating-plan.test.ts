// Seating plans drawn to scale (ADR 0122): seats inside the room, clear of each other, the
// count equal to the stated capacity or the most that fit (with a note), a correct scale bar.
import { describe, expect, it } from "vitest";
import { SEAT_RADIUS, seatingPlan, type SeatingPlan } from "~/catalog/seating-plan";
import { planCaption, scaleBarMetres, seatingPlanSvg } from "~/catalog/seating-plan-svg.server";
import { LAYOUTS } from "~/utils/constants";

const layouts = LAYOUTS.map((l) => l.value);

function expectInsideAndApart(plan: SeatingPlan) {
  for (const s of plan.seats) {
    expect(s.x - SEAT_RADIUS).toBeGreaterThanOrEqual(0);
    expect(s.y - SEAT_RADIUS).toBeGreaterThanOrEqual(0);
    expect(s.x + SEAT_RADIUS).toBeLessThanOrEqual(plan.length);
    expect(s.y + SEAT_RADIUS).toBeLessThanOrEqual(plan.width);
  }
  // No two chairs overlap (sorted sweep keeps this fast for big rooms).
  const sorted = [...plan.seats].sort((a, b) => a.x - b.x);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j].x - sorted[i].x < 2 * SEAT_RADIUS; j++) {
      expect(Math.hypot(sorted[j].x - sorted[i].x, sorted[j].y - sorted[i].y)).toBeGreaterThanOrEqual(2 * SEAT_RADIUS - 0.011);
    }
  }
  for (const t of plan.tables) {
    if (t.kind === "rect") {
      expect(t.x).toBeGreaterThanOrEqual(0);
      expect(t.x + t.w).toBeLessThanOrEqual(plan.length + 1e-9);
      expect(t.y + t.h).toBeLessThanOrEqual(plan.width + 1e-9);
    } else {
      expect(t.cx - t.r).toBeGreaterThanOrEqual(0);
      expect(t.cy + t.r).toBeLessThanOrEqual(plan.width);
    }
  }
}

describe("seatingPlan", () => {
  it("draws exactly the stated capacity when the room is big enough, for every layout", () => {
    const capacity = { theater: 300, classroom: 150, uShape: 40, board: 24, banquet: 200, cocktail: 250 } as const;
    expect(layouts.length).toBeGreaterThan(0);
    for (const layout of layouts) {
      const plan = seatingPlan(layout, 30, 20, capacity[layout])!;
      expect(plan.seats, layout).toHaveLength(capacity[layout]);
      expect(plan.note, layout).toBeNull();
      expectInsideAndApart(plan);
    }
  });

  it("draws the most that fit, with a note, when the room is too small for the stated capacity", () => {
    expect(layouts.length).toBeGreaterThan(0);
    for (const layout of layouts) {
      const plan = seatingPlan(layout, 8, 6, 1000)!;
      expect(plan.seats.length, layout).toBeGreaterThan(0);
      expect(plan.seats.length, layout).toBeLessThan(1000);
      expect(plan.note).toBe(`This room fits ${plan.seats.length} in this layout; the stated capacity is 1000.`);
      expectInsideAndApart(plan);
      // Asking for what fits draws the same count and no note.
      const exact = seatingPlan(layout, 8, 6, plan.seats.length)!;
      expect(exact.seats).toHaveLength(plan.seats.length);
      expect(exact.note).toBeNull();
    }
  });

  it("uses the layout's furniture: rows for theatre, tables of 3 for classroom, round tables of ten for banquet", () => {
    const theatre = seatingPlan("theater", 20, 15, 100)!;
    expect(theatre.tables).toHaveLength(0);
    expect(theatre.stage).not.toBeNull();
    expect(new Set(theatre.seats.map((s) => s.y)).size).toBeGreaterThan(1); // several rows
    const classroom = seatingPlan("classroom", 20, 15, 30)!;
    expect(classroom.tables).toHaveLength(10);
    const banquet = seatingPlan("banquet", 30, 20, 95)!;
    expect(banquet.tables).toHaveLength(10);
    expect(banquet.tables.every((t) => t.kind === "round")).toBe(true);
    const board = seatingPlan("board", 10, 6, 12)!;
    expect(board.tables).toHaveLength(1);
    expect(seatingPlan("uShape", 15, 10, 20)!.tables).toHaveLength(3);
  });

  it("draws the long side horizontally and nothing without dimensions or capacity", () => {
    const plan = seatingPlan("theater", 10, 25, 50)!;
    expect([plan.length, plan.width]).toEqual([25, 10]);
    expect(seatingPlan("theater", 0, 10, 50)).toBeNull();
    expect(seatingPlan("banquet", 10, 10, 0)).toBeNull();
    expect(seatingPlan("board", Number.NaN, 10, 10)).toBeNull();
  });
});

describe("seatingPlanSvg", () => {
  it("has a scale bar to the room's scale, the seat count and escaped names", () => {
    expect(scaleBarMetres(30)).toBe(10);
    expect(scaleBarMetres(12)).toBe(2);
    expect(scaleBarMetres(2)).toBe(1);
    const plan = seatingPlan("theater", 30, 15, 120)!;
    const svg = seatingPlanSvg(plan, `Room <"A"> & co`);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("Room &#60;&#34;A&#34;&#62; &#38; co");
    expect(svg).not.toContain("<script");
    expect(svg.match(/<circle /g)).toHaveLength(120);
    expect(planCaption(plan)).toBe("Theatre: 120 seats in 30 x 15 m");
    // 640 px for 30 m: the 10 m bar is 213.3 px long.
    expect(svg).toMatch(/<line x1="16" y1="[\d.]+" x2="229.3"/);
  });
});

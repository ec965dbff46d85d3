// Seating plans drawn to scale (ADR 0122): from a room's length x width (metres) and a seat
// layout's stated capacity, where the seats and tables go. Units are metres; x runs along the
// length, y along the width, the front (stage or screen) at y = 0. The drawing is plain
// geometry so it can be unit-tested; seating-plan-svg.server.ts turns it into SVG.
import type { LayoutValue } from "~/utils/constants";

export type Seat = { x: number; y: number };
export type Table = { kind: "rect"; x: number; y: number; w: number; h: number } | { kind: "round"; cx: number; cy: number; r: number };
export type SeatingPlan = {
  layout: LayoutValue;
  length: number;
  width: number;
  capacity: number;
  /** Seats drawn: the stated capacity, or the most that fit when the room is too small. */
  seats: Seat[];
  tables: Table[];
  /** The front area (stage/screen) when the layout faces one. */
  stage: { x: number; y: number; w: number; h: number } | null;
  /** Set when fewer seats fit than the stated capacity. */
  note: string | null;
};

/** Chair footprint: seats are drawn as circles of this radius. */
export const SEAT_RADIUS = 0.22;
const WALL = 0.8; // clearance along the walls
const STAGE_DEPTH = 1.5;
const SEAT_PITCH = 0.55; // side by side
const ROW_PITCH = 0.95; // theatre rows, back to back
const AISLE = 1.2;

const round = (n: number) => Math.round(n * 100) / 100;

function tooSmallNote(count: number, capacity: number) {
  return count < capacity ? `This room fits ${count} in this layout; the stated capacity is ${capacity}.` : null;
}

/** Positions spread evenly on [from, to] (n of them), centred on the segment when n is 1. */
function spread(from: number, to: number, n: number): number[] {
  if (n <= 0) return [];
  if (n === 1) return [(from + to) / 2];
  const step = (to - from) / (n - 1);
  return Array.from({ length: n }, (_, i) => from + i * step);
}

function theatre(L: number, W: number, capacity: number) {
  const stage = { x: WALL, y: 0, w: L - 2 * WALL, h: STAGE_DEPTH };
  const usableX = L - 2 * WALL;
  const top = STAGE_DEPTH + 1;
  const rows = Math.max(0, Math.floor((W - WALL - top) / ROW_PITCH) + 1);
  // A central aisle when the row is long enough for two blocks.
  const aisle = usableX > 8 ? AISLE : 0;
  const perBlock = Math.max(0, Math.floor((usableX - aisle) / (aisle ? 2 : 1) / SEAT_PITCH));
  const perRow = perBlock * (aisle ? 2 : 1);
  const seats: Seat[] = [];
  const count = Math.min(capacity, rows * perRow);
  const xs: number[] = [];
  const blockWidth = perBlock * SEAT_PITCH;
  const left = WALL + (usableX - (blockWidth * (aisle ? 2 : 1) + aisle)) / 2 + SEAT_PITCH / 2;
  for (let i = 0; i < perRow; i++) {
    const block = aisle && i >= perBlock ? 1 : 0;
    xs.push(left + i * SEAT_PITCH + block * aisle);
  }
  for (let r = 0; r < rows && seats.length < count; r++) {
    for (const x of xs) {
      if (seats.length >= count) break;
      seats.push({ x, y: top + r * ROW_PITCH });
    }
  }
  return { seats, tables: [] as Table[], stage };
}

function classroom(L: number, W: number, capacity: number) {
  const stage = { x: WALL, y: 0, w: L - 2 * WALL, h: STAGE_DEPTH };
  const TABLE_W = 1.8;
  const TABLE_D = 0.5;
  const GAP = 0.6;
  const PITCH = 1.5; // table depth + chair space in front of the next row
  const usableX = L - 2 * WALL;
  const perRow = Math.max(0, Math.floor((usableX + GAP) / (TABLE_W + GAP)));
  const top = STAGE_DEPTH + 1;
  const rows = Math.max(0, Math.floor((W - WALL - top - TABLE_D - 0.6) / PITCH) + 1);
  const count = Math.min(capacity, rows * perRow * 3);
  const left = WALL + (usableX - (perRow * TABLE_W + (perRow - 1) * GAP)) / 2;
  const seats: Seat[] = [];
  const tables: Table[] = [];
  for (let r = 0; r < rows && seats.length < count; r++) {
    for (let t = 0; t < perRow && seats.length < count; t++) {
      const x = left + t * (TABLE_W + GAP);
      const y = top + r * PITCH;
      tables.push({ kind: "rect", x, y, w: TABLE_W, h: TABLE_D });
      for (let s = 0; s < 3 && seats.length < count; s++) seats.push({ x: x + 0.3 + s * 0.6, y: y + TABLE_D + 0.3 });
    }
  }
  return { seats, tables, stage };
}

/** Seats on the outside of a U of tables opening to the front (screen at y = 0). */
function uShape(L: number, W: number, capacity: number) {
  const stage = { x: WALL, y: 0, w: L - 2 * WALL, h: STAGE_DEPTH };
  const D = 0.6; // table depth
  const x0 = WALL + 0.5;
  const x1 = L - WALL - 0.5;
  const y0 = STAGE_DEPTH + 1.2;
  const y1 = W - WALL - 0.5;
  if (x1 - x0 < 2 * D + 1 || y1 - y0 < D + 1) return { seats: [], tables: [], stage };
  // Chairs sit inside the U facing the tables; corners are left free so chairs never touch.
  const chairRowY = y1 - D - 0.3; // chairs along the base
  const legFrom = y0 + SEAT_PITCH / 2;
  const legTo = chairRowY - SEAT_PITCH;
  const baseFrom = x0 + D + 0.3 + SEAT_PITCH;
  const baseTo = x1 - D - 0.3 - SEAT_PITCH;
  const legSeats = legTo >= legFrom ? Math.floor((legTo - legFrom) / SEAT_PITCH) + 1 : 0;
  const baseSeats = baseTo >= baseFrom ? Math.floor((baseTo - baseFrom) / SEAT_PITCH) + 1 : 0;
  const fit = 2 * legSeats + baseSeats;
  const count = Math.min(capacity, fit);
  // Share the seats between the legs and the base in proportion to their lengths.
  let base = Math.min(baseSeats, Math.round((count * baseSeats) / Math.max(1, fit)));
  let leftLeg = Math.min(legSeats, Math.ceil((count - base) / 2));
  let rightLeg = Math.min(legSeats, count - base - leftLeg);
  base = count - leftLeg - rightLeg;
  if (base > baseSeats) {
    base = baseSeats;
    leftLeg = Math.min(legSeats, count - base - rightLeg);
  }
  const tables: Table[] = [
    { kind: "rect", x: x0, y: y0, w: D, h: y1 - y0 },
    { kind: "rect", x: x1 - D, y: y0, w: D, h: y1 - y0 },
    { kind: "rect", x: x0 + D, y: y1 - D, w: x1 - x0 - 2 * D, h: D },
  ];
  const seats: Seat[] = [];
  for (const y of spread(legFrom, legTo, leftLeg)) seats.push({ x: x0 + D + 0.3, y });
  for (const y of spread(legFrom, legTo, rightLeg)) seats.push({ x: x1 - D - 0.3, y });
  for (const x of spread(baseFrom, baseTo, base)) seats.push({ x, y: chairRowY });
  return { seats, tables, stage };
}

/** One table in the middle, chairs along both long sides and at the ends. */
function board(L: number, W: number, capacity: number) {
  const T = 1.2; // table width
  const maxLen = L - 2 * WALL - 1.4; // room for the end chairs
  if (maxLen < 1.2 || W - 2 * WALL < T + 1.2) return { seats: [], tables: [], stage: null };
  const maxPerSide = Math.floor(maxLen / SEAT_PITCH);
  const fit = 2 * maxPerSide + 2;
  const count = Math.min(capacity, fit);
  const ends = count >= 4 ? 2 : 0;
  const perSide = Math.ceil((count - ends) / 2);
  const len = Math.max(1.2, perSide * SEAT_PITCH);
  const x = (L - len) / 2;
  const y = (W - T) / 2;
  const seats: Seat[] = [];
  const xs = spread(x + SEAT_PITCH / 2, x + len - SEAT_PITCH / 2, perSide);
  for (const sx of xs) seats.push({ x: sx, y: y - 0.35 });
  for (const sx of xs.slice(0, count - ends - perSide)) seats.push({ x: sx, y: y + T + 0.35 });
  if (ends) seats.push({ x: x - 0.35, y: W / 2 }, { x: x + len + 0.35, y: W / 2 });
  return { seats, tables: [{ kind: "rect", x, y, w: len, h: T }] as Table[], stage: null };
}

/** Round tables (`perTable` around each) on a grid. */
function roundTables(L: number, W: number, capacity: number, o: { r: number; seatR: number; pitch: number; perTable: number }) {
  const cols = Math.max(0, Math.floor((L - 2 * WALL - 2 * o.seatR - 2 * SEAT_RADIUS) / o.pitch) + 1);
  const rows = Math.max(0, Math.floor((W - 2 * WALL - 2 * o.seatR - 2 * SEAT_RADIUS) / o.pitch) + 1);
  const count = Math.min(capacity, cols * rows * o.perTable);
  const tablesNeeded = Math.ceil(count / o.perTable);
  const spanX = (cols - 1) * o.pitch;
  const spanY = (rows - 1) * o.pitch;
  const seats: Seat[] = [];
  const tables: Table[] = [];
  for (let i = 0; i < tablesNeeded; i++) {
    const cx = (L - spanX) / 2 + (i % cols) * o.pitch;
    const cy = (W - spanY) / 2 + Math.floor(i / cols) * o.pitch;
    tables.push({ kind: "round", cx, cy, r: o.r });
    const here = Math.min(o.perTable, count - i * o.perTable);
    for (let s = 0; s < here; s++) {
      const a = (2 * Math.PI * s) / o.perTable - Math.PI / 2;
      seats.push({ x: cx + o.seatR * Math.cos(a), y: cy + o.seatR * Math.sin(a) });
    }
  }
  return { seats, tables, stage: null };
}

const BANQUET = { r: 0.9, seatR: 1.2, pitch: 3.2, perTable: 10 };
const COCKTAIL = { r: 0.35, seatR: 0.7, pitch: 2.0, perTable: 4 };

/**
 * The plan of one layout in a room, or null when the room has no dimensions or the layout
 * no capacity. Seats stay inside the walls; the count is the capacity or the most that fit.
 */
export function seatingPlan(layout: LayoutValue, length: number, width: number, capacity: number): SeatingPlan | null {
  if (!(length > 0) || !(width > 0) || !(capacity > 0) || !Number.isFinite(length * width)) return null;
  // Draw the long side horizontally.
  const L = Math.min(Math.max(length, width), 500);
  const W = Math.min(Math.min(length, width), 500);
  const cap = Math.min(Math.floor(capacity), 5000);
  const drawn =
    layout === "theater" ? theatre(L, W, cap)
    : layout === "classroom" ? classroom(L, W, cap)
    : layout === "uShape" ? uShape(L, W, cap)
    : layout === "board" ? board(L, W, cap)
    : layout === "banquet" ? roundTables(L, W, cap, BANQUET)
    : roundTables(L, W, cap, COCKTAIL);
  const seats = drawn.seats.map((s) => ({ x: round(s.x), y: round(s.y) }));
  return { layout, length: L, width: W, capacity: cap, seats, tables: drawn.tables, stage: drawn.stage, note: tooSmallNote(seats.length, cap) };
}

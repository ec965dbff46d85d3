// Search that does what it shows (ADR 0201): the tab comes only from the tab links, values
// from links survive as select values, the default time is never in the past, and a date
// outside the booking window is refused rather than searched.
import { beforeAll, describe, expect, it } from "vitest";
import { bookingDateRange } from "~/cart/cart.server";
import { attendeeOptions, attendeesValue, defaultSearchStart, lastBookableDate, parseSearchParams, searchQuery } from "~/catalog/search-params";
import { loader as searchLoader } from "~/routes/search";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { freshDatabase } from "../support/test-db";
import { callRoute } from "../support/route-call";
import { messageText } from "~/i18n/catalog/text.server";

const today = baliIsoDate();
const at = (time: string, day = today) => baliToUtc(day, time).getTime();

beforeAll(async () => {
  await freshDatabase();
});

describe("default start time", () => {
  it("is 08:00 until 08:00 Bali, then the next whole hour, then tomorrow 08:00 after 23:00", () => {
    expect(defaultSearchStart(new Date(at("07:59")))).toEqual({ date: today, time: "08:00" });
    expect(defaultSearchStart(new Date(at("08:00")))).toEqual({ date: today, time: "09:00" });
    expect(defaultSearchStart(new Date(at("14:25")))).toEqual({ date: today, time: "15:00" });
    expect(defaultSearchStart(new Date(at("22:59")))).toEqual({ date: today, time: "23:00" });
    expect(defaultSearchStart(new Date(at("23:10")))).toEqual({ date: addDaysIso(today, 1), time: "08:00" });
  });

  it("applies to a search without a time, and replaces an hour already past today", () => {
    const now = new Date(at("14:25"));
    const parse = (q: string) => parseSearchParams(new URLSearchParams(q), { now });
    expect(parse("")).toMatchObject({ date: today, time: "15:00" });
    expect(parse(`date=${today}&time=09:00`)).toMatchObject({ date: today, time: "15:00" });
    expect(parse(`date=${today}&time=17:00`)).toMatchObject({ date: today, time: "17:00" });
    // Another day keeps its hour, or the spec's 08:00.
    expect(parse(`date=${addDaysIso(today, 1)}&time=09:00`)).toMatchObject({ time: "09:00" });
    expect(parse(`date=${addDaysIso(today, 1)}`)).toMatchObject({ time: "08:00" });
  });
});

describe("booking window", () => {
  it("is the same for the search pickers and the booking rules", () => {
    expect(lastBookableDate(today)).toBe(bookingDateRange().max);
  });

  it("refuses a date after the window's end or before today with the window message", () => {
    const { max } = bookingDateRange();
    const inside = parseSearchParams(new URLSearchParams(`date=${max}`), { today });
    expect(inside).toMatchObject({ date: max, dateRefused: null });
    const after = parseSearchParams(new URLSearchParams(`date=${addDaysIso(max, 1)}`), { today });
    expect(messageText("en", after.dateRefused!)).toMatch(/^Please choose a date from \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}$/);
    expect(after.requestedDate).toBe(addDaysIso(max, 1));
    expect(parseSearchParams(new URLSearchParams(`date=${addDaysIso(today, -1)}`), { today }).dateRefused).not.toBeNull();
  });

  it("the page does not search a refused date and keeps it in the form", async () => {
    const far = addDaysIso(bookingDateRange().max, 5);
    const res = await callRoute(searchLoader, new Request(`http://localhost/search?date=${far}`));
    const data = await res.json();
    expect(data.filters).toMatchObject({ date: far });
    expect(data.filters.dateRefused).toContain("Please choose a date from");
    expect(data.results.total).toBe(0);
    const ok = await (await callRoute(searchLoader, new Request(`http://localhost/search?date=${addDaysIso(today, 2)}`))).json();
    expect(ok.results.total).toBeGreaterThan(0);
  });
});

describe("attendees from links and forms", () => {
  it("shows a head count or a custom range as a select value that parses back to the same filter", () => {
    for (const q of ["pax=12", "minCapacity=40&maxCapacity=80", "minCapacity=30", "attendees=10-25", ""]) {
      const f = parseSearchParams(new URLSearchParams(q), { today });
      const value = attendeesValue(f);
      expect(attendeeOptions(f).map((o) => o.value)).toContain(value);
      const again = parseSearchParams(new URLSearchParams({ attendees: value }), { today });
      expect([again.pax, again.minCapacity, again.maxCapacity]).toEqual([f.pax, f.minCapacity, f.maxCapacity]);
    }
    expect(attendeeOptions(parseSearchParams(new URLSearchParams("pax=12"), { today })).at(-1)).toEqual({ value: "12", label: "12 attendees" });
    // The forms send the head-count field `pax` with the range select: a head count wins over the
    // range (issue 42, ADR 0365); an empty field leaves the select's range.
    expect(parseSearchParams(new URLSearchParams("pax=12&attendees=0-0"), { today })).toMatchObject({ pax: 12, minCapacity: 0, maxCapacity: 0 });
    expect(parseSearchParams(new URLSearchParams("pax=&attendees=10-25"), { today })).toMatchObject({ pax: null, minCapacity: 10, maxCapacity: 25 });
    expect(searchQuery(parseSearchParams(new URLSearchParams("attendees=12"), { today }))).toContain("pax=12");
  });
});

describe("tabs", () => {
  it("only a tab link's `tab` chooses transport or equipment; nothing is remembered against a plain search", async () => {
    const eq = await callRoute(searchLoader, new Request("http://localhost/search?tab=equipment"));
    expect((await eq.json()).tab).toBe("equipment");
    expect(eq.headers.get("Set-Cookie")).toBeNull();
    // A browser that still holds the old remembered-tab cookie gets venues for a plain search.
    const plain = await callRoute(searchLoader, new Request("http://localhost/search?keyword=Ubud", { headers: { Cookie: "search_tab=equipment" } }));
    const data = await plain.json();
    expect(data.tab).toBe("venue");
    expect(data.results.total).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from "vitest";
import {
  addDaysIso,
  baliIsoDate,
  baliTime,
  baliToUtc,
  discountedPrice,
  formatDate,
  formatDateTime,
  formatInvoiceDate,
  formatRupiah,
  hourlyTimes,
  isIsoDate,
  unitLabel,
} from "~/utils/format";

describe("formatRupiah", () => {
  it("uses Rp and dots between thousands", () => {
    expect(formatRupiah(1_500_000)).toBe("Rp 1.500.000");
    expect(formatRupiah(450_000)).toBe("Rp 450.000");
    expect(formatRupiah(999)).toBe("Rp 999");
    expect(formatRupiah(0)).toBe("Rp 0");
    expect(formatRupiah(1_234_567_890)).toBe("Rp 1.234.567.890");
  });
  it("rounds to whole rupiah and keeps the sign", () => {
    expect(formatRupiah(1499.6)).toBe("Rp 1.500");
    expect(formatRupiah(-25_000)).toBe("-Rp 25.000");
  });
});

describe("unitLabel", () => {
  it("shows Person as pax and lowercases the rest", () => {
    expect(unitLabel("Person")).toBe("pax");
    expect(unitLabel("Day")).toBe("day");
    expect(unitLabel("Hour")).toBe("hour");
  });
});

describe("Bali time", () => {
  it("converts Bali wall-clock time to UTC (UTC+8)", () => {
    expect(baliToUtc("2026-11-22", "08:00").toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(baliToUtc("2026-01-01", "03:30").toISOString()).toBe("2025-12-31T19:30:00.000Z");
  });
  it("reads the Bali date and time of a UTC instant", () => {
    const lateUtc = new Date("2026-11-21T17:30:00Z"); // 01:30 on the 22nd in Bali
    expect(baliIsoDate(lateUtc)).toBe("2026-11-22");
    expect(baliTime(lateUtc)).toBe("01:30");
  });
  it("round-trips any date and hour", () => {
    for (const [d, t] of [["2024-02-29", "23:00"], ["2030-12-31", "00:00"], ["2026-06-15", "12:00"]]) {
      const utc = baliToUtc(d, t);
      expect(baliIsoDate(utc)).toBe(d);
      expect(baliTime(utc)).toBe(t);
    }
  });
  it("rejects impossible dates and times", () => {
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("2026-11-22")).toBe(true);
    expect(() => baliToUtc("2026-02-30", "08:00")).toThrow(RangeError);
    expect(() => baliToUtc("2026-02-10", "24:00")).toThrow(RangeError);
  });
  it("adds days across month and year ends", () => {
    expect(addDaysIso("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysIso("2026-03-01", -1)).toBe("2026-02-28");
  });
  it("offers hourly 24-hour times", () => {
    const times = hourlyTimes();
    expect(times).toHaveLength(24);
    expect(times[0]).toBe("00:00");
    expect(times[13]).toBe("13:00");
  });
});

describe("date display", () => {
  const instant = baliToUtc("2026-03-05", "07:15");
  it("shows DD/MM/YYYY in Bali time", () => {
    expect(formatDate(instant)).toBe("05/03/2026");
    expect(formatDateTime(instant)).toBe("05/03/2026 07:15");
    // 23:00 UTC on the 4th is already the 5th in Bali.
    expect(formatDate(new Date("2026-03-04T23:00:00Z"))).toBe("05/03/2026");
  });
  it("shows invoices as DD MMM YYYY", () => {
    expect(formatInvoiceDate(instant)).toBe("05 Mar 2026");
    expect(formatInvoiceDate(baliToUtc("2026-12-25"))).toBe("25 Dec 2026");
  });
});

describe("discountedPrice", () => {
  it("applies a whole-percent discount, rounded to the rupiah", () => {
    expect(discountedPrice(1_000_000, 10)).toBe(900_000);
    expect(discountedPrice(333_333, 15)).toBe(283_333);
    expect(discountedPrice(500_000, 0)).toBe(500_000);
  });
});

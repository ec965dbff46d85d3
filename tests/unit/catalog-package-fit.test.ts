// Package hours and inclusions fit the package type (issue 42 item 2, ADR 0361): a gala dinner
// is booked in the evening and includes no coffee breaks or lunch; the vendor cannot save one
// that does not fit.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hoursMisfit, inclusionsMisfit, packageKind } from "~/catalog/package-fit";
import { getProductDetail } from "~/catalog/product.server";
import { messageText } from "~/i18n/catalog/text.server";
import { tables, type SqliteDb } from "~/db.server";
import { saveProduct } from "~/supplier/products.server";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { freshDatabase } from "../support/test-db";

let db: SqliteDb;
beforeAll(async () => {
  db = await freshDatabase();
});

describe("package hours and inclusions", () => {
  it("reads the package type from the name and type", () => {
    expect(packageKind({ productName: "Grand Ballroom Gala Dinner Package" })).toBe("evening");
    expect(packageKind({ productName: "Cliff Top Deck Cocktail Reception" })).toBe("evening");
    expect(packageKind({ productName: "Boardroom Half Day Meeting Package", packageType: "halfday" })).toBe("halfday");
    expect(packageKind({ productName: "Meeting Room Residential Meeting Package", packageType: "residental" })).toBe("fullday");
    expect(packageKind({ productName: "Meeting Room Hourly Room Hire" })).toBe("hire");
    // The refusals are message references (ADR 0391): what the vendor reads is their text.
    const english = (ref: string | null) => ref && messageText("en", ref);
    expect(english(hoursMisfit("evening", "08:00", "17:00"))).toMatch(/until 21:00/);
    expect(hoursMisfit("evening", "17:00", "23:00")).toBeNull();
    expect(english(hoursMisfit("fullday", "08:00", "12:00"))).toMatch(/8 hours/);
    expect(english(inclusionsMisfit("evening", "<ul><li>Two coffee breaks</li><li>Buffet lunch</li></ul>"))).toMatch(/coffee breaks/);
    expect(english(inclusionsMisfit("evening", "<ul><li>Dua kali rehat kopi</li></ul>"))).toMatch(/coffee breaks/);
    expect(messageText("id", inclusionsMisfit("evening", "<ul><li>Dua kali rehat kopi</li></ul>")!)).toMatch(/tidak dapat mencakup rehat kopi/);
    expect(english(inclusionsMisfit("fullday", "<p>Gala dinner on the beach</p>"))).toMatch(/dinner/);
  });

  it("every seeded gala dinner opens in the evening and includes no coffee breaks or lunch", async () => {
    const galas = (await db.select().from(tables.products)).filter((p) => /gala dinner/i.test(p.productName));
    expect(galas.length).toBeGreaterThan(0);
    for (const g of galas) {
      const page = (await getProductDetail(g.id))!;
      expect(page.openTime >= "17:00" && page.closeTime >= "21:00", `${g.id} ${page.openTime}-${page.closeTime}`).toBe(true);
      expect(page.inclusionHtml).not.toMatch(/coffee|lunch/i);
      expect(page.inclusionIdHtml).not.toMatch(/rehat kopi|makan siang/i);
    }
  });

  it("refuses saving an evening package open 08:00-17:00 or with coffee breaks and lunch", async () => {
    const gala = (await db.select().from(tables.products)).find((p) => /gala dinner/i.test(p.productName))!;
    const today = baliIsoDate();
    const input = {
      subVenueId: gala.subVenueId, productName: gala.productName, unit: gala.unit, price: gala.price, discountPercentage: 0,
      inclusion: gala.inclusion, openTime: "17:00", closeTime: "23:00", validFrom: today, validTo: addDaysIso(today, 200), status: "inactive" as const,
    };
    const daytime = await saveProduct(gala.supplierId, { ...input, openTime: "08:00", closeTime: "17:00" }, { id: gala.id });
    expect(!daytime.ok && daytime.status === 400 && daytime.fieldErrors.closeTime.map((m) => messageText("en", m))).toEqual(["An evening or dinner package must stay open until 21:00 or later"]);
    const coffee = await saveProduct(gala.supplierId, { ...input, inclusion: "<ul><li>Two coffee breaks</li><li>Buffet lunch</li></ul>" }, { id: gala.id });
    expect(!coffee.ok && coffee.status === 400 && messageText("en", coffee.fieldErrors.inclusion![0])).toMatch(/cannot include coffee breaks/);
    expect((await saveProduct(gala.supplierId, input, { id: gala.id })).ok).toBe(true);
    expect((await db.select().from(tables.products).where(eq(tables.products.id, gala.id)))[0].openTime).toBe("17:00");
  });
});

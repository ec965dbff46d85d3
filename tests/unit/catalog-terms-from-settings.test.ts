// Payment and cancellation terms come from the settings, in the page's language; the vendor's
// free-text terms are house rules (issue 42 item 1, ADR 0360).
import { and, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { termsTextConflict } from "~/catalog/terms-text";
import { tables, type SqliteDb } from "~/db.server";
import { messageText } from "~/i18n/catalog/text.server";
import { termsFor } from "~/terms/payment-schedule";
import { saveProduct } from "~/supplier/products.server";
import { loader as productLoader } from "~/routes/product-detail.$id";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { callRoute } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: SqliteDb;
beforeAll(async () => {
  db = await freshDatabase();
});

const page = async (id: number, lang: "en" | "id") =>
  (await (await callRoute(productLoader, new Request(`http://app.test/product-detail/${id}`, { headers: { Cookie: `lang=${lang}` } }), { id: String(id) })).json()) as {
    product: { termCondition: string; paymentTerms: string };
  };

describe("payment terms from the settings", () => {
  it("no seeded product's terms text states money terms its settings contradict (product 5 said a 50 % deposit above 'paid in full')", async () => {
    const rows = await db.select({ product: tables.products, venue: tables.venues }).from(tables.products).innerJoin(tables.venues, eq(tables.venues.id, tables.products.venueId));
    const wrong = rows
      .map(({ product, venue }) => [product.id, termsTextConflict(product.termCondition, termsFor(product, venue))] as const)
      .filter(([, conflict]) => conflict);
    expect(wrong).toEqual([]);
    const five = await page(5, "id");
    expect(five.product.termCondition).not.toMatch(/deposit|refund|cancel/i);
  });

  it("the deposit venue's product page says its deposit, in English and in Indonesian", async () => {
    const deposit = (await db
      .select({ product: tables.products })
      .from(tables.products)
      .innerJoin(tables.venues, eq(tables.venues.id, tables.products.venueId))
      .where(and(gt(tables.venues.depositPercent, 0), eq(tables.products.isActive, true))))[0].product;
    const venue = (await db.select().from(tables.venues).where(eq(tables.venues.id, deposit.venueId)))[0];
    const pct = termsFor(deposit, venue).depositPercent;
    expect((await page(deposit.id, "en")).product.paymentTerms).toContain(`A ${pct} % deposit secures the booking`);
    expect((await page(deposit.id, "id")).product.paymentTerms).toContain(`Uang muka ${pct} % mengamankan reservasi`);
  });

  it("refuses saving terms text that states other money terms than the settings, with a clear message; house rules save", async () => {
    const product = (await db.select().from(tables.products).where(eq(tables.products.id, 5)))[0];
    const venue = (await db.select().from(tables.venues).where(eq(tables.venues.id, product.venueId)))[0];
    const today = baliIsoDate();
    const input = {
      subVenueId: product.subVenueId, productName: product.productName, unit: product.unit, price: product.price, discountPercentage: 0,
      inclusion: product.inclusion, termCondition: "A 50% deposit confirms the booking.", openTime: product.openTime, closeTime: product.closeTime,
      validFrom: today, validTo: addDaysIso(today, 200), status: "inactive" as const,
    };
    const pct = termsFor(product, venue).depositPercent;
    const refused = await saveProduct(product.supplierId, input, { id: product.id });
    expect(refused.ok).toBe(false);
    const refusal = !refused.ok && refused.status === 400 ? refused.fieldErrors.termCondition![0] : "";
    expect(messageText("en", refusal)).toBe(
      `The terms text states a 50 % deposit, but the payment settings say ${pct ? `a ${pct} % deposit` : "payment in full"}. Payment terms are shown from the settings: remove them from this text (it is for house rules).`,
    );
    expect(messageText("id", refusal)).toBe(
      `Teks ketentuan menyebut uang muka 50 %, tetapi pengaturan pembayaran menyatakan ${pct ? `uang muka ${pct} %` : "dibayar lunas"}. Ketentuan pembayaran ditampilkan dari pengaturan: hapus dari teks ini (teks ini untuk aturan tempat).`,
    );
    for (const text of ["Dibayar lunas saat memesan.", "Refund follows the venue policy.", "Pembatalan tidak dapat dikembalikan."]) {
      const again = await saveProduct(product.supplierId, { ...input, termCondition: text }, { id: product.id });
      expect(again.ok, text).toBe(pct === 0 && /lunas/.test(text));
    }
    const saved = await saveProduct(product.supplierId, { ...input, termCondition: "Outside catering is not allowed." }, { id: product.id });
    expect(saved.ok).toBe(true);
    // The same terms as the settings may be repeated.
    expect(pct).toBeGreaterThan(0); // product 5 is the demo's deposit product
    expect((await saveProduct(product.supplierId, { ...input, termCondition: `A ${pct} % deposit secures the date.` }, { id: product.id })).ok).toBe(true);
  });
});

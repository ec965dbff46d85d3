// Bahasa Indonesia (issue 27, ADR 0300): both dictionaries complete, the language of a request,
// the switch's redirect (this site only), the account and the invoice keeping the language,
// and the Indonesian formats (money unchanged).
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, type CartOwner } from "~/cart/cart.server";
import { checkout } from "~/checkout/checkout.server";
import { type DB, tables, first } from "~/db.server";
import type * as s from "~/db/schema";
import { fromAcceptLanguage, pickLanguage, withLang } from "~/i18n/config";
import { pageCacheLanguage } from "~/i18n/lang.server";
import { DICTIONARIES } from "~/i18n/strings.server";
import { action as languageAction, loader as languageLoader } from "~/routes/language";
import { action as loginAction } from "~/routes/login";
import { messageText } from "~/i18n/messages.server";
import { isMessageRef } from "~/i18n/catalog/text.server";
import { msg } from "~/i18n/message-ref";
import { paymentStatusRef } from "~/i18n/payment-status-ref";
import { loader as rootLoader } from "~/root";
import { loader as searchLoader } from "~/routes/search";
import { action as productAction, loader as productLoader } from "~/routes/product-detail.$id";
import { loader as venueLoader } from "~/routes/venue-detail.$id";
import { baliIsoDate, formatInvoiceDate, formatNumber, formatRupiah, formatTimeOfDay, formatWeekdayDate } from "~/utils/format";
import { bookableProduct, cartInput, daysAhead, makeUser, uniqueContact } from "../support/cart-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the dictionaries", () => {
  for (const [domain, dict] of Object.entries(DICTIONARIES)) {
    it(`${domain}: Indonesian has every English key, no other, none empty, the same placeholders`, () => {
      const en = dict.en as Record<string, string>;
      const id = dict.id as Record<string, string>;
      expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
      expect(Object.keys(en).length).toBeGreaterThan(0);
      for (const key of Object.keys(en)) {
        expect(id[key]?.trim(), `${domain}.${key}`).toBeTruthy();
        expect(placeholders(id[key]), `${domain}.${key}`).toEqual(placeholders(en[key]));
      }
    });
  }

  it("keep the spec's English texts", () => {
    expect(DICTIONARIES.layout.en.joinUs).toBe("JOIN US");
    expect(DICTIONARIES.search.en.searchVenue).toBe("Search Venue");
    expect(DICTIONARIES.search.en.showing).toBe("Showing {what} {first}-{last} from {total} {what}(s)");
  });
});

describe("the language of a request", () => {
  it("is ?lang= first, then the cookie, then Accept-Language by weight, else English", () => {
    expect(pickLanguage({ query: "id", cookie: "en", acceptLanguage: "en" })).toBe("id");
    expect(pickLanguage({ query: "fr", cookie: "id", acceptLanguage: "en" })).toBe("id");
    expect(pickLanguage({ cookie: "xx", acceptLanguage: "id-ID,id;q=0.9,en;q=0.8" })).toBe("id");
    expect(fromAcceptLanguage("en-US,en;q=0.9")).toBe("en");
    expect(fromAcceptLanguage("fr-FR, en;q=0.5, id;q=0.7")).toBe("id");
    expect(fromAcceptLanguage("in-ID")).toBe("id");
    expect(fromAcceptLanguage("id;q=0, en;q=0.1")).toBe("en");
    expect(fromAcceptLanguage("")).toBe("en");
  });

  it("gives the root the language, its strings and <html lang>, and the search page its own strings", async () => {
    const request = new Request("http://app.test/search?keyword=Ubud", { headers: { "Accept-Language": "id-ID,id;q=0.9" } });
    const root = await (await callRoute(rootLoader, request)).json();
    expect(root.lang).toBe("id");
    expect(root.i18n.layout.logIn).toBe("Masuk");
    expect(root.here).toBe("/search?keyword=Ubud");
    const search = await (await callRoute(searchLoader, request)).json();
    expect(search.i18n.search.searchVenue).toBe("Cari Venue");
    // Only the active language's strings go to the browser.
    expect(JSON.stringify(search)).not.toContain("Search Venue");
    expect(search.canonical).toMatch(/\/search\?keyword=Ubud&lang=id$/);
  });

  it("refuses a date outside the booking window in the page's language (English unchanged)", async () => {
    const url = "http://app.test/search?date=2099-01-01";
    const id = await (await callRoute(searchLoader, new Request(url, { headers: { "Accept-Language": "id" } }))).json();
    expect(id.filters.dateRefused).toMatch(/^Silakan pilih tanggal dari \d\d\/\d\d\/\d{4} sampai \d\d\/\d\d\/\d{4}$/);
    const en = await (await callRoute(searchLoader, new Request(url))).json();
    expect(en.filters.dateRefused).toMatch(/^Please choose a date from \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}$/);
  });

  it("is part of the page cache's key (an Indonesian page is never replayed to an English visitor)", () => {
    expect(pageCacheLanguage("/search", undefined, "id-ID")).toBe("id");
    expect(pageCacheLanguage("/search", "lang=en", "id-ID")).toBe("en");
    expect(pageCacheLanguage("/search?lang=id", "lang=en", "en-US")).toBe("id");
  });
});

describe("the language switch (/language)", () => {
  const go = (next: string, lang = "id", cookie = "") =>
    callRoute(languageLoader, new Request(`http://app.test/language?${new URLSearchParams({ lang, next })}`, { headers: { Cookie: cookie } }));

  it("remembers the choice and goes back to the page with ?lang in its address", async () => {
    const response = await go("/search?keyword=Ubud&page=2");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/search?keyword=Ubud&page=2&lang=id");
    expect(response.headers.get("Set-Cookie")).toMatch(/^lang=id; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const back = await go("/search?keyword=Ubud&lang=id", "en");
    expect(back.headers.get("Location")).toBe("/search?keyword=Ubud");
    expect(back.headers.get("Set-Cookie")).toMatch(/^lang=en;/);
  });

  it.each(["//evil.example/x", "https://evil.example/", "/\t/evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "never sends the visitor to another site (%j)",
    async (next) => {
      const response = await go(next);
      expect(response.headers.get("Location")).toBe("/?lang=id");
    },
  );

  // Issue 41 item 5: any site can make a browser GET /language (<img src>), so a GET sets only
  // the cookie; the account's language (its e-mails, invoices, documents) changes by a POST,
  // which the CSRF guard checks.
  it("as a GET sets only the cookie, never the signed-in user's account language", async () => {
    const user = await makeUser(db, "bahasa-get");
    expect(user.language).toBe("en");
    const response = await go("/", "id", await sessionCookieFor(user.id));
    expect(response.headers.get("Set-Cookie")).toMatch(/^lang=id;/);
    expect((await first(db.select().from(tables.users).where(eq(tables.users.id, user.id))))!.language).toBe("en");
  });

  it("as a POST (the signed-in switch's form, the account page) is also the account's language", async () => {
    const user = await makeUser(db, "bahasa");
    const post = (lang: string, cookie: string) =>
      callRoute(languageAction, new Request("http://app.test/language", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ lang, next: "/account/password" }),
      }));
    const response = await post("id", await sessionCookieFor(user.id));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/account/password?lang=id");
    expect(response.headers.get("Set-Cookie")).toMatch(/^lang=id;/);
    expect((await first(db.select().from(tables.users).where(eq(tables.users.id, user.id))))!.language).toBe("id");
    // A visitor's POST sets the cookie only.
    expect((await post("id", "")).headers.get("Set-Cookie")).toMatch(/^lang=id;/);
  });

  it("withLang drops English (the default) and keeps the rest of the query", () => {
    expect(withLang("/search?a=1&lang=id", "en")).toBe("/search?a=1");
    expect(withLang("/", "id")).toBe("/?lang=id");
  });
});

describe("validation messages", () => {
  it("every message of the login, sign-up and forgot forms has its Indonesian; English is unchanged", async () => {
    const { MESSAGES, PASSWORD_TOO_LONG } = await import("~/accounts/account-schemas.server");
    const { PASSWORD_STRENGTH_MESSAGES } = await import("~/accounts/password-strength.server");
    const { INVALID_CREDENTIALS, NOT_ACTIVATED } = await import("~/accounts/accounts.server");
    const { RATE_LIMIT_MESSAGE } = await import("~/accounts/rate-limit.server");
    const { msg } = await import("~/i18n/message-ref");
    // On ids (ADR 0391): each rendered in both languages, the spec's English as it was.
    const all = [
      ...Object.values(MESSAGES), PASSWORD_TOO_LONG, ...Object.values(PASSWORD_STRENGTH_MESSAGES), INVALID_CREDENTIALS, NOT_ACTIVATED,
      msg("accounts.firstNameTooLong"), msg("accounts.lastNameTooLong"), msg("accounts.registered"), msg("accounts.checkEmail"),
      msg("accounts.resetLinkSent", { email: "ana@example.com" }), RATE_LIMIT_MESSAGE(1), RATE_LIMIT_MESSAGE(3),
    ];
    expect(all.map((ref) => messageText("en", ref))).toEqual([
      "E-mail or Password is empty!", "Please complete form registration!", "Password not match!", "Please enter a valid e-mail address",
      "Password must be at least 8 characters", "Invalid your password!", "Invalid your token!", "Please fill your email address",
      "Password must be at most 72 bytes: use fewer characters (accented letters count 2, emoji 4).",
      "This password is too common: it appears in lists of leaked passwords. Please choose another.",
      "Your password must not contain your e-mail address or name.",
      "This password is too easy to guess. Try a longer one, such as three or four unrelated words.",
      "Incorrect e-mail or password.", "Your account is not activated yet. Please follow the link in the activation e-mail we sent you.",
      "First name is too long", "Last name is too long", "Thank You For Registering and please checck your email!", "Please check your e-mail!",
      "If ana@example.com has an account, we have sent it a link to reset the password.",
      "Too many attempts. Please wait 1 minute and try again.", "Too many attempts. Please wait 3 minutes and try again.",
    ]);
    expect(all.map((ref) => messageText("id", ref))).toEqual([
      "E-mail atau kata sandi kosong!", "Mohon lengkapi formulir pendaftaran!", "Kata sandi tidak cocok!", "Mohon masukkan alamat e-mail yang valid",
      "Kata sandi minimal 8 karakter", "Kata sandi Anda tidak valid!", "Token Anda tidak valid!", "Mohon isi alamat e-mail Anda",
      "Kata sandi maksimal 72 byte: gunakan lebih sedikit karakter (huruf beraksen dihitung 2, emoji 4).",
      "Kata sandi ini terlalu umum: ada dalam daftar kata sandi yang bocor. Silakan pilih yang lain.",
      "Kata sandi Anda tidak boleh memuat alamat e-mail atau nama Anda.",
      "Kata sandi ini terlalu mudah ditebak. Coba yang lebih panjang, misalnya tiga atau empat kata yang tidak saling berkaitan.",
      "E-mail atau kata sandi salah.", "Akun Anda belum diaktifkan. Silakan ikuti tautan di e-mail aktivasi yang kami kirimkan.",
      "Nama depan terlalu panjang", "Nama belakang terlalu panjang", "Terima kasih telah mendaftar, silakan periksa e-mail Anda!", "Silakan periksa e-mail Anda!",
      "Jika ana@example.com memiliki akun, kami telah mengirimkan tautan untuk mengatur ulang kata sandinya.",
      "Terlalu banyak percobaan. Silakan tunggu 1 menit lalu coba lagi.", "Terlalu banyak percobaan. Silakan tunggu 3 menit lalu coba lagi.",
    ]);
  });

  it("the /login action answers an Indonesian page in Indonesian, the field's message on the field", async () => {
    const post = (lang: string) =>
      callRoute(loginAction, new Request("http://app.test/login", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `lang=${lang}`, "X-Forwarded-For": "10.7.7.7" },
        body: new URLSearchParams({ intent: "login", email: "", password: "" }),
      }));
    const id = await (await post("id")).json();
    expect(id.result.error.email).toEqual(["E-mail atau kata sandi kosong!"]);
    const en = await (await post("en")).json();
    expect(en.result.error.email).toEqual(["E-mail or Password is empty!"]);
  });
});

describe("a guest invoice", () => {
  it("keeps the language of the page it was checked out on", async () => {
    const owner = { cartSessionId: `guest-${Math.random().toString(36).slice(2)}` } satisfies CartOwner;
    const added = await addToCart(owner, cartInput(await bookableProduct(db, "Hour", 2), { date: daysAhead(9), time: "10:00" }));
    if (!added.ok) throw new Error(JSON.stringify(added));
    const result = await checkout({ owner, userId: null, contact: uniqueContact(), origin: "http://app.test", language: "id" });
    if (!result.ok) throw new Error(result.message);
    expect((await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, result.invoice.id))))!.language).toBe("id");
  });
});

describe("Indonesian formats", () => {
  const independenceDay = Date.UTC(2026, 7, 17, 1, 30); // 09:30 in Bali, a Monday
  it("write dates, times and counts the id-ID way; money is Rp 1.500.000 in both", () => {
    expect(formatInvoiceDate(independenceDay, "id")).toBe("17 Agu 2026");
    expect(formatInvoiceDate(independenceDay)).toBe("17 Aug 2026");
    expect(formatWeekdayDate(independenceDay, "id")).toBe("Senin 17/08/2026");
    expect(formatWeekdayDate(independenceDay)).toBe("Monday 17/08/2026");
    expect(formatTimeOfDay(independenceDay, "id")).toBe("09.30");
    expect(formatTimeOfDay(independenceDay)).toBe("09:30");
    expect(formatNumber(1250, "id")).toBe("1.250");
    expect(formatNumber(1250)).toBe("1,250");
    expect(formatNumber(4.5, "id")).toBe("4,5");
    expect(formatRupiah(1_500_000)).toBe("Rp 1.500.000");
  });
});

describe("the page cache", () => {
  it("never replays a page in one language to a visitor of the other", async () => {
    const express = (await import("express")).default;
    const { createPageCache, pageCacheMiddleware } = await import("../../server/page-cache.mjs");
    const { publicOriginMiddleware } = await import("../../server/public-origin.mjs");
    const { remixHandler } = await import("../../server/remix-handler.mjs");
    const { securityHeadersMiddleware } = await import("../../server/security-headers.mjs");
    const cache = createPageCache({ ttlMs: 60_000 });
    // Stands in for the Remix build: the page says which language it was rendered in.
    const handleRequest = async (request: Request) => {
      const lang = pageCacheLanguage(request.url, request.headers.get("cookie") ?? undefined, request.headers.get("accept-language") ?? undefined);
      return new Response(`<html lang="${lang}"><body>${"<p>venue</p>".repeat(300)}</body></html>`, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    };
    const app = express();
    app.use(securityHeadersMiddleware({ https: false, formActions: [] }));
    app.use(publicOriginMiddleware({ appOrigin: undefined, trustProxyConfigured: false }));
    app.use(pageCacheMiddleware(cache, { sessionVariant: async () => "", language: pageCacheLanguage }));
    app.all("*", remixHandler({ handleRequest: handleRequest as never, pageCache: cache, getLoadContext: () => ({}) }));
    const server = await new Promise<import("node:http").Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as import("node:net").AddressInfo).port}`;
      const get = async (headers: Record<string, string>) => (await fetch(`${base}/search?keyword=Ubud`, { headers })).text();
      // Asked for twice, the English page is kept (ADR 0470); the third is replayed.
      for (let i = 0; i < 3; i++) expect(await get({ "accept-language": "en-US" })).toContain('lang="en"');
      expect(cache.size).toBe(1);
      expect(await get({ "accept-language": "id-ID,id" })).toContain('lang="id"');
      expect(await get({ cookie: "lang=id" })).toContain('lang="id"');
      expect(await get({ cookie: "lang=en", "accept-language": "id" })).toContain('lang="en"');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("the product page in Indonesian", () => {
  const get = (id: number, lang: string) =>
    callRoute(productLoader, new Request(`http://app.test/product-detail/${id}`, { headers: { Cookie: `lang=${lang}` } }), { id: String(id) });

  it("sends only the Indonesian strings, with the payment terms and cancellation tier in Indonesian", async () => {
    const { product } = await bookableProduct(db, "Hour", 3);
    const id = await (await get(product.id, "id")).json();
    expect(id.i18n.product.addToList).toBe("TAMBAHKAN KE DAFTAR RESERVASI");
    expect(JSON.stringify(id)).not.toContain("ADD TO RESERVATION LIST");
    expect(id.product.paymentTerms).toMatch(/^(Dibayar lunas saat memesan\.|Uang muka \d+ % mengamankan reservasi; .+)$/);
    expect(id.product.venue.policy.words).toMatch(/Tidak bisa dibatalkan sejak sehari sebelum acara \(WITA\)\.$/);
    expect(id.product.venue.policy.timeline.length).toBeGreaterThan(0);
    for (const step of id.product.venue.policy.timeline) expect(step.label).not.toMatch(/refund|cancellation/i);
    expect(id.seo.canonical).toMatch(new RegExp(`/product-detail/${product.id}\\?lang=id$`));
    const en = await (await get(product.id, "en")).json();
    expect(en.i18n.product.addToList).toBe("ADD TO RESERVATION LIST");
    expect(en.product.venue.policy.words).toMatch(/No cancellation from the day before the event \(Bali time\)\.$/);
  });

  it("answers a refused add-to-list in the page's language, each message on its field", async () => {
    const { product } = await bookableProduct(db, "Hour", 3);
    const post = (lang: string) =>
      callRoute(productAction, new Request(`http://app.test/product-detail/${product.id}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `lang=${lang}` },
        body: new URLSearchParams({ productId: String(product.id), date: daysAhead(9), time: "10:00", setup: "", qty: "1", eventName: "" }),
      }), { id: String(product.id) });
    const id = await (await post("id")).json();
    expect(id.result.fieldErrors.setup).toEqual(["Silakan pilih tata letak yang sesuai"]);
    expect(id.result.fieldErrors.eventName).toEqual(["Nama acara wajib diisi"]);
    const en = await (await post("en")).json();
    expect(en.result.fieldErrors.setup).toEqual(["Please select suitable layout"]);
  });

  it("every message of adding to the reservation list has its Indonesian", async () => {
    const { ADD_TO_CART_MESSAGES } = await import("~/cart/add-to-cart-messages");
    const { CART_MESSAGES } = await import("~/cart/cart.server");
    const { OPENING_HOURS_MESSAGES } = await import("~/availability/opening-hours");
    const { policyWords, policyTimeline, CANCELLATION_POLICIES, POLICY_TIERS } = await import("~/terms/cancellation-policies");
    const { paymentTermsWords } = await import("~/terms/payment-schedule");
    const hours = { openTime: "08:00", closeTime: "22:00" };
    const references: string[] = [
      ...Object.values(ADD_TO_CART_MESSAGES).map((m) => (typeof m === "string" ? m : m(20))),
      ...Object.values(CART_MESSAGES).flatMap((m): string[] => (typeof m === "string" ? [m] : [])),
      CART_MESSAGES.maxPax("Theatre", 120),
      CART_MESSAGES.dateWindow("2026-12-01", "2026-12-31"),
      OPENING_HOURS_MESSAGES.startOutside(hours),
      OPENING_HOURS_MESSAGES.pastClosing(hours, 1),
      OPENING_HOURS_MESSAGES.pastClosing(hours, 2),
    ];
    for (const message of references) {
      expect(isMessageRef(message), message).toBe(true);
      expect(messageText("id", message), message).not.toBe(messageText("en", message));
    }
    // The tiers' names, words and timelines and the payment terms are on ids (ADR 0391).
    expect(CANCELLATION_POLICIES.map((p) => messageText("en", POLICY_TIERS[p].label))).toEqual(["Very flexible", "Flexible", "Standard 30", "Standard 90"]);
    expect(CANCELLATION_POLICIES.map((p) => messageText("id", POLICY_TIERS[p].label))).toEqual(["Sangat fleksibel", "Fleksibel", "Standar 30", "Standar 90"]);
    expect(messageText("en", policyWords("flexible"))).toBe(
      "Full refund if cancelled until 7 days before the event; 50 % refund if cancelled until the day before the event. No cancellation from the day before the event (Bali time).",
    );
    expect(messageText("id", policyWords("flexible"))).toBe(
      "Pengembalian dana penuh jika dibatalkan hingga 7 hari sebelum acara; pengembalian dana 50 % jika dibatalkan hingga sehari sebelum acara. Tidak bisa dibatalkan sejak sehari sebelum acara (WITA).",
    );
    expect(messageText("id", policyWords("standard_90"))).toBe(
      "Pengembalian dana penuh jika dibatalkan hingga 90 hari sebelum acara; pengembalian dana 50 % jika dibatalkan hingga 14 hari sebelum acara; tanpa pengembalian dana setelahnya. Tidak bisa dibatalkan sejak sehari sebelum acara (WITA).",
    );
    expect(policyTimeline("standard_30").map((s) => messageText("en", s.label))).toEqual([
      "Full refund until 30 days before", "50 % refund until 7 days before", "No refund until the day before", "No cancellation from the day before the event",
    ]);
    expect(policyTimeline("standard_30").map((s) => messageText("id", s.label))).toEqual([
      "Pengembalian dana penuh hingga 30 hari sebelumnya", "Pengembalian dana 50 % hingga 7 hari sebelumnya", "Tanpa pengembalian dana hingga sehari sebelumnya", "Tidak bisa dibatalkan sejak sehari sebelum acara",
    ]);
    expect(policyTimeline("flexible").map((s) => messageText("id", s.label)).slice(0, 2)).toEqual(["Pengembalian dana penuh hingga 7 hari sebelumnya", "Pengembalian dana 50 % hingga sehari sebelumnya"]);
    const deposit = paymentTermsWords({ depositPercent: 40, balanceDaysBefore: 21 });
    expect([deposit, paymentTermsWords({ depositPercent: 0, balanceDaysBefore: 30 })].map((ref) => messageText("en", ref))).toEqual([
      "A 40 % deposit secures the booking; the balance is due 21 days before the event. Bookings made later than that are paid in full.", "Paid in full when you book.",
    ]);
    expect([deposit, paymentTermsWords({ depositPercent: 0, balanceDaysBefore: 30 })].map((ref) => messageText("id", ref))).toEqual([
      "Uang muka 40 % mengamankan reservasi; sisa pembayaran jatuh tempo 21 hari sebelum acara. Reservasi yang dibuat setelah itu dibayar lunas.", "Dibayar lunas saat memesan.",
    ]);
    const both = (message: string) => [messageText("en", message), messageText("id", message)];
    expect(both(CART_MESSAGES.maxPax("Theatre", 120))).toEqual(["Maximum for Theatre is 120 pax", "Maksimal untuk Theatre adalah 120 pax"]);
    expect(both(CART_MESSAGES.dateWindow("2026-12-01", "2026-12-31"))).toEqual(["Please choose a date from 01/12/2026 to 31/12/2026", "Silakan pilih tanggal dari 01/12/2026 sampai 31/12/2026"]);
    expect(both(ADD_TO_CART_MESSAGES.minQuantity(20))).toEqual(["Min quantity is 20", "Jumlah minimal 20"]);
    expect(both(CART_MESSAGES.full)).toEqual([
      "Your reservation list is full (20 items). Please check out or remove an item first.",
      "Daftar reservasi Anda penuh (20 item). Silakan selesaikan pemesanan atau hapus satu item terlebih dahulu.",
    ]);
    expect(both(OPENING_HOURS_MESSAGES.startOutside(hours))).toEqual(["Please choose a start time within the opening hours (08:00 - 22:00)", "Silakan pilih waktu mulai dalam jam buka (08:00 - 22:00)"]);
    expect(both(OPENING_HOURS_MESSAGES.pastClosing(hours, 1))).toEqual(["Closes at 22:00: at most 1 hour from this start time", "Tutup pukul 22:00: paling lama 1 jam dari waktu mulai ini"]);
    expect(both(OPENING_HOURS_MESSAGES.pastClosing(hours, 3))).toEqual(["Closes at 22:00: at most 3 hours from this start time", "Tutup pukul 22:00: paling lama 3 jam dari waktu mulai ini"]);
  });
});

describe("the venue page in Indonesian", () => {
  it("sends the venue strings in Indonesian and the cancellation tier in Indonesian; English unchanged", async () => {
    const { subVenue } = await bookableProduct(db, "Hour", 3);
    const get = (lang: string) =>
      callRoute(venueLoader, new Request(`http://app.test/venue-detail/${subVenue.venueId}`, { headers: { Cookie: `lang=${lang}` } }), { id: String(subVenue.venueId) });
    const id = await (await get("id")).json();
    expect(id.i18n.venue.spaces).toBe("Ruang");
    expect(id.venue.policy.words).toMatch(/\(WITA\)\.$/);
    expect(JSON.stringify(id.i18n)).not.toContain("Nearest attractions");
    expect(id.seo.canonical).toMatch(/\?lang=id$/);
    const en = await (await get("en")).json();
    expect(en.i18n.venue.spaces).toBe("Spaces");
    expect(en.venue.policy.words).toMatch(/\(Bali time\)\.$/);
  });

  it("the reviews' event types, aspects and verified line have their Indonesian", async () => {
    const { REVIEW_EVENT_TYPES, SUB_RATINGS, verifiedLabel } = await import("~/reviews/review-rules");
    // On ids (ADR 0391): rendered in either language.
    const labels = [...REVIEW_EVENT_TYPES, ...SUB_RATINGS].map((l) => l.label);
    expect(labels.map((ref) => messageText("en", ref))).toEqual([
      "Meeting", "Conference", "Incentive trip", "Training or workshop", "Gala dinner or party", "Product launch", "Exhibition", "Wedding", "Other event",
      "Space", "Service", "Food and beverage", "Value",
    ]);
    expect(labels.map((ref) => messageText("id", ref))).toEqual([
      "Rapat", "Konferensi", "Perjalanan insentif", "Pelatihan atau lokakarya", "Makan malam gala atau pesta", "Peluncuran produk", "Pameran", "Pernikahan", "Acara lainnya",
      "Ruang", "Layanan", "Makanan dan minuman", "Nilai",
    ]);
    expect(messageText("en", verifiedLabel("2026-08"))).toBe("Verified booking - event in Aug 2026");
    expect(messageText("id", verifiedLabel("2026-08"))).toBe("Reservasi terverifikasi - acara pada Agu 2026");
    expect(messageText("id", verifiedLabel("2027-05"))).toBe("Reservasi terverifikasi - acara pada Mei 2027");
  });
});

describe("the Bali calendar in Indonesian", () => {
  it("names every public holiday and the closure refusal in Indonesian on an Indonesian page", async () => {
    const { INDONESIAN_PUBLIC_HOLIDAYS, closedMessage } = await import("~/bali-calendar/holidays");
    const { calendarNotesIn } = await import("~/i18n/messages.server");
    expect(INDONESIAN_PUBLIC_HOLIDAYS.length).toBeGreaterThan(0);
    for (const { name } of INDONESIAN_PUBLIC_HOLIDAYS) expect(isMessageRef(name), name).toBe(true);
    const notes = { closed: [{ date: "2027-03-09", name: msg("calendar.nyepi") }, { date: "2027-04-01", name: "Ogoh-ogoh parade" }], holidays: [{ date: "2027-08-17", name: msg("calendar.independence") }] };
    expect(calendarNotesIn("id", notes)).toEqual({
      closed: [{ date: "2027-03-09", name: "Hari Raya Nyepi" }, { date: "2027-04-01", name: "Ogoh-ogoh parade" }],
      holidays: [{ date: "2027-08-17", name: "Hari Kemerdekaan" }],
    });
    expect(calendarNotesIn("en", notes)).toEqual({
      closed: [{ date: "2027-03-09", name: "Nyepi, Day of Silence" }, { date: "2027-04-01", name: "Ogoh-ogoh parade" }],
      holidays: [{ date: "2027-08-17", name: "Independence Day" }],
    });
    const nyepi = closedMessage({ date: "2027-03-09", name: msg("calendar.nyepi") });
    expect(messageText("id", nyepi)).toBe("Bali tutup pada 09/03/2027 (Hari Raya Nyepi): silakan pilih tanggal lain");
    expect(messageText("en", nyepi)).toBe("Bali is closed on 09/03/2027 (Nyepi, Day of Silence): please choose another date");
    expect(messageText("id", closedMessage({ date: "2027-04-01", name: "Ogoh-ogoh parade" }))).toBe("Bali tutup pada 01/04/2027 (Ogoh-ogoh parade): silakan pilih tanggal lain");
  });

  it("reads a closure day named as migration 0047 seeded Nyepi as the holiday, an admin's name as typed", async () => {
    const { baliCalendarNotes, closureRefusalOn } = await import("~/bali-calendar/closure-days.server");
    const { calendarNotesIn } = await import("~/i18n/messages.server");
    // Far ahead, outside the booking window, so no other test's booking meets them (the shared database drops the seeded ones).
    const [seeded, typed] = ["2029-03-15", "2029-03-16"];
    await db.insert(tables.closureDays).values([{ date: seeded, name: "Nyepi, Day of Silence" }, { date: typed, name: "Hari Raya Nyepi (Saka 1951)" }]);
    try {
      const refusal = (await closureRefusalOn(seeded, db))!;
      expect(messageText("en", refusal)).toBe("Bali is closed on 15/03/2029 (Nyepi, Day of Silence): please choose another date");
      expect(messageText("id", refusal)).toBe("Bali tutup pada 15/03/2029 (Hari Raya Nyepi): silakan pilih tanggal lain");
      expect(messageText("en", (await closureRefusalOn(typed, db))!)).toBe("Bali is closed on 16/03/2029 (Hari Raya Nyepi (Saka 1951)): please choose another date");
      const notes = await baliCalendarNotes(seeded, typed, db);
      expect(calendarNotesIn("id", notes).closed).toEqual([{ date: seeded, name: "Hari Raya Nyepi" }, { date: typed, name: "Hari Raya Nyepi (Saka 1951)" }]);
      expect(calendarNotesIn("en", notes).closed).toEqual([{ date: seeded, name: "Nyepi, Day of Silence" }, { date: typed, name: "Hari Raya Nyepi (Saka 1951)" }]);
    } finally {
      await db.delete(tables.closureDays).where(inArray(tables.closureDays.date, [seeded, typed]));
    }
  });
});

describe("checkout and payment in Indonesian", () => {
  it("every message of the contact details, coupon, payment and transfer confirmation has its Indonesian; English unchanged", async () => {
    const { CONTACT_MESSAGES } = await import("~/checkout/contact-schema.server");
    const { COUPON_MESSAGES } = await import("~/checkout/coupon.server");
    const { CHECKOUT_MESSAGES } = await import("~/checkout/checkout.server");
    const { RESEND_MESSAGES } = await import("~/checkout/resend.server");
    const { CONFIRMATION_MESSAGES } = await import("~/payments/confirmation-schema.server");
    const { PAYMENT_MESSAGES } = await import("~/payments/payment-session.server");
    const { REFUND_STATE_LABELS } = await import("~/payments/refunds.server");
    const { ADMIN_PAYMENT_STATUSES } = await import("~/db/schema");
    // Refund states and payment statuses are on ids (ADR 0391): rendered in both languages.
    expect(Object.values(REFUND_STATE_LABELS).map((ref) => messageText("en", ref))).toEqual(["Refund requested", "Refund processing", "Refunded", "Refund failed: we are on it"]);
    expect(Object.values(REFUND_STATE_LABELS).map((ref) => messageText("id", ref))).toEqual([
      "Pengembalian dana diminta", "Pengembalian dana diproses", "Dana dikembalikan", "Pengembalian dana gagal: sedang kami tangani",
    ]);
    expect(ADMIN_PAYMENT_STATUSES.map((status) => messageText("en", paymentStatusRef(status)))).toEqual([...ADMIN_PAYMENT_STATUSES]);
    expect(ADMIN_PAYMENT_STATUSES.map((status) => messageText("id", paymentStatusRef(status)))).toEqual(["Menunggu Pembayaran", "Biaya Pemesanan", "Uang Muka", "Lunas"]);
    const references = [
      ...Object.values(CONTACT_MESSAGES),
      ...Object.values(COUPON_MESSAGES),
      ...Object.values(CONFIRMATION_MESSAGES),
      ...Object.values(PAYMENT_MESSAGES),
      ...Object.values(RESEND_MESSAGES),
      CHECKOUT_MESSAGES.empty,
      CHECKOUT_MESSAGES.taken,
      CHECKOUT_MESSAGES.couponGone(COUPON_MESSAGES.expired),
    ];
    for (const message of references) {
      expect(isMessageRef(message), message).toBe(true);
      expect(messageText("id", message), message).not.toBe(messageText("en", message));
    }
    const { CART_MESSAGES } = await import("~/cart/cart.server");
    const line = CHECKOUT_MESSAGES.lineProblem("Ballroom", new Date("2027-03-09T02:00:00Z"), CART_MESSAGES.slotTaken);
    expect(messageText("en", line)).toBe("Ballroom on 09/03/2027 10:00: This date and time is no longer available. Please remove it from your reservation list and choose another date or time.");
    expect(messageText("id", line)).toBe(
      "Ballroom pada 09/03/2027 10.00: Tanggal dan waktu ini sudah tidak tersedia. Silakan hapus dari daftar reservasi Anda dan pilih tanggal atau waktu lain.",
    );
    const couponGone = CHECKOUT_MESSAGES.couponGone(COUPON_MESSAGES.expired);
    expect(messageText("en", couponGone)).toBe("Coupon code has expired. Remove the coupon to continue without it.");
    expect(messageText("id", couponGone)).toBe("Kode kupon sudah kedaluwarsa. Hapus kupon untuk melanjutkan tanpa kupon.");
  });

  it("the checkout answers an Indonesian page in Indonesian, each message on its field", async () => {
    const { action } = await import("~/routes/reservation-summary");
    const post = (lang: string) =>
      callRoute(action, new Request("http://app.test/reservation-summary?step=contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `lang=${lang}` },
        body: new URLSearchParams({ intent: "checkout", name: "Ayu", cellPhone: "0812 3456 789", email: "ayu@" }),
      }));
    const id = await (await post("id")).json();
    expect(id.result.error.email).toEqual(["E-mail tidak valid"]);
    expect(id.result.error.acceptTerms).toEqual(["Mohon centang kotak untuk menyetujui Syarat dan Ketentuan"]);
    // What was typed comes back with the messages.
    expect(id.result.initialValue).toMatchObject({ name: "Ayu", email: "ayu@" });
    const en = await (await post("en")).json();
    expect(en.result.error.email).toEqual(["Invalid email"]);
  });

  it("the confirmation and voucher send the checkout strings, the lines and deadline in Indonesian", async () => {
    const { loader: confirmationLoader } = await import("~/routes/confirmation");
    const owner = { cartSessionId: `guest-${Math.random().toString(36).slice(2)}` } satisfies CartOwner;
    const added = await addToCart(owner, cartInput(await bookableProduct(db, "Hour", 4), { date: daysAhead(10), time: "09:00" }));
    if (!added.ok) throw new Error(JSON.stringify(added));
    const result = await checkout({ owner, userId: null, contact: uniqueContact(), origin: "http://app.test", language: "id" });
    if (!result.ok) throw new Error(result.message);
    const url = `http://app.test/confirmation?id=${result.invoice.invoiceNo}&token=${result.invoice.accessToken}`;
    const get = async (lang: string) => (await callRoute(confirmationLoader, new Request(url, { headers: { Cookie: `lang=${lang}` } }))).json();
    const id = await get("id");
    expect(id.i18n.checkout.bookingConfirmation).toBe("Konfirmasi Reservasi");
    expect(id.invoice.payBefore).toMatch(/^\d\d\/\d\d\/\d{4} \d\d\.\d\d$/);
    expect(id.invoice.lines[0].when).toMatch(/ 09\.00$/);
    expect(id.invoice.lines[0].unitLabel).toBe("jam");
    expect(id.invoice.lines[0].taxAndService).toMatch(/^(termasuk pajak & layanan|\+\+ pajak & layanan \(21 %\))$/);
    expect(id.invoice.money.state).toBe("unpaid");
    expect(id.i18n.checkout.stateUnpaid).toBe("Menunggu pembayaran");
    expect(id.invoice.money.deadline).toMatch(/^\d\d\/\d\d\/\d{4} \d\d\.\d\d$/);
    expect(JSON.stringify(id)).not.toContain("Booking Confirmation");
    const en = await get("en");
    expect(en.invoice.payBefore).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(en.invoice.lines[0].unitLabel).toBe("hour");
    expect(en.invoice.lines[0].taxAndService).toMatch(/^(incl\. tax & service|\+\+ tax & service \(21 %\))$/);
    expect(id.invoice.lines[0].setupLabel).not.toBe(en.invoice.lines[0].setupLabel);
    expect(en.i18n.checkout.stateUnpaid).toBe("Awaiting payment");
  });
});

describe("the vendor dashboard in Indonesian", () => {
  const vendorCookie = async (lang: string) => {
    const { DEMO_ACCOUNTS } = await import("~/seed/seed.server");
    const user = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!;
    return `${await sessionCookieFor(user.id)}; lang=${lang}`;
  };

  it("every message of the dashboard's forms and the server's words on its pages have their Indonesian; English is unchanged", async () => {
    const { BLOCK_MESSAGES } = await import("~/supplier/availability-schema");
    const vendorCancel = await import("~/cancellations/vendor-cancel.server");
    const { VENDOR_MESSAGES } = await import("~/supplier/schemas");
    const { REVIEW_TEXTS } = await import("~/reviews/review-schema");
    const { msg } = await import("~/i18n/message-ref");
    // The forms' messages are references (ADR 0391): rendered in both languages, never as their id.
    const references: string[] = [
      ...Object.values(BLOCK_MESSAGES).map((m) => (typeof m === "string" ? m : m.length === 1 ? (m as (n: number) => string)(2) : (m as (a: string, b: string) => string)("01/01/2027", "31/12/2027"))),
      ...Object.values(VENDOR_MESSAGES),
    ];
    expect(references.length).toBeGreaterThan(30);
    for (const ref of references) {
      expect(messageText("en", ref), ref).not.toBe(ref);
      expect(messageText("id", ref), ref).not.toBe(messageText("en", ref));
    }
    expect(messageText("id", BLOCK_MESSAGES.savedOverBookings(3))).toBe("Ketersediaan telah disimpan! 3 reservasi yang ada pada periode ini tetap berlaku.");
    // The cancel dialog's and the date change page's answers are on ids (ADR 0391).
    const { DATE_CHANGE_MESSAGES, DECISION_NOTE_TOO_LONG, REQUEST_NOT_ANSWERED } = await import("~/cancellations/date-change.server");
    const reasonTooLong = vendorCancel.VendorCancelSchema.safeParse({ id: 1, reason: "x".repeat(501) }).error?.issues[0]?.message ?? "";
    const vendorSide = [
      ...Object.values(vendorCancel.VENDOR_CANCEL_BLOCKED), vendorCancel.VENDOR_CANCEL_NOT_ALLOWED, vendorCancel.CANCEL_REQUEST_SENT,
      ...Object.values(vendorCancel.VENDOR_CANCEL_NOTICES), vendorCancel.vendorCancelled("Rp 1.500.000"), vendorCancel.RESERVATION_UPDATED,
      DATE_CHANGE_MESSAGES.answered, DATE_CHANGE_MESSAGES.newTimePassed, DATE_CHANGE_MESSAGES.bookingPassed, REQUEST_NOT_ANSWERED,
      reasonTooLong, DECISION_NOTE_TOO_LONG,
    ];
    expect(vendorSide.map((ref) => messageText("en", ref))).toEqual([
      "This booking has already been cancelled.",
      "This reservation is not paid: it is released on its own when its payment deadline passes.",
      "A booking that has taken place cannot be cancelled.",
      "Only the owner or a manager can cancel a paid booking, as it refunds the planner. Ask them to cancel it.",
      "Your request to cancel has been sent: the owner and managers see it on their dashboard.",
      "The refund shown could not be read: please confirm again.",
      "This booking was already cancelled.",
      "Booking cancelled. The planner gets Rp 1.500.000 back in full and has been e-mailed.",
      "Reservation has been updated!",
      "This request has already been answered.",
      "The new date and time has already passed. Please decline the request.",
      "The booked event has already taken place, so it cannot be moved.",
      "The request could not be answered.",
      "Please keep the reason under 500 characters.",
      "Please keep the message under 500 characters.",
    ]);
    expect(vendorSide.map((ref) => messageText("id", ref))).toEqual([
      "Reservasi ini sudah dibatalkan.",
      "Reservasi ini belum dibayar: reservasi akan dilepas dengan sendirinya saat batas waktu pembayaran lewat.",
      "Reservasi yang sudah berlangsung tidak dapat dibatalkan.",
      "Hanya pemilik atau manajer yang dapat membatalkan reservasi yang sudah dibayar, karena dananya dikembalikan kepada perencana acara. Minta mereka membatalkannya.",
      "Permintaan pembatalan Anda telah dikirim: pemilik dan manajer melihatnya di dasbor mereka.",
      "Pengembalian dana yang ditampilkan tidak dapat dibaca: silakan konfirmasi lagi.",
      "Reservasi ini sudah dibatalkan sebelumnya.",
      "Reservasi dibatalkan. Perencana acara menerima kembali Rp 1.500.000 secara penuh dan telah diberi tahu lewat e-mail.",
      "Reservasi telah diperbarui!",
      "Permintaan ini sudah dijawab.",
      "Tanggal dan waktu baru sudah lewat. Silakan tolak permintaan ini.",
      "Acara yang dipesan sudah berlangsung, jadi tidak dapat dipindah.",
      "Permintaan tidak dapat dijawab.",
      "Mohon tulis alasan kurang dari 500 karakter.",
      "Mohon batasi pesan hingga 500 karakter.",
    ]);
    expect(messageText("en", BLOCK_MESSAGES.savedOverBookings(3))).toBe("Availability has been saved! 3 existing booking(s) in this period stay valid.");
    // The reviews' reply and report, and the date change's note limit, are on ids (ADR 0391).
    const onIds = [
      REVIEW_TEXTS.replyEmpty, REVIEW_TEXTS.replyLong, REVIEW_TEXTS.reasonShort, REVIEW_TEXTS.reasonLong,
      msg("reviews.reviewNotFound"), msg("reviews.alreadyReplied"), msg("reviews.alreadyReported"), msg("limits.messageTooLong", { max: 500 }),
    ];
    expect(onIds.map((ref) => messageText("en", ref))).toEqual([
      "Write your reply.", "Please keep your reply under 1000 characters.", "Please give a reason (at least 5 characters).", "Please keep the reason under 500 characters.",
      "Review not found.", "You have already replied to this review.", "You have already reported this review.", "Please keep the message under 500 characters.",
    ]);
    expect(onIds.map((ref) => messageText("id", ref))).toEqual([
      "Tulis balasan Anda.", "Mohon batasi balasan Anda hingga 1000 karakter.", "Mohon tuliskan alasan (minimal 5 karakter).", "Mohon tulis alasan kurang dari 500 karakter.",
      "Ulasan tidak ditemukan.", "Anda sudah membalas ulasan ini.", "Anda sudah melaporkan ulasan ini.", "Mohon batasi pesan hingga 500 karakter.",
    ]);
    // Balance states are on ids (payments.*, ADR 0391), from the due date.
    const { balanceState } = await import("~/payments/balances.server");
    const now = new Date("2027-03-09T04:00:00Z");
    const inDays = (days: number) => balanceState(new Date(now.getTime() + days * 86_400_000), now);
    expect([5, 1, 0, -1, -3].map((days) => messageText("en", inDays(days)))).toEqual([
      "balance due in 5 days", "balance due tomorrow", "balance due today", "overdue by 1 day", "overdue by 3 days",
    ]);
    expect([5, 1, 0, -1, -3].map((days) => messageText("id", inDays(days)))).toEqual([
      "sisa pembayaran jatuh tempo dalam 5 hari", "sisa pembayaran jatuh tempo besok", "sisa pembayaran jatuh tempo hari ini", "terlambat 1 hari", "terlambat 3 hari",
    ]);
  });

  it("the layout sends the menu, the role and the dashboard strings in the page's language", async () => {
    const { loader } = await import("~/routes/dashboard");
    const get = async (lang: string) => (await callRoute(loader, new Request("http://app.test/dashboard", { headers: { Cookie: await vendorCookie(lang) } }))).json();
    const id = await get("id");
    expect(id.menu.map((m: { label: string }) => m.label)).toEqual(expect.arrayContaining(["Dasbor", "Ketersediaan", "Reservasi", "Pendapatan", "Tim"]));
    expect(id.role).toBe("Pemilik");
    expect(id.i18n.dashboard.supplierDashboard).toBe("Dasbor Vendor");
    expect(JSON.stringify(id.i18n)).not.toContain("Supplier Dashboard");
    const en = await get("en");
    expect(en.menu[0].label).toBe("Dashboard");
    expect(en.i18n.dashboard.supplierDashboard).toBe("Supplier Dashboard");
  });

  it("Manage Availability answers a refused block in Indonesian next to its field, and sends the browser's check its Indonesian", async () => {
    const { action, loader } = await import("~/routes/dashboard.manage-availability");
    const post = async (lang: string) =>
      (await callRoute(action, new Request("http://app.test/dashboard/manage-availability", {
        method: "POST",
        headers: { Cookie: await vendorCookie(lang), "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "save", kind: "subVenue", targetId: "", startDate: "", endDate: "", startTime: "08:00", endTime: "10:00", allDay: "no" }),
      }))).json();
    const id = await post("id");
    expect(id.error.targetId).toEqual(["Silakan pilih sub venue"]);
    expect(id.error.startDate).toEqual(["Silakan pilih tanggal"]);
    const en = await post("en");
    expect(en.error.targetId).toEqual(["Please select a sub venue"]);
    const page = await (await callRoute(loader, new Request("http://app.test/dashboard/manage-availability", { headers: { Cookie: await vendorCookie("id") } }))).json();
    expect(page.formMessages.texts["supplier.blockDate"]).toBe("Silakan pilih tanggal");
    expect(page.i18n.dashboardAvailability["cal.today"]).toBe("Hari ini");
  });

  it("Manage Reservation sends its table's words and the payment statuses in Indonesian", async () => {
    const { loader } = await import("~/routes/dashboard.manage-reservations");
    const page = await (await callRoute(loader, new Request("http://app.test/dashboard/manage-reservations?when=all", { headers: { Cookie: await vendorCookie("id") } }))).json();
    expect(page.i18n.dashboardReservations.colPaymentStatus).toBe("Status Pembayaran");
    expect(page.i18n.dashboardReservations.fExportCsv).toBe("Ekspor CSV");
    const english = ["Waiting Payment", "Booking Fee", "Down Payment", "Full Paid"];
    const statuses = (page.rows as { paymentStatus: string }[]).map((row) => row.paymentStatus);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => english.some((e) => status.startsWith(e)))).toEqual([]);
  });
});

describe("the admin console in Indonesian", () => {
  const adminCookie = async () => {
    const { DEMO_ACCOUNTS } = await import("~/seed/seed.server");
    return sessionCookieFor((await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.admin.email))))!.id);
  };
  const post = async (route: { action: (args: never) => unknown }, path: string, lang: string, fields: Record<string, string>) =>
    callRoute(route.action as never, new Request(`http://app.test${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `${await adminCookie()}; lang=${lang}` },
      body: new URLSearchParams(fields),
    }));

  it("every refusal of the admin's forms has its Indonesian; English is unchanged", async () => {
    const { CouponFormSchema } = await import("~/admin/coupons.server");
    const { CLOSURE_DAY_MESSAGES } = await import("~/bali-calendar/closure-days.server");
    const { ADMIN_CANCEL_MESSAGES } = await import("~/admin/refunds.server");
    const { REFUND_SENT_MESSAGES } = await import("~/payments/refunds.server");
    const { PAYOUT_MESSAGES } = await import("~/ledger/payouts.server");
    const { REVIEW_TEXTS } = await import("~/reviews/review-schema");
    const { AUDIT_ACTIONS } = await import("~/audit/audit.server");
    const { PAYMENT_STATUS_OPTIONS } = await import("~/db/enums");
    const { balanceState } = await import("~/payments/balances.server");
    const { msg } = await import("~/i18n/message-ref");
    // The coupon schema's messages, from the inputs that produce each of them.
    const couponMessages = [
      { code: "", discountPercentage: "", validFrom: "", validTo: "", maxUses: "x" },
      { code: "A".repeat(31), discountPercentage: "x", validFrom: "2027-13-45", validTo: "soon", maxUses: "0" },
      { code: "HALF OFF", discountPercentage: "150", validFrom: "2027-02-01", validTo: "2027-01-01" },
      { code: "OLD", discountPercentage: "10", validFrom: "2020-01-01", validTo: "2020-01-02" },
    ].flatMap((input) => CouponFormSchema.safeParse(input).error?.issues.map((i) => i.message) ?? []);
    expect(new Set(couponMessages).size).toBeGreaterThanOrEqual(11);
    const now = new Date();
    const all = [
      ...couponMessages,
      msg("admin.couponExists", { code: "BALI10" }),
      CLOSURE_DAY_MESSAGES.date, CLOSURE_DAY_MESSAGES.past, CLOSURE_DAY_MESSAGES.name, CLOSURE_DAY_MESSAGES.taken("2027-03-09"),
      ...Object.values(ADMIN_CANCEL_MESSAGES), ...Object.values(REFUND_SENT_MESSAGES), ...Object.values(PAYOUT_MESSAGES), msg("admin.payoutCommission"), msg("admin.payoutVendorCommission"), msg("admin.payoutNoBank"),
      REVIEW_TEXTS.reasonShort, REVIEW_TEXTS.reasonLong,
      ...Object.values(AUDIT_ACTIONS), ...PAYMENT_STATUS_OPTIONS.map(paymentStatusRef),
      ...[-3, -1, 0, 1, 5].map((days) => balanceState(new Date(now.getTime() + days * 86_400_000), now)),
    ];
    // Every one is a message on an id (ADR 0391): it renders its catalogue's English, never the id.
    expect(all.filter((m) => !isMessageRef(m))).toEqual([]);
    for (const message of all) expect(messageText("en", message), message).not.toMatch(/^[a-z-]+\.[a-zA-Z]/);
    for (const message of all) expect(messageText("id", message), message).not.toBe(messageText("en", message));
    expect(new Set(couponMessages.map((m) => messageText("en", m)))).toEqual(new Set([
      "Enter a code", "The code is too long (at most 30 characters)", "Use letters, digits, - and _ only (no spaces)", "Enter the discount",
      "Enter a whole number of percent, from 1 to 100", "Enter the first date", "Enter the last date", "Enter the first date as YYYY-MM-DD",
      "Enter the last date as YYYY-MM-DD", "Enter a whole number of uses, or leave it empty for no limit",
      "Enter a number of uses from 1 to 1000000, or leave it empty", "The last day must be on or after the first day", "The last day has already passed",
    ]));
    expect(messageText("en", CLOSURE_DAY_MESSAGES.taken("2027-03-09"))).toBe("09/03/2027 is already a closure day");
    expect(messageText("id", CLOSURE_DAY_MESSAGES.taken("2027-03-09"))).toBe("09/03/2027 sudah menjadi hari penutupan");
    // Review moderation's answers are on ids (ADR 0391).
    const moderation = [msg("admin.reviewNotFound"), msg("admin.reviewHiddenAlready"), msg("admin.reviewNotHidden")];
    expect(moderation.map((ref) => messageText("en", ref))).toEqual(["Review not found.", "This review is already hidden.", "This review is not hidden."]);
    expect(moderation.map((ref) => messageText("id", ref))).toEqual(["Ulasan tidak ditemukan.", "Ulasan ini sudah disembunyikan.", "Ulasan ini tidak disembunyikan."]);
    // Payment status, deleting and restoring a reservation are on ids (ADR 0391).
    const { lineAt } = await import("~/payments/invoice-status.server");
    const at = new Date("2027-03-09T02:00:00Z");
    const twoLines = msg("admin.lineList", { list: lineAt("Ballroom", at), line: lineAt("Garden", at) });
    const payments = [
      msg("admin.unknownPaymentStatus"), msg("admin.invoiceNotFound"), msg("admin.reservationNotFound"), msg("admin.deletedReservationNotFound"), msg("admin.invoiceGone"),
      msg("admin.restoreTaken", { line: lineAt("Ballroom", at) }),
      msg("admin.reviveTaken", { invoiceNo: "INV-1", lines: twoLines, status: msg("admin.statusDownPayment") }),
    ];
    expect(payments.map((ref) => messageText("en", ref))).toEqual([
      "Unknown payment status", "Invoice not found", "Reservation not found", "Deleted reservation not found", "Its invoice no longer exists",
      "Ballroom on 09/03/2027 10:00 has been booked or blocked since it was deleted; it cannot be restored.",
      "Invoice INV-1 has lapsed and Ballroom on 09/03/2027 10:00, Garden on 09/03/2027 10:00 has been booked or blocked since; it cannot be set to Down Payment. Arrange a refund or another slot with the booker.",
    ]);
    expect(payments.map((ref) => messageText("id", ref))).toEqual([
      "Status pembayaran tidak dikenal", "Invoice tidak ditemukan", "Reservasi tidak ditemukan", "Reservasi yang dihapus tidak ditemukan", "Invoice-nya sudah tidak ada",
      "Ballroom pada 09/03/2027 10:00 telah dipesan atau diblokir sejak dihapus; reservasi tidak dapat dipulihkan.",
      "Invoice INV-1 telah kedaluwarsa dan Ballroom pada 09/03/2027 10:00, Garden pada 09/03/2027 10:00 telah dipesan atau diblokir sejak itu; statusnya tidak dapat diubah menjadi Uang Muka. Atur pengembalian dana atau slot lain bersama pemesan.",
    ]);
    const notPaidYet = msg("payments.notPaidYet", { status: paymentStatusRef("Down Payment") });
    expect(messageText("en", notPaidYet)).toBe("Down Payment (not paid yet)");
    expect(messageText("id", notPaidYet)).toBe("Uang Muka (belum dibayar)");
  });

  it("a refused closure day and coupon answer each field in the page's language, with what was typed", async () => {
    const closure = await import("~/routes/admin.closure-days");
    const closureId = await (await post(closure, "/admin/closure-days", "id", { intent: "add", date: "", name: "", note: "Catatan saya" })).json();
    expect(closureId.errors).toEqual({ date: ["Silakan pilih tanggal"], name: ["Silakan isi nama hari tersebut"] });
    expect(closureId.values.note).toBe("Catatan saya");
    const closureEn = await (await post(closure, "/admin/closure-days", "en", { intent: "add", date: "", name: "" })).json();
    expect(closureEn.errors.date).toEqual(["Please choose a date"]);

    const coupons = await import("~/routes/admin.coupons");
    const fields = { intent: "create", code: "HALF OFF", discountPercentage: "150", validFrom: baliIsoDate(), validTo: baliIsoDate(), maxUses: "5" };
    const couponId = await (await post(coupons, "/admin/coupons", "id", fields)).json();
    expect(couponId.errors.code).toEqual(["Gunakan hanya huruf, angka, - dan _ (tanpa spasi)"]);
    expect(couponId.errors.discountPercentage).toEqual(["Masukkan persentase berupa bilangan bulat, dari 1 sampai 100"]);
    expect(couponId.values).toMatchObject({ code: "HALF OFF", maxUses: "5" });
    const couponEn = await (await post(coupons, "/admin/coupons", "en", fields)).json();
    expect(couponEn.errors.code).toEqual(["Use letters, digits, - and _ only (no spaces)"]);
  });

  it("the console's layout sends the admin strings in the page's language only", async () => {
    const layout = await import("~/routes/admin");
    const get = async (lang: string) =>
      (await callRoute(layout.loader, new Request("http://app.test/admin", { headers: { Cookie: `${await adminCookie()}; lang=${lang}` } }))).json();
    const id = await get("id");
    expect(id.i18n.admin["nav.closureDays"]).toBe("Hari penutupan");
    expect(JSON.stringify(id)).not.toContain("Closure days");
    expect((await get("en")).i18n.admin["nav.closureDays"]).toBe("Closure days");
  });
});

describe("the public pages in Indonesian (ADR 0326)", () => {
  const idRequest = (path: string, init: RequestInit = {}) => new Request(`http://app.test${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: "lang=id" } });
  const allMessages = (reply: { error?: Record<string, string[] | null> | null }) => Object.values(reply.error ?? {}).flatMap((l) => l ?? []);

  it("numbers and distances are written 2.000 and 12,5 km in Indonesian, 2,000 and 12.5 km in English", async () => {
    const { formatDecimal, formatDistance } = await import("~/utils/format");
    const { kmText } = await import("~/catalog/nearby");
    expect(formatDistance(12.5, "id")).toBe("12,5 km");
    expect(formatDistance(12.5)).toBe("12.5 km");
    expect(formatDistance(1234.56, "id")).toBe("1.234,6 km");
    expect(formatDistance(3)).toBe("3 km");
    expect(formatDecimal(4.25, "id", 1)).toBe("4,3");
    expect(kmText(12.5, "id")).toBe("12,5 km");
    expect(kmText(null, "id")).toBe("");
    expect(formatNumber(2000, "id")).toBe("2.000");
  });

  it("the root sends the error pages' words in the page's language", async () => {
    const root = await (await callRoute(rootLoader, idRequest("/this/does/not-exist"))).json();
    expect(root.i18n.errors.notFoundHeading).toBe("Halaman tidak ditemukan");
    const { errorTitle } = await import("~/components/error-boundary");
    expect(errorTitle(new Error("boom"), root.i18n.errors)).toBe("Terjadi kesalahan");
  });

  it("the information and policy pages send their Indonesian strings, the tiers in Indonesian", async () => {
    const { loader: aboutLoader } = await import("~/routes/about-us");
    const about = await (await callRoute(aboutLoader, idRequest("/about-us"))).json();
    expect(about.i18n.pages.aboutTitle).toBe("Tentang Kami");
    expect(JSON.stringify(about)).not.toContain("Core Purpose");
    const { loader: policyLoader } = await import("~/routes/cancellation-policy");
    const policy = await (await callRoute(policyLoader, idRequest("/cancellation-policy"))).json();
    expect(policy.i18n.legal.cancellationTitle).toBe("Kebijakan Pembatalan dan Pengembalian Dana");
    const tiers = policy.tiers as { label: string; words: string }[];
    expect(tiers.length).toBeGreaterThan(0);
    for (const tier of tiers) {
      expect(tier.words).toMatch(/\(WITA\)\.$/);
      expect(tier.words).not.toMatch(/refund/i);
    }
    const { loader: docsLoader } = await import("~/routes/api-docs");
    const docs = (await callRoute(docsLoader, idRequest("/api-docs"))) as unknown as { i18n: { pages: { apiParameters: string } }; operations: unknown[] };
    expect(docs.i18n.pages.apiParameters).toBe("Parameter");
    expect(docs.operations.length).toBeGreaterThan(0);
  });

  it("a refused Big Plan, SHE, Request for Proposal or Contact Us form answers in Indonesian, every message", async () => {
    const { action: bigPlan } = await import("~/routes/page-big-plan");
    const { action: she } = await import("~/routes/page-she");
    const { action: auction } = await import("~/routes/auction");
    const { action: contact } = await import("~/routes/contact-us");
    const { catalogueEntries } = await import("~/i18n/catalog/text.server");
    const form = (fields: Record<string, string>) => ({ method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
    const multipart = new FormData();
    multipart.set("website", "not a url");
    multipart.set("zip", "!");
    const replies = [
      await (await callRoute(bigPlan, idRequest("/page-big-plan", form({ email: "nope", phone: "abc", startTime: "10:00", endTime: "09:00", eventDate: "2001-01-01" })))).json(),
      await (await callRoute(she, idRequest("/page-she", { method: "POST", body: multipart }))).json(),
      await (await callRoute(auction, idRequest("/auction", form({ startDate: "2027-02-02", endDate: "2027-01-01", budget: "1.5" })))).json(),
      await (await callRoute(contact, idRequest("/contact-us", form({ note: "x".repeat(1200) })))).json(),
    ];
    const messages = replies.flatMap((r) => allMessages(r.result));
    expect(messages.length).toBeGreaterThan(30);
    // The inquiries catalogue's Indonesian (ADR 0391), with its numbers filled in.
    const indonesian = new Set(catalogueEntries().filter((e) => e.key.startsWith("inquiries.")).map((e) => e.id.replace("{max, number}", "999")));
    for (const m of messages) expect(indonesian.has(m), m).toBe(true);
    expect(messages).toContain("Mohon pilih jenis acara.");
    expect(messages).toContain("Tanggal acara tidak boleh di masa lalu.");
  });

  it("the seating plan image speaks the visitor's language", async () => {
    const { loader: planLoader } = await import("~/routes/seating-plan.$subVenueId.$layout");
    const { subVenue } = await bookableProduct(db, "Hour", 3);
    const get = async (lang: string) => (await callRoute(planLoader, new Request(`http://app.test/seating-plan/${subVenue.id}/theater`, { headers: { Cookie: `lang=${lang}` } }), { subVenueId: String(subVenue.id), layout: "theater" })).text();
    const id = await get("id");
    expect(id).toContain("PANGGUNG / LAYAR");
    expect(id).toMatch(/Teater: \d+ kursi di/);
    expect(await get("en")).toMatch(/Theatre: \d+ seats in/);
  });
});

describe("the planner's account and messaging in Indonesian", () => {
  it("every message of the password, cancellation, date change and message forms has its Indonesian; English is unchanged", async () => {
    const { NO_PASSWORD_YET, WRONG_CURRENT_PASSWORD } = await import("~/accounts/accounts.server");
    const { CANCEL_FORM_MESSAGES } = await import("~/cancellations/cancel-form.server");
    const { CANCELLATION_MESSAGES } = await import("~/terms/cancellation-policies");
    const { DATE_CHANGE_MESSAGES, shorterMessage, spanWords } = await import("~/cancellations/date-change.server");
    const { ACCOUNT_NOTICES, cancelledWithRefund } = await import("~/accounts/notices.server");
    const { MESSAGE_TEXTS } = await import("~/messages/message-rules");
    const { cutoff, cancelled, notPaid, openRequest, sameTime, dateRequired, timeRequired, noteTooLong, bookingPassed, balanceFirst, cannotMove } = DATE_CHANGE_MESSAGES;
    // The cancel and date change forms are on ids (ADR 0391): the English is unchanged, the Indonesian is there.
    const cancelForm = [...Object.values(CANCEL_FORM_MESSAGES), ...Object.values(CANCELLATION_MESSAGES), msg("cancellations.bankNeeded"), msg("cancellations.reservationNotFound")];
    expect(cancelForm.map((ref) => messageText("en", ref))).toEqual([
      "Choose at least one booking to cancel",
      "Please keep the reason under 500 characters",
      "Enter the account holder's name",
      "Enter the bank's name",
      "Enter the account number (digits only, 6 to 20)",
      "This booking can no longer be cancelled: cancellation closes at 00:00 (Bali time) on the day before the event. Please message the venue instead.",
      "This booking has already been cancelled.",
      "Only a paid booking can be cancelled line by line; an unpaid reservation is cancelled as a whole.",
      "The refund has changed since the page was shown. Please check the new amount and confirm again.",
      "Please tell the planner why the booking is cancelled.",
      "The refund cannot be more than what was paid for this booking.",
      "Please tell us the bank account the refund should be sent to.",
      "Reservation not found",
    ]);
    expect(cancelForm.map((ref) => messageText("id", ref))).toEqual([
      "Pilih minimal satu reservasi untuk dibatalkan",
      "Mohon tulis alasan kurang dari 500 karakter",
      "Masukkan nama pemilik rekening",
      "Masukkan nama bank",
      "Masukkan nomor rekening (hanya angka, 6 sampai 20)",
      "Reservasi ini tidak bisa dibatalkan lagi: pembatalan ditutup pukul 00.00 (WITA) sehari sebelum acara. Silakan kirim pesan ke venue.",
      "Reservasi ini sudah dibatalkan.",
      "Hanya reservasi yang sudah dibayar yang dapat dibatalkan per item; reservasi yang belum dibayar dibatalkan seluruhnya.",
      "Pengembalian dana telah berubah sejak halaman ditampilkan. Silakan periksa jumlah baru dan konfirmasi lagi.",
      "Mohon beri tahu perencana acara alasan reservasi dibatalkan.",
      "Pengembalian dana tidak boleh melebihi jumlah yang dibayar untuk reservasi ini.",
      "Mohon beri tahu kami rekening bank tujuan pengembalian dana.",
      "Reservasi tidak ditemukan",
    ]);
    const dateChange = [cutoff, cancelled, notPaid, openRequest, sameTime, dateRequired, timeRequired, noteTooLong, bookingPassed, balanceFirst, cannotMove];
    expect(dateChange.map((ref) => messageText("en", ref))).toEqual([
      "This booking can no longer be moved: date changes close at 00:00 (Bali time) on the day before the event, as cancellations do. Please message the venue instead.",
      "This booking has been cancelled, so it cannot be moved.",
      "Only a paid booking can be moved to another date.",
      "You have already asked to move this booking. Please wait for the venue's answer, or withdraw the request first.",
      "This is the date and time already booked. Please choose another date or start time.",
      "Please choose a date",
      "Please choose a start time",
      "Please keep the message under 500 characters",
      "The booked event has already taken place, so it cannot be moved.",
      "At this date the balance would already be due. Please pay the balance first, then ask to move the booking.",
      "This booking cannot be moved.",
    ]);
    expect(dateChange.map((ref) => messageText("id", ref))).toEqual([
      "Reservasi ini tidak bisa dipindah lagi: perubahan tanggal ditutup pukul 00.00 (WITA) sehari sebelum acara, sama seperti pembatalan. Silakan kirim pesan ke venue.",
      "Reservasi ini sudah dibatalkan, jadi tidak dapat dipindah.",
      "Hanya reservasi yang sudah dibayar yang dapat dipindah ke tanggal lain.",
      "Anda sudah meminta pemindahan reservasi ini. Mohon tunggu jawaban venue, atau tarik permintaan tersebut terlebih dahulu.",
      "Ini tanggal dan waktu yang sudah dipesan. Silakan pilih tanggal atau waktu mulai lain.",
      "Silakan pilih tanggal",
      "Silakan pilih waktu mulai",
      "Mohon tulis pesan kurang dari 500 karakter",
      "Acara yang dipesan sudah berlangsung, jadi tidak dapat dipindah.",
      "Pada tanggal ini sisa pembayaran sudah jatuh tempo. Mohon lunasi sisa pembayaran terlebih dahulu, lalu minta pemindahan reservasi.",
      "Reservasi ini tidak dapat dipindah.",
    ]);
    expect(messageText("en", shorterMessage("10:00", "18:00", 8, 9))).toBe(
      'From 10:00 the booking would end at 18:00 (8 hours instead of 9), when the space closes. Tick "I accept the shorter time" to ask for it, or choose an earlier start.',
    );
    expect(messageText("id", shorterMessage("10:00", "18:00", 8, 9))).toBe(
      'Mulai 10.00, reservasi akan berakhir pukul 18.00 (8 jam, bukan 9), saat ruang tutup. Centang "Saya menerima waktu yang lebih singkat" untuk memintanya, atau pilih waktu mulai lebih awal.',
    );
    // The change password form is on ids (ADR 0391): its references are rendered in either language.
    expect([NO_PASSWORD_YET, WRONG_CURRENT_PASSWORD].map((ref) => messageText("en", ref))).toEqual([
      "Your account has no password yet (you log in with Google or Facebook). Use Forgot Password to set one.",
      "Your current password is not correct.",
    ]);
    expect([NO_PASSWORD_YET, WRONG_CURRENT_PASSWORD].map((ref) => messageText("id", ref))).toEqual([
      "Akun Anda belum memiliki kata sandi (Anda masuk dengan Google atau Facebook). Gunakan Lupa Kata Sandi untuk membuatnya.",
      "Kata sandi Anda saat ini salah.",
    ]);
    // Messaging is on ids (ADR 0391): its references are rendered in either language.
    expect(Object.values(MESSAGE_TEXTS).map((ref) => messageText("en", ref))).toEqual(["Please write a message.", "Please keep the message to 2,000 characters or fewer."]);
    expect(Object.values(MESSAGE_TEXTS).map((ref) => messageText("id", ref))).toEqual(["Silakan tulis pesan.", "Mohon batasi pesan hingga 2.000 karakter."]);
    // The account's notices are on ids (ADR 0391): the English is unchanged, the Indonesian is there.
    expect(Object.values(ACCOUNT_NOTICES).map((ref) => messageText("en", ref))).toEqual([
      "Your password has been changed. You have been logged out on your other devices.",
      "Your reservation is cancelled and the spaces are released. Nothing was charged.",
      "This booking is cancelled.",
      "This booking cannot be cancelled.",
      "Booking cancelled. No refund is due under its policy; we e-mailed you the details.",
      "Your date change request is withdrawn. The booking stays as it was.",
      "There is no open request to withdraw.",
      "Your request has been sent to the venue. You will get an e-mail with their answer.",
    ]);
    expect(Object.values(ACCOUNT_NOTICES).map((ref) => messageText("id", ref))).toEqual([
      "Kata sandi Anda telah diubah. Anda telah dikeluarkan dari perangkat Anda yang lain.",
      "Reservasi Anda dibatalkan dan ruangnya dilepas. Tidak ada biaya yang ditagih.",
      "Reservasi ini sudah dibatalkan.",
      "Reservasi ini tidak dapat dibatalkan.",
      "Reservasi dibatalkan. Tidak ada pengembalian dana menurut kebijakannya; kami telah mengirimkan detailnya lewat e-mail.",
      "Permintaan perubahan tanggal Anda telah ditarik. Reservasi tetap seperti semula.",
      "Tidak ada permintaan terbuka untuk ditarik.",
      "Permintaan Anda telah dikirim ke venue. Anda akan menerima e-mail berisi jawabannya.",
    ]);
    expect(messageText("en", cancelledWithRefund("Rp 1.500.000"))).toBe("Booking cancelled. Your refund of Rp 1.500.000 is requested; we e-mailed you the details.");
    expect(messageText("id", cancelledWithRefund("Rp 1.500.000"))).toBe(
      "Reservasi dibatalkan. Pengembalian dana Anda sebesar Rp 1.500.000 sedang diproses; kami telah mengirimkan detailnya lewat e-mail.",
    );
    // A booking's span is written in the page's language where it is made (spanWords).
    const from = new Date("2026-08-17T01:00:00Z");
    expect(spanWords(from, new Date("2026-08-17T04:00:00Z"), "en")).toBe("17/08/2026 09:00 to 12:00");
    expect(spanWords(from, new Date("2026-08-17T04:00:00Z"), "id")).toBe("17/08/2026 09.00 sampai 12.00");
    expect(spanWords(from, new Date("2026-08-18T04:30:00Z"), "id")).toBe("17/08/2026 09.00 sampai 18/08/2026 12.30");
  });

  const post = (url: string, body: Record<string, string>, cookie: string) =>
    new Request(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie }, body: new URLSearchParams(body) });

  it("the change password action answers an Indonesian page in Indonesian, next to the field", async () => {
    const { action } = await import("~/routes/account.password");
    const user = await makeUser(db, "sandi");
    const session = await sessionCookieFor(user.id);
    const id = await (await callRoute(action, post("http://app.test/account/password", { currentPassword: "", password: "", passwordConfirm: "" }, `${session}; lang=id`))).json();
    expect(id.result.error.currentPassword).toEqual(["Mohon masukkan kata sandi Anda saat ini"]);
    const en = await (await callRoute(action, post("http://app.test/account/password", { currentPassword: "", password: "", passwordConfirm: "" }, session))).json();
    expect(en.result.error.currentPassword).toEqual(["Please enter your current password"]);
  });

  it("a message sent from an Indonesian page is refused in Indonesian (the product page's form posts here too)", async () => {
    const { action, loader } = await import("~/routes/messages.new");
    const user = await makeUser(db, "pesan", { isCustomer: true });
    const session = await sessionCookieFor(user.id);
    const url = `http://app.test/messages/new?product=${(await bookableProduct(db, "Hour", 2)).product.id}`;
    const id = await (await callRoute(action, post(url, { body: "  " }, `${session}; lang=id`))).json();
    expect(id.result.error.body).toEqual(["Silakan tulis pesan."]);
    const en = await (await callRoute(action, post(url, { body: "  " }, session))).json();
    expect(en.result.error.body).toEqual(["Please write a message."]);
    const page = await (await callRoute(loader, new Request(url, { headers: { Cookie: `${session}; lang=id` } }))).json();
    expect(page.i18n.messaging.messageSend).toBe("Kirim pesan");
  });
});

describe("the account's other pages in Indonesian (activation, sign-up's end, inquiry, review, team invitation)", () => {
  const idRequest = (path: string, init: RequestInit = {}) => new Request(`http://app.test${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: "lang=id" } });
  const form = (fields: Record<string, string>) => ({ method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });

  it("every message of the activation, resend, review and invitation forms has its Indonesian; English is unchanged", async () => {
    const { ACTIVATION_FAILED } = await import("~/accounts/accounts.server");
    const { INVALID_EMAIL, REVIEW_NOTICES } = await import("~/accounts/notices.server");
    const { REVIEW_TEXTS } = await import("~/reviews/review-schema");
    const { INVITATION_NOTICES, TEAM_MESSAGES } = await import("~/supplier/team.server");
    const { rating, subRating, bodyShort, bodyLong, eventType } = REVIEW_TEXTS;
    // The team's messages are on ids (ADR 0391): rendered in either language, never the id.
    const teamRefs: string[] = [...Object.values(TEAM_MESSAGES), ...Object.values(INVITATION_NOTICES)];
    expect(teamRefs).toHaveLength(8);
    for (const ref of teamRefs) {
      expect(messageText("en", ref), ref).not.toBe(ref);
      expect(messageText("id", ref), ref).not.toBe(messageText("en", ref));
    }
    expect(messageText("en", TEAM_MESSAGES.lastOwner)).toBe("A team needs at least one owner: make another member owner first.");
    // The review form's checks are on ids (ADR 0391).
    const reviewForm = [rating, subRating, bodyShort, bodyLong, eventType];
    expect(reviewForm.map((ref) => messageText("en", ref))).toEqual([
      "Choose a rating from 1 to 5 stars.", "Choose 1 to 5 stars.", "Please write at least 30 characters about your event.",
      "Please keep your review under 2000 characters.", "Choose the kind of event you held.",
    ]);
    expect(reviewForm.map((ref) => messageText("id", ref))).toEqual([
      "Pilih penilaian 1 sampai 5 bintang.", "Pilih 1 sampai 5 bintang.", "Mohon tulis minimal 30 karakter tentang acara Anda.",
      "Mohon tulis ulasan kurang dari 2000 karakter.", "Pilih jenis acara yang Anda adakan.",
    ]);
    // The activation's failure, the sign-up's end and the review page's notices are on ids (ADR 0391).
    expect([ACTIVATION_FAILED, INVALID_EMAIL, REVIEW_NOTICES.published, REVIEW_NOTICES.updated].map((ref) => messageText("en", ref))).toEqual([
      "This activation link is invalid or has expired. Please request a new one.", "Please enter a valid e-mail address", "Thank you: your review is published on the venue page.", "Your review has been updated.",
    ]);
    expect([ACTIVATION_FAILED, INVALID_EMAIL, REVIEW_NOTICES.published, REVIEW_NOTICES.updated].map((ref) => messageText("id", ref))).toEqual([
      "Tautan aktivasi ini tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.", "Mohon masukkan alamat e-mail yang valid", "Terima kasih: ulasan Anda sudah terbit di halaman venue.", "Ulasan Anda telah diperbarui.",
    ]);
    // The review page's refusals are on ids (ADR 0391), the dates DD/MM/YYYY in both languages.
    const { msg } = await import("~/i18n/message-ref");
    const refusals = [
      msg("reviews.onlyPaid"), msg("reviews.cancelled"), msg("reviews.bookingNotFound"), msg("reviews.alreadyReviewed"),
      msg("reviews.notEnded", { date: "17/08/2026" }), msg("reviews.closed", { days: 30, date: "17/08/2026" }), msg("reviews.editClosed", { days: 14, date: "17/08/2026" }),
    ];
    expect(refusals.map((ref) => messageText("en", ref))).toEqual([
      "Only paid bookings can be reviewed.", "This booking was cancelled, so it cannot be reviewed.", "Booking not found.", "This booking has already been reviewed.",
      "You can review this booking once the event has ended (17/08/2026).",
      "Reviews are open for 30 days after the event; this one closed on 17/08/2026.",
      "Reviews can be edited for 14 days; this one was written on 17/08/2026.",
    ]);
    expect(refusals.map((ref) => messageText("id", ref))).toEqual([
      "Hanya reservasi yang sudah dibayar yang dapat diulas.", "Reservasi ini dibatalkan, jadi tidak dapat diulas.", "Reservasi tidak ditemukan.", "Reservasi ini sudah diulas.",
      "Anda dapat mengulas reservasi ini setelah acaranya selesai (17/08/2026).",
      "Ulasan dibuka selama 30 hari setelah acara; ulasan untuk reservasi ini ditutup pada 17/08/2026.",
      "Ulasan dapat diubah selama 14 hari; ulasan ini ditulis pada 17/08/2026.",
    ]);
  });

  it("the activation page and its failed link answer in Indonesian, and the result keeps the language", async () => {
    const { loader } = await import("~/routes/activation");
    const page = await (await callRoute(loader, idRequest("/activation?status=failed"))).json();
    expect(page.i18n.account.activationFailed).toBe("Kami tidak dapat mengaktifkan akun Anda");
    expect(page.i18n.account.activationInvalid).toBe("Tautan aktivasi tidak valid, kedaluwarsa, atau sudah digunakan.");
    const failed = await callRoute(loader, idRequest("/activation?email=a%40example.test&activation=not-a-token"));
    expect(failed.status).toBe(302);
    expect(failed.headers.get("Location")).toMatch(/^\/activation\?email=a%40example\.test&status=failed&lang=id$/);
  });

  it("the sign-up's end sends its Indonesian strings and refuses a mistyped address in Indonesian", async () => {
    const { loader, action } = await import("~/routes/register-complete");
    const page = await (await callRoute(loader, idRequest("/register-complete?email=putu%40example.test"))).json();
    expect(page.i18n.account.registeredTitle).toBe("Pendaftaran berhasil");
    const refused = await callRoute(action, idRequest("/register-complete", form({ email: "not-an-address" })));
    expect(refused.headers.get("Location")).toBe("/register-complete?email=&lang=id");
    // The toast travels in the session cookie: its words are the Indonesian ones.
    const { getToast } = await import("~/utils/toast.server");
    const toast = await getToast(new Request("http://app.test/", { headers: { Cookie: refused.headers.get("Set-Cookie")!.split(";")[0]! } }));
    expect(toast.toast).toMatchObject({ title: "Kesalahan!", description: "Mohon masukkan alamat e-mail yang valid" });
  });

  it("a refused inquiry answers in Indonesian, every message; the page sends its words", async () => {
    const { loader, action } = await import("~/routes/inquiry");
    const page = await (await callRoute(loader, idRequest("/inquiry"))).json();
    expect(page.i18n.account.inquiryTitle).toBe("Pertanyaan");
    expect(page.i18n.enquiry.name).not.toBe("Name");
    const id = await (await callRoute(action, idRequest("/inquiry", form({ email: "nope" })))).json();
    const en = await (await callRoute(action, new Request("http://app.test/inquiry", form({ email: "nope" })))).json();
    const idMessages = Object.values(id.result.error as Record<string, string[]>).flat();
    const enMessages = Object.values(en.result.error as Record<string, string[]>).flat();
    expect(idMessages.length).toBe(enMessages.length);
    expect(idMessages.length).toBeGreaterThan(0);
    for (const [i, m] of idMessages.entries()) expect(m, enMessages[i]).not.toBe(enMessages[i]);
  });

  it("the review page refuses an unpaid booking and an empty review in Indonesian, the aspects in Indonesian", async () => {
    const { loader, action } = await import("~/routes/review.$lineId");
    const owner: CartOwner = { cartSessionId: `ulasan-${Math.random().toString(36).slice(2)}` };
    const fixture = await bookableProduct(db, "Hour", 5);
    const added = await addToCart(owner, cartInput(fixture, { date: daysAhead(20), time: "10:00" }));
    if (!added.ok) throw new Error(JSON.stringify(added));
    const result = await checkout({ owner, userId: null, contact: uniqueContact(), origin: "http://app.test", language: "id" });
    if (!result.ok) throw new Error(result.message);
    const line = (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, result.invoice.id))))!;
    const path = `/review/${line.id}?token=${encodeURIComponent(result.invoice.accessToken)}`;
    const page = await (await callRoute(loader, idRequest(path), { lineId: String(line.id) })).json();
    expect(page.refusal).toBe("Hanya reservasi yang sudah dibayar yang dapat diulas.");
    expect(page.i18n.account.reviewNew).toBe("Ulas reservasi Anda");
    expect(page.subRatings.map((r: { label: string }) => r.label)).not.toContain("Space");
    const refused = await (await callRoute(action, idRequest(path, form({ body: "" })), { lineId: String(line.id) })).json();
    expect(refused.result.error.rating).toEqual(["Pilih penilaian 1 sampai 5 bintang."]);
    expect(refused.result.error.eventType).toEqual(["Pilih jenis acara yang Anda adakan."]);
  });

  it("the vendor sign-up sends its Indonesian words and refuses both forms in Indonesian", async () => {
    const { loader, action } = await import("~/routes/register-vendor");
    const page = await (await callRoute(loader, idRequest("/register-vendor?tab=contact"))).json();
    expect(page.i18n.account.vendorSignUp).toBe("Pendaftaran Vendor");
    expect(page.i18n.pages["tab.faq"]).toBe("Tanya Jawab");
    expect(page.i18n.auth.firstName).toBe("Nama Depan");
    const contact = await (await callRoute(action, idRequest("/register-vendor?tab=contact", form({ intent: "contact", fullName: "", phone: "abc", email: "nope", message: "x".repeat(1200) })))).json();
    expect(contact.result.error.fullName).toEqual(["Mohon isi nama Anda."]);
    expect(contact.result.error.email).toEqual(["Mohon masukkan alamat e-mail yang valid."]);
    const contactErrors = Object.values(contact.result.error as Record<string, string[]>).flat();
    expect(contactErrors.length).toBeGreaterThan(0);
    for (const m of contactErrors) expect(m).not.toMatch(/Please|Your message/);
    const signup = async (request: Request) => Object.values((await (await callRoute(action, request)).json()).result.error as Record<string, string[]>).flat();
    const id = await signup(idRequest("/register-vendor", form({ intent: "signup", email: "nope" })));
    const en = await signup(new Request("http://app.test/register-vendor", form({ intent: "signup", email: "nope" })));
    expect(id.length).toBe(en.length);
    expect(id.length).toBeGreaterThan(0);
    for (const [i, m] of id.entries()) expect(m, en[i]).not.toBe(en[i]);
  });

  it("a used or unknown team invitation link is refused in Indonesian", async () => {
    const { loader, action } = await import("~/routes/team-invitation");
    const gone = "Tautan undangan ini tidak valid, kedaluwarsa, dicabut, atau sudah digunakan. Mintalah tautan baru kepada pemilik tim.";
    const page = await (await callRoute(loader, idRequest("/team-invitation?token=x"))).json();
    expect(page.gone).toBe(gone);
    expect(page.i18n.account.teamInvitation).toBe("Undangan tim");
    const refused = await callRoute(action, idRequest("/team-invitation", form({ token: "x".repeat(40), intent: "accept" })));
    expect(refused.status).toBe(410);
    expect((await refused.json()).message).toBe(gone);
  });
});

describe("the words the server computes for a reservation line (issue 44: on ids)", () => {
  it("quantity, who cancelled and the admin's refund states render in both languages, never as an id", async () => {
    const { CANCELLED_BY_LABELS: vendorBy } = await import("~/supplier/reservations.server");
    const { quantityRef } = await import("~/i18n/quantity-ref");
    const { CANCELLED_BY_LABELS: adminBy, adminRefundState } = await import("~/cancellations/line-cancellations.server");
    const { BRAND } = await import("~/utils/constants");
    const render = (lang: "en" | "id", refs: string[]) => refs.map((ref) => messageText(lang, ref));
    const quantities = [quantityRef(100, "Person"), quantityRef(3, "Day"), quantityRef(2, "Hour")];
    expect(render("en", quantities)).toEqual(["100 pax", "3 day", "2 hour"]);
    expect(render("id", quantities)).toEqual(["100 orang", "3 hari", "2 jam"]);
    const byVendor = [vendorBy.planner, vendorBy.vendor, vendorBy.admin, vendorBy.lapse];
    expect(render("en", byVendor)).toEqual(["the planner", "the venue", BRAND, "the system (balance not paid in time)"]);
    expect(render("id", byVendor)).toEqual(["pemesan", "venue", BRAND, "sistem (pelunasan tidak dibayar tepat waktu)"]);
    const byAdmin = [adminBy.planner, adminBy.lapse, adminBy.late, msg("bookings.byAdminNamed", { by: adminBy.admin, email: "ops@bali.test" })];
    expect(render("en", byAdmin)).toEqual(["Planner", "Automatic (balance not paid)", "Automatic (paid after the release)", "Admin (ops@bali.test)"]);
    expect(render("id", byAdmin)).toEqual(["Perencana acara", "Otomatis (sisa pembayaran tidak dibayar)", "Otomatis (dibayar setelah reservasi dilepas)", "Admin (ops@bali.test)"]);
    const states = [
      adminRefundState({ method: "bank", state: "refunded", transferReference: "TRF-1" }),
      adminRefundState({ method: "gateway", state: "refunded", transferReference: null }),
      adminRefundState({ method: "gateway", state: "failed", transferReference: null }),
      adminRefundState({ method: "bank", state: "requested", transferReference: null }),
      adminRefundState({ method: "gateway", state: "processing", transferReference: null }),
      adminRefundState({ method: "gateway", state: "requested", transferReference: null }),
    ];
    expect(render("en", states)).toEqual(["Sent (reference TRF-1)", "Refunded", "Failed: retry on the refunds page", "To send by bank transfer", "Processing at the gateway", "Requested from the gateway"]);
    expect(render("id", states)).toEqual(["Terkirim (referensi TRF-1)", "Dikembalikan", "Gagal: coba lagi di halaman pengembalian dana", "Untuk dikirim lewat transfer bank", "Diproses di gateway", "Diminta dari gateway"]);
  });
});

describe("dates and times the server wrote, on an Indonesian page", () => {
  it("read HH.mm and WITA (the audit, team activity and cancellation times)", async () => {
    const { baliToUtc } = await import("~/utils/format");
    const { atBaliTime } = await import("~/audit/audit.server");
    const at = baliToUtc("2026-08-17", "09:30");
    // Written in the page's language where they are made (ADR 0391), not parsed back from English.
    expect(atBaliTime(at, "id")).toBe("17/08/2026 09.30 (WITA)");
    expect(atBaliTime(at, "en")).toBe("17/08/2026 09:30 (Bali time)");
    expect(atBaliTime(at)).toBe("17/08/2026 09:30 (Bali time)");
  });
});

describe("times inside a server's text on an Indonesian page (timesIn)", () => {
  it("writes HH.mm in Indonesian and leaves English, dates and non-times alone", async () => {
    const { timesIn } = await import("~/utils/format");
    expect(timesIn("Boardroom, 17/08/2026 09:30 to 17/08/2026 18:00", "id")).toBe("Boardroom, 17/08/2026 09.30 to 17/08/2026 18.00");
    expect(timesIn("17/08/2026 09:30", "en")).toBe("17/08/2026 09:30");
    expect(timesIn("Room 12:99, ratio 3:2, 2026-08-17T09:30", "id")).toBe("Room 12:99, ratio 3:2, 2026-08-17T09:30");
  });
});

// Bahasa Indonesia (issue 27, ADR 0300): both dictionaries complete, the language of a request,
// the switch's redirect (this site only), the account and the invoice keeping the language,
// and the Indonesian formats (money unchanged).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, type CartOwner } from "~/cart/cart.server";
import { checkout } from "~/checkout/checkout.server";
import type { DB } from "~/db.server";
import * as s from "~/db/schema";
import { fromAcceptLanguage, pickLanguage, withLang } from "~/i18n/config";
import { pageCacheLanguage } from "~/i18n/lang.server";
import { DICTIONARIES } from "~/i18n/strings.server";
import { loader as languageLoader } from "~/routes/language";
import { action as loginAction } from "~/routes/login";
import { translateMessage } from "~/i18n/messages.server";
import { loader as rootLoader } from "~/root";
import { loader as searchLoader } from "~/routes/search";
import { action as productAction, loader as productLoader } from "~/routes/product-detail.$id";
import { loader as venueLoader } from "~/routes/venue-detail.$id";
import { formatInvoiceDate, formatNumber, formatRupiah, formatTimeOfDay, formatWeekdayDate } from "~/utils/format";
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

  it("is also the signed-in user's account language (their e-mails' language)", async () => {
    const user = makeUser(db, "bahasa");
    expect(user.language).toBe("en");
    await go("/", "id", await sessionCookieFor(user.id));
    expect(db.select().from(s.users).where(eq(s.users.id, user.id)).get()!.language).toBe("id");
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
    const all = [...Object.values(MESSAGES), PASSWORD_TOO_LONG, ...Object.values(PASSWORD_STRENGTH_MESSAGES), INVALID_CREDENTIALS, NOT_ACTIVATED, RATE_LIMIT_MESSAGE(3)];
    for (const message of all) {
      expect(translateMessage("en", message)).toBe(message);
      expect(translateMessage("id", message), message).not.toBe(message);
    }
    expect(translateMessage("id", RATE_LIMIT_MESSAGE(1))).toBe("Terlalu banyak percobaan. Silakan tunggu 1 menit lalu coba lagi.");
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
  it("keeps the language of the page it was checked out on", () => {
    const owner = { cartSessionId: `guest-${Math.random().toString(36).slice(2)}` } satisfies CartOwner;
    const added = addToCart(owner, cartInput(bookableProduct(db, "Hour", 2), { date: daysAhead(9), time: "10:00" }));
    if (!added.ok) throw new Error(JSON.stringify(added));
    const result = checkout({ owner, userId: null, contact: uniqueContact(), origin: "http://app.test", language: "id" });
    if (!result.ok) throw new Error(result.message);
    expect(db.select().from(s.invoices).where(eq(s.invoices.id, result.invoice.id)).get()!.language).toBe("id");
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
      expect(await get({ "accept-language": "en-US" })).toContain('lang="en"');
      expect(await get({ "accept-language": "en-US" })).toContain('lang="en"');
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
    const { product } = bookableProduct(db, "Hour", 3);
    const id = await (await get(product.id, "id")).json();
    expect(id.i18n.product.addToList).toBe("TAMBAHKAN KE DAFTAR RESERVASI");
    expect(JSON.stringify(id)).not.toContain("ADD TO RESERVATION LIST");
    expect(id.product.paymentTerms).toMatch(/^(Dibayar lunas saat memesan\.|Uang muka \d+ % mengamankan reservasi; .+)$/);
    expect(id.product.venue.policy.words).toMatch(/Tidak bisa dibatalkan sejak sehari sebelum acara \(WITA\)\.$/);
    for (const step of id.product.venue.policy.timeline) expect(step.label).not.toMatch(/refund|cancellation/i);
    expect(id.seo.canonical).toMatch(new RegExp(`/product-detail/${product.id}\\?lang=id$`));
    const en = await (await get(product.id, "en")).json();
    expect(en.i18n.product.addToList).toBe("ADD TO RESERVATION LIST");
    expect(en.product.venue.policy.words).toMatch(/No cancellation from the day before the event \(Bali time\)\.$/);
  });

  it("answers a refused add-to-list in the page's language, each message on its field", async () => {
    const { product } = bookableProduct(db, "Hour", 3);
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
    const { policyWords, policyTimeline, CANCELLATION_POLICIES } = await import("~/cancellations/policies");
    const all: string[] = [
      ...Object.values(ADD_TO_CART_MESSAGES).map((m) => (typeof m === "string" ? m : m(20))),
      ...Object.values(CART_MESSAGES).flatMap((m): string[] => (typeof m === "string" ? [m] : [])),
      CART_MESSAGES.maxPax("Theatre", 120),
      CART_MESSAGES.dateWindow("2026-12-01", "2026-12-31"),
      ...CANCELLATION_POLICIES.flatMap((p) => [policyWords(p), ...policyTimeline(p).map((s) => s.label)]),
    ];
    for (const message of all) {
      expect(translateMessage("en", message)).toBe(message);
      expect(translateMessage("id", message), message).not.toBe(message);
    }
  });
});

describe("the venue page in Indonesian", () => {
  it("sends the venue strings in Indonesian and the cancellation tier in Indonesian; English unchanged", async () => {
    const { subVenue } = bookableProduct(db, "Hour", 3);
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
    const { REVIEW_EVENT_TYPES, SUB_RATINGS } = await import("~/reviews/review-rules");
    for (const { label } of [...REVIEW_EVENT_TYPES, ...SUB_RATINGS]) expect(translateMessage("id", label), label).not.toBe(label);
    expect(translateMessage("id", "Verified booking - event in Aug 2026")).toBe("Reservasi terverifikasi - acara pada Agu 2026");
  });
});

describe("the Bali calendar in Indonesian", () => {
  it("names every public holiday and the closure refusal in Indonesian on an Indonesian page", async () => {
    const { INDONESIAN_PUBLIC_HOLIDAYS, closedMessage } = await import("~/bali-calendar/holidays");
    const { HOLIDAY_NAMES_ID, calendarNotesIn } = await import("~/i18n/messages.server");
    for (const { name } of INDONESIAN_PUBLIC_HOLIDAYS) expect(HOLIDAY_NAMES_ID[name], name).toBeTruthy();
    const notes = { closed: [{ date: "2027-03-09", name: "Nyepi, Day of Silence" }], holidays: [{ date: "2027-08-17", name: "Independence Day" }] };
    expect(calendarNotesIn("id", notes)).toEqual({ closed: [{ date: "2027-03-09", name: "Hari Raya Nyepi" }], holidays: [{ date: "2027-08-17", name: "Hari Kemerdekaan" }] });
    expect(calendarNotesIn("en", notes)).toBe(notes);
    expect(translateMessage("id", closedMessage({ date: "2027-03-09", name: "Nyepi, Day of Silence" }))).toBe("Bali tutup pada 09/03/2027 (Hari Raya Nyepi): silakan pilih tanggal lain");
  });
});

describe("the planner's account and messaging in Indonesian", () => {
  it("every message of the password, cancellation, date change and message forms has its Indonesian; English is unchanged", async () => {
    const { NO_PASSWORD_YET, WRONG_CURRENT_PASSWORD } = await import("~/accounts/accounts.server");
    const { CANCEL_FORM_MESSAGES } = await import("~/cancellations/cancel-form.server");
    const { CANCELLATION_MESSAGES } = await import("~/cancellations/policies");
    const { DATE_CHANGE_MESSAGES } = await import("~/cancellations/date-change.server");
    const { ACCOUNT_NOTICES } = await import("~/i18n/messages/account.server");
    const { MESSAGE_TEXTS } = await import("~/messages/message-rules");
    const { cutoff, cancelled, notPaid, openRequest, sameTime, dateRequired, timeRequired, noteTooLong, bookingPassed } = DATE_CHANGE_MESSAGES;
    const all = [
      NO_PASSWORD_YET, WRONG_CURRENT_PASSWORD, "Please enter your current password", "Please enter a new password",
      ...Object.values(CANCEL_FORM_MESSAGES), ...Object.values(CANCELLATION_MESSAGES).filter((m) => m !== CANCELLATION_MESSAGES.reasonRequired),
      cutoff, cancelled, notPaid, openRequest, sameTime, dateRequired, timeRequired, noteTooLong, bookingPassed,
      ...Object.values(ACCOUNT_NOTICES), ...Object.values(MESSAGE_TEXTS),
      "Only planner accounts can message a venue.", "This product no longer exists.", "This booking cannot be found.", "This conversation cannot be found.",
    ];
    for (const message of all) {
      expect(translateMessage("en", message)).toBe(message);
      expect(translateMessage("id", message), message).not.toBe(message);
    }
    expect(translateMessage("id", "Booking cancelled. Your refund of Rp 1.500.000 is requested; we e-mailed you the details.")).toBe(
      "Reservasi dibatalkan. Pengembalian dana Anda sebesar Rp 1.500.000 sedang diproses; kami telah mengirimkan detailnya lewat e-mail.",
    );
    expect(translateMessage("id", "17/08/2026 09:00 to 12:00")).toBe("17/08/2026 09.00 sampai 12.00");
  });

  const post = (url: string, body: Record<string, string>, cookie: string) =>
    new Request(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie }, body: new URLSearchParams(body) });

  it("the change password action answers an Indonesian page in Indonesian, next to the field", async () => {
    const { action } = await import("~/routes/account.password");
    const user = makeUser(db, "sandi");
    const session = await sessionCookieFor(user.id);
    const id = await (await callRoute(action, post("http://app.test/account/password", { currentPassword: "", password: "", passwordConfirm: "" }, `${session}; lang=id`))).json();
    expect(id.result.error.currentPassword).toEqual(["Mohon masukkan kata sandi Anda saat ini"]);
    const en = await (await callRoute(action, post("http://app.test/account/password", { currentPassword: "", password: "", passwordConfirm: "" }, session))).json();
    expect(en.result.error.currentPassword).toEqual(["Please enter your current password"]);
  });

  it("a message sent from an Indonesian page is refused in Indonesian (the product page's form posts here too)", async () => {
    const { action, loader } = await import("~/routes/messages.new");
    const user = makeUser(db, "pesan", { isCustomer: true });
    const session = await sessionCookieFor(user.id);
    const url = `http://app.test/messages/new?product=${bookableProduct(db, "Hour", 2).product.id}`;
    const id = await (await callRoute(action, post(url, { body: "  " }, `${session}; lang=id`))).json();
    expect(id.result.error.body).toEqual(["Silakan tulis pesan."]);
    const en = await (await callRoute(action, post(url, { body: "  " }, session))).json();
    expect(en.result.error.body).toEqual(["Please write a message."]);
    const page = await (await callRoute(loader, new Request(url, { headers: { Cookie: `${session}; lang=id` } }))).json();
    expect(page.i18n.messaging.messageSend).toBe("Kirim pesan");
  });
});

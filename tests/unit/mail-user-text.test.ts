// User text in e-mails is never a link: only the links a mail builder made itself (activation,
// voucher, dashboard ...) become <a>; a URL, domain or e-mail address typed by a user is escaped
// and broken with zero-width spaces so mail clients do not autolink it. The text reads the same.
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { registerAccount } from "~/accounts/accounts.server";
import { bookingConfirmationMail } from "~/checkout/checkout-mail.server";
import { type DB, tables, first } from "~/db.server";
import { textToHtml } from "~/mail/mail.server";
import { createTestInvoice } from "../support/invoices";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const ORIGIN = "https://app.test";
const PHISH = "Urgent: verify at https://evil.example/login or www.evil.example, mail help@evil.example";

/** The hrefs of every <a> in the HTML. */
const hrefs = (html: string) => [...html.matchAll(/<a\s[^>]*href="([^"]*)"/gi)].map((m) => m[1]!.replace(/&amp;/g, "&"));

/** What a reader sees: tags dropped, entities decoded, zero-width spaces (invisible) removed. */
const visibleText = (html: string) =>
  html
    .replace(/<br>/g, "\n")
    .replace(/<\/p>\n?<p>/g, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&#8203;/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** Runs of text a typical autolinker (Gmail, Outlook, Apple Mail) would make a link from. */
function autolinkable(html: string): string[] {
  const text = html.replace(/<a\s[^>]*>.*?<\/a>/gi, " ").replace(/<[^>]+>/g, " ").replace(/&#8203;/g, "\u200b").replace(/&amp;/g, "&");
  return text.match(/(?:https?:\/\/|www\.)[^\s\u200b<]+|[\w.+-]+@[\w-]+\.[a-z]{2,}|\b[\w-]+\.(?:example|com|net|org|io)\b/gi) ?? [];
}

describe("textToHtml", () => {
  test("user text with URLs, domains and e-mail addresses is never linked and reads the same", () => {
    const text = `Hello ${PHISH},\n\nYour link: ${ORIGIN}/activation?email=a%40b.test&activation=t1`;
    const html = textToHtml(text, { links: [`${ORIGIN}/activation?email=a%40b.test&activation=t1`] });
    expect(hrefs(html)).toEqual([`${ORIGIN}/activation?email=a%40b.test&activation=t1`]);
    expect(autolinkable(html)).toEqual([]);
    expect(visibleText(html)).toContain(PHISH);
  });

  test("without named links nothing is a link, not even our own origin", () => {
    const html = textToHtml(`See ${ORIGIN}/voucher/INV-1 and <b>bold</b>`);
    expect(hrefs(html)).toEqual([]);
    expect(html).not.toContain("<b>");
    expect(autolinkable(html)).toEqual([]);
  });
});

describe("mails built with user text", () => {
  test("an activation mail to a first name with a URL links only the activation link", async () => {
    const email = "ayu.phish@example.test";
    await registerAccount({ firstName: PHISH, lastName: "Lestari", email, password: "Correct-Horse-9" }, { origin: ORIGIN, asSupplier: false });
    const mail = (await first(db.select().from(tables.outbox).where(eq(tables.outbox.to, email)).orderBy(desc(tables.outbox.id))))!;
    const links = hrefs(mail.html!);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(new RegExp(`^${ORIGIN}/activation\\?`));
    expect(autolinkable(mail.html!)).toEqual([]);
    expect(visibleText(mail.html!)).toContain(`Hello ${PHISH},`);
  });

  test("a booking confirmation with a URL in the booker's name and the line note links only our two pages", async () => {
    const invoice = await createTestInvoice(db, { lines: 1 });
    const lines = await db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id));
    const mail = bookingConfirmationMail({ ...invoice, name: "Visit evil.example" }, lines.map((l) => ({ ...l, note: "call http://evil.example/pay" })), ORIGIN);
    const links = hrefs(mail.html!);
    expect(links).toHaveLength(2);
    for (const href of links) expect(new URL(href).origin).toBe(ORIGIN);
    expect(autolinkable(mail.html!)).toEqual([]);
  });
});

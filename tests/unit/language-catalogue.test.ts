// The message catalogues (issue 44, ADR 0391): every id has its English and its Indonesian, with
// the same placeholders; a message reference renders in either language, its parameters filled
// (numbers the language's way, a nested reference rendered too); any other text is left alone.
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "~/i18n/catalog/catalogues.server";
import { catalogueEntries, isMessageRef, messageText, parseMessageRef } from "~/i18n/catalog/text.server";
import { msg } from "~/i18n/message-ref";
import { translateReply } from "~/i18n/messages.server";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?:,\s*(?:number|time))?\}/g)].map((m) => m[1]).sort();

describe("the message catalogues", () => {
  const entries = catalogueEntries();

  it("hold entries of every domain listed", () => {
    expect(Object.keys(CATALOGUES).length).toBeGreaterThan(0);
    expect(entries.length).toBeGreaterThanOrEqual(Object.keys(CATALOGUES).length);
  });

  it.each(catalogueEntries().map((e) => [e.key, e] as const))("%s: English and Indonesian, none empty, the same placeholders", (_key, entry) => {
    expect(entry.en.trim()).not.toBe("");
    expect(entry.id.trim()).not.toBe("");
    expect(placeholders(entry.id)).toEqual(placeholders(entry.en));
  });
});

describe("a message reference", () => {
  it("carries the id and its parameters, and renders in the page's language", () => {
    const ref = msg("messaging.tooLong", { max: 2000 });
    expect(ref).toBe("messaging.tooLong?max=2000");
    expect(parseMessageRef(ref)).toEqual({ key: "messaging.tooLong", params: { max: "2000" } });
    expect(messageText("en", ref)).toBe("Please keep the message to 2,000 characters or fewer.");
    expect(messageText("id", ref)).toBe("Mohon batasi pesan hingga 2.000 karakter.");
  });

  it("renders a parameter that is itself a reference in the same language", () => {
    const ref = msg("messaging.repliesWithinDays", { n: msg("messaging.repliesWithinADay") });
    expect(messageText("id", ref)).toBe("Biasanya membalas dalam Biasanya membalas dalam satu hari hari");
  });

  it("is told from other text: a sentence, an unknown id, a user's dotted word stay as they are", () => {
    expect(isMessageRef("messaging.empty")).toBe(true);
    for (const text of ["Please write a message.", "messaging.noSuchKey", "e.g. Nusa Dua", "venue.example"]) {
      expect(isMessageRef(text), text).toBe(false);
      expect(messageText("id", text)).toBe(text);
    }
  });

  it("is rendered by messageText and translateReply in English too (a page never shows an id)", () => {
    expect(messageText("en", msg("messaging.empty"))).toBe("Please write a message.");
    const reply = { status: "error" as const, error: { body: [msg("messaging.empty")], "": [msg("messaging.plannersOnly")] } };
    expect(translateReply("en", reply).error).toEqual({ body: ["Please write a message."], "": ["Only planner accounts can message a venue."] });
    expect(translateReply("id", reply).error).toEqual({ body: ["Silakan tulis pesan."], "": ["Hanya akun perencana acara yang dapat mengirim pesan ke venue."] });
  });
});

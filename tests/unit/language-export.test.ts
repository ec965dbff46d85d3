// The strings a translator works with (issue 44, ADR 0391): `npm run i18n:export` gives every
// page word and every catalogued message in both languages, under the same keys, none empty.
import { describe, expect, it } from "vitest";
import { exportStrings } from "../../scripts/i18n-export";

describe("npm run i18n:export", () => {
  const { en, id } = exportStrings();

  it("has the same keys in English and in Indonesian, none empty", () => {
    expect(Object.keys(en).length).toBeGreaterThan(2000);
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
    const empty = Object.entries({ ...en }).filter(([key]) => !en[key]!.trim() || !id[key]!.trim());
    expect(empty).toEqual([]);
  });

  it("holds the pages' words and the message catalogues, side by side by key", () => {
    expect(en["dict.search.venueSearch"]).toBe("Venue search");
    expect(en["msg.inquiries.email"]).toBe("Please enter your email address.");
    expect(id["msg.inquiries.email"]).toBe("Mohon isi alamat e-mail Anda.");
    expect(id["msg.messaging.tooLong"]).toBe("Mohon batasi pesan hingga {max, number} karakter.");
  });
});

// The root loader's words (issue 43, ADR 0375): every page gets the header's, footer's and error
// pages' words, not the auth modal's, which the modal fetches from /login's loader when it opens.
import { describe, expect, it } from "vitest";
import { pageLanguage, rootLanguageData } from "~/i18n/page-language.server";

describe("root loader strings", () => {
  it("sends layout and errors only, in the page's language", () => {
    const en = rootLanguageData(new Request("http://app.test/search"));
    expect(Object.keys(en.i18n).sort()).toEqual(["errors", "layout"]);
    const id = rootLanguageData(new Request("http://app.test/search?lang=id"));
    expect(id.lang).toBe("id");
    expect(Object.keys(id.i18n).sort()).toEqual(["errors", "layout"]);
    expect(id.i18n.layout.logIn).not.toBe(en.i18n.layout.logIn);
  });

  it("leaves the auth words to /login's loader, where the modal reads them", () => {
    const login = pageLanguage(new Request("http://app.test/login?lang=id"), "auth");
    expect(login.i18n.auth.firstName).toBe("Nama Depan");
    expect(JSON.stringify(rootLanguageData(new Request("http://app.test/?lang=id")).i18n)).not.toContain("Nama Depan");
  });
});

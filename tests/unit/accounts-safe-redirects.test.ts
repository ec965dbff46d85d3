// Redirect targets taken from the client must stay on this site. Browsers drop tabs
// and newlines from URLs, so "/\t/evil.example" is read as "//evil.example" (another site).
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { action as loginAction } from "~/routes/login";
import { safeRedirect } from "~/utils/url.server";
import { freshDatabase } from "../support/test-db";

beforeAll(async () => {
  await freshDatabase();
});

/** Where a browser would go from this Location, seen from https://app.test/login. */
const resolved = (location: string | null) => new URL((location ?? "").replace(/[\t\n\r]/g, ""), "https://app.test/login");

describe("safeRedirect", () => {
  it.each(["/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "/\t\\evil.example", "\t//evil.example"])(
    "refuses %j, which a browser reads as another site",
    (target) => {
      expect(safeRedirect(target, "/home")).toBe("/home");
    },
  );

  it("keeps ordinary same-site paths with their query", () => {
    expect(safeRedirect("/my-reservation?x=1&y=%2F%2Fa")).toBe("/my-reservation?x=1&y=%2F%2Fa");
    expect(safeRedirect("/dashboard")).toBe("/dashboard");
  });
});

describe("login redirectTo", () => {
  it("a redirectTo hiding '//' behind a tab does not send the user to another site", async () => {
    const request = new Request("http://app.test/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "10.9.9.9" },
      body: new URLSearchParams({
        intent: "login",
        email: DEMO_ACCOUNTS.customer.email,
        password: DEMO_ACCOUNTS.customer.password,
        redirectTo: "/\t/evil.example/phish",
      }),
    });
    let response: Response;
    try {
      response = await loginAction({ request, params: {}, context: {} } as never);
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      response = thrown;
    }
    expect(response.status).toBe(302);
    expect(resolved(response.headers.get("Location")).origin).toBe("https://app.test");
  });
});

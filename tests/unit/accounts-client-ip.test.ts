import { describe, expect, it } from "vitest";
import { clientIp } from "~/accounts/rate-limit.server";

const req = (headers: Record<string, string>) => new Request("http://localhost/login", { headers });

describe("clientIp", () => {
  it("prefers the address our server wrote over anything forwarded", () => {
    expect(clientIp(req({ "x-client-ip": "203.0.113.9", "x-forwarded-for": "198.51.100.1" }))).toBe("203.0.113.9");
  });
  it("falls back to the nearest proxy's entry, then one shared bucket", () => {
    expect(clientIp(req({ "x-forwarded-for": "198.51.100.1, 10.0.0.2" }))).toBe("10.0.0.2");
    expect(clientIp(req({}))).toBe("direct");
  });
});

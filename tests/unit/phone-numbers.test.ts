// Phone numbers typed with +, spaces, dashes and brackets are accepted and stored in E.164,
// Indonesian by default; nonsense and numbers outside any allocated range (libphonenumber-js's
// metadata, on the server) are refused with a message next to the field.
import { describe, expect, it } from "vitest";
import { normalisePhone } from "~/utils/phone";
import { SupplierProfileSchema } from "~/supplier/schemas";
import { messageText } from "~/i18n/catalog/text.server";

describe("normalisePhone", () => {
  it.each([
    ["+62 361 123-456", "+62361123456"],
    ["0361 123456", "+62361123456"],
    ["(0361) 123-456", "+62361123456"],
    ["0812-3456-7890", "+6281234567890"],
    ["62 812 3456 7890", "+6281234567890"],
    ["812 3456 7890", "+6281234567890"],
    ["0062 361 123456", "+62361123456"],
    ["+61 2 9876 5432", "+61298765432"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+62 (0)361 123456", "+62361123456"], // the trunk 0 written after the country code
  ])("%s is %s", (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each([
    "", "abc", "+62", "0361", "++62361123456", "12345", "+1234567890123456", "0361 12a456", "0361-abc",
    // The right shape, but no such number: unknown area code, too short a mobile, a US number without its area code.
    "+62 999 1234 567", "+62 81234", "+1 555 0100",
  ])("refuses %j", (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  it("is idempotent", () => {
    for (const input of ["+62 361 123-456", "0812-3456-7890", "+61 2 9876 5432"]) {
      const once = normalisePhone(input)!;
      expect(normalisePhone(once)).toBe(once);
    }
  });
});

describe("supplier profile phone", () => {
  const base = {
    name: "PT Test", address: "Jl. Test 1", contactPerson: "Made", location: "Ubud",
    bankAccount: "123", bankName: "BCA", bankAddress: "Ubud",
  };
  it("accepts + spaces and dashes and stores E.164", () => {
    const parsed = SupplierProfileSchema.safeParse({ ...base, phone: "+62 361 123-456" });
    expect(parsed.success && parsed.data.phone).toBe("+62361123456");
  });
  it("refuses letters with the message on the phone field", () => {
    const parsed = SupplierProfileSchema.safeParse({ ...base, phone: "call me" });
    expect(parsed.success).toBe(false);
    const message = parsed.error!.issues.find((i) => i.path[0] === "phone")!.message;
    expect(messageText("en", message)).toMatch(/phone number/);
    expect(messageText("id", message)).toMatch(/nomor telepon/);
  });
});

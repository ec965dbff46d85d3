// Person names may not carry a web address, an e-mail address or < >: sign-up (customer and
// vendor, page and /v1), checkout contact, the vendor profile's contact person and the
// bank-transfer confirmation refuse them with a message next to the field.
import { parseWithZod } from "@conform-to/zod/v4";
import { beforeAll, describe, expect, test } from "vitest";
import { SignupSchema } from "~/accounts/account-schemas.server";
import { isPersonName, PERSON_NAME_MESSAGE } from "~/accounts/person-name";
import { ContactSchema } from "~/checkout/contact-schema.server";
import { PaymentConfirmationSchema } from "~/payments/confirmation-schema.server";
import { action as registerAction } from "~/routes/v1.register";
import { SupplierProfileSchema } from "~/supplier/schemas";
import { freshDatabase } from "../support/test-db";

beforeAll(async () => {
  await freshDatabase();
});

const NOT_NAMES = [
  "Urgent: verify at https://evil.example",
  "https://evil.example",
  "evil.example",
  "Go to www.evil",
  "help@evil.example",
  "Ayu <b>",
  "javascript:alert(1)",
  "bit.ly/x",
];
const NAMES = ["Ni Made Ayu", "O'Brien", "José-María", "St. John", "Dr. Wayan Sudarsana", "J.R.R. Tolkien", "李 小龍", "Putu (Tut)"];

const signup = (firstName: string, lastName = "Lestari") => ({
  firstName,
  lastName,
  email: "ayu@example.test",
  password: "Correct-Horse-9",
  passwordConfirm: "Correct-Horse-9",
});

describe("isPersonName", () => {
  test.each(NOT_NAMES)("refuses %j", (name) => expect(isPersonName(name)).toBe(false));
  test.each(NAMES)("accepts %j", (name) => expect(isPersonName(name)).toBe(true));
});

describe("forms refuse a name with a URL, with the message next to the field", () => {
  test("sign-up: first and last name", () => {
    const form = new URLSearchParams({ ...signup("https://evil.example", "mail@evil.example") });
    const submission = parseWithZod(form, { schema: SignupSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toMatchObject({ firstName: [PERSON_NAME_MESSAGE], lastName: [PERSON_NAME_MESSAGE] });
    expect(SignupSchema.safeParse(signup("Ayu")).success).toBe(true);
  });

  test("checkout contact name", () => {
    const form = new URLSearchParams({ name: "Visit evil.example", cellPhone: "08123456789", email: "ayu@example.test" });
    expect(parseWithZod(form, { schema: ContactSchema }).reply().error).toMatchObject({ name: [PERSON_NAME_MESSAGE] });
    expect(ContactSchema.safeParse({ name: "Ayu Lestari", cellPhone: "08123456789", email: "ayu@example.test" }).success).toBe(true);
  });

  test("vendor profile contact person and bank-transfer full name", () => {
    const profile = SupplierProfileSchema.safeParse({ contactPerson: "www.evil.example" });
    expect(profile.error?.issues.find((i) => i.path[0] === "contactPerson")?.message).toBe(PERSON_NAME_MESSAGE);
    const confirmation = PaymentConfirmationSchema.safeParse({ fullName: "<script>" });
    expect(confirmation.error?.issues.find((i) => i.path[0] === "fullName")?.message).toBe(PERSON_NAME_MESSAGE);
  });

  test("/v1/register answers 400 with the message under the field", async () => {
    const request = new Request("http://app.test/v1/register", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Client-IP": "10.7.7.7" },
      body: JSON.stringify({ ...signup("Urgent: verify at https://evil.example"), email: "phish@example.test" }),
    });
    const response = await registerAction({ request, params: {}, context: {} } as never);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.firstName).toEqual(["A name may not contain a web address, an e-mail address or < >"]);
  });
});

// Real SMTP on loopback: the activation e-mail leaves through nodemailer (delivered by the job
// runner, not by the request), is read back from an smtp-server, and its link activates the account.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { activateAccount, registerAccount } from "~/accounts/accounts.server";
import { type DB, tables, first } from "~/db.server";
import { getEnv } from "~/env.server";
import { runDueJobs } from "~/jobs/runner.server";
import { resetMailTransport } from "~/mail/mail.server";
import { startSmtpServer, type LoopbackSmtp, type ReceivedMail } from "../support/smtp-server";
import { freshDatabase } from "../support/test-db";

const received: ReceivedMail[] = [];
let server: LoopbackSmtp;
let db: DB;

beforeAll(async () => {
  db = await freshDatabase({ seed: false });
  server = await startSmtpServer({ received });
  const env = getEnv(); // parsed once and cached: point it at the loopback server
  env.SMTP_HOST = "127.0.0.1";
  env.SMTP_PORT = server.port;
  env.MAIL_FROM = "Bali MICE <no-reply@balimice.test>";
  resetMailTransport();
});

afterAll(async () => {
  const env = getEnv();
  env.SMTP_HOST = undefined;
  resetMailTransport();
  await server.close();
});

/** Undoes quoted-printable soft breaks and escapes, enough to read a URL back. */
function decodeQuotedPrintable(s: string) {
  return s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

it("sends the activation e-mail through SMTP and the link in it activates the account", async () => {
  const email = "smtp.user@example.test";
  await registerAccount(
    { firstName: "Smtp", lastName: "User", email, password: "Secret123!" },
    { origin: "https://balimice.example", asSupplier: false },
  );
  expect(received).toHaveLength(0); // queued by the request, sent by the runner
  expect(await runDueJobs()).toMatchObject({ done: 1, retry: 0 });
  expect(received).toHaveLength(1);
  const message = received[0];
  expect(message.to).toEqual([email]);
  expect(message.from).toBe("no-reply@balimice.test");
  expect(message.raw).toMatch(/^Subject: Activate your Bali MICE account/m);
  expect(message.raw).toMatch(/Content-Type: text\/plain/);
  expect(message.raw).toMatch(/Content-Type: text\/html/);

  const body = decodeQuotedPrintable(message.raw);
  const link = body.match(/https:\/\/balimice\.example\/activation\?[^\s"<]+/)?.[0];
  expect(link).toBeTruthy();
  const params = new URL(link!.replace(/&amp;/g, "&")).searchParams;
  expect(params.get("email")).toBe(email);

  const row = (await first(db.select().from(tables.outbox).where(eq(tables.outbox.to, email))))!;
  expect(row.status).toBe("sent");
  expect((await activateAccount(email, params.get("activation")!)).ok).toBe(true);
});

it("keeps the message queued with the error, for a retry, when the SMTP server is unreachable", async () => {
  const env = getEnv();
  const port = env.SMTP_PORT;
  env.SMTP_PORT = 1; // nothing listens there
  resetMailTransport();
  try {
    const email = "smtp.down@example.test";
    await registerAccount({ firstName: "Down", lastName: "Server", email, password: "Secret123!" }, { origin: "https://x.test", asSupplier: false });
    expect(await runDueJobs()).toMatchObject({ done: 0, retry: 1 });
    const row = (await first(db.select().from(tables.outbox).where(eq(tables.outbox.to, email))))!;
    expect(row.status).toBe("queued");
    expect(row.attempts).toBe(1);
    expect(row.error).toMatch(/ECONNREFUSED/);
    // The account itself was created: the user can ask for the link again.
    expect(await first(db.select().from(tables.users).where(eq(tables.users.email, email)))).toBeTruthy();
  } finally {
    env.SMTP_PORT = port;
    resetMailTransport();
  }
});

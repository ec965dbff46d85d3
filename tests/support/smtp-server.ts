// A real SMTP server on loopback for tests (smtp-server): accepts every mail without TLS or
// AUTH and keeps what arrived, as nodemailer delivered it.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; subject: string; raw: string };

export type LoopbackSmtp = { port: number; received: ReceivedMail[]; close: () => Promise<void> };

/**
 * Starts the server on 127.0.0.1 (`port` 0: any free port).
 * @param options.received where arrived mails go (a list shared by several servers in one test)
 * @param options.answerDelayMs wait before accepting each mail, as a real server takes a moment
 */
export async function startSmtpServer(options: { port?: number; received?: ReceivedMail[]; answerDelayMs?: number } = {}): Promise<LoopbackSmtp> {
  const received = options.received ?? [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: raw.match(/^Subject: (.*)$/m)?.[1] ?? "",
          raw,
        });
        if (options.answerDelayMs) setTimeout(callback, options.answerDelayMs);
        else callback();
      });
    },
  });
  // A client killed mid-conversation (mail-delivery-processes.test's SIGKILL) resets its
  // connection; smtp-server reports that on the server's "error" event, which without a listener
  // was an uncaught ECONNRESET failing the whole unit run. The server goes on serving.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Memory (issue 17, ADR 0244): the password dictionaries and sharp are loaded by their first
// use, not when the server starts. Checked in a fresh process, where nothing else loaded them.
import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";

const probe = `
  const { createRequire } = await import("node:module");
  const cache = () => Object.keys(createRequire(import.meta.url).cache);
  // sharp's own files come in through the ESM loader; its native binding (@img/sharp-<platform>) is
  // required, and listed.
  const loaded = (name) => cache().some((path) => path.includes("/node_modules/" + name));
  const strength = await import("./app/accounts/password-strength.server.ts");
  const image = await import("./app/storage/image.server.ts");
  const atStart = { zxcvbn: loaded("@zxcvbn-ts/language-common"), sharp: loaded("@img/sharp-") };
  // The refusal is a message id (ADR 0391): its English is what the page shows.
  const { messageText } = await import("./app/i18n/catalog/text.server.ts");
  const problem = messageText("en", strength.passwordStrengthProblem("password123"));
  const reencoded = await image.reencodeImage(new Uint8Array([1, 2, 3]), "png");
  console.log(JSON.stringify({ atStart, afterUse: { zxcvbn: loaded("@zxcvbn-ts/language-common"), sharp: loaded("@img/sharp-") }, problem, reencoded }));
`;

it("loads the password dictionaries and sharp on first use, not at import", () => {
  const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", probe], {
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "test" },
  });
  const result = JSON.parse(out.trim().split("\n").at(-1)!);
  expect(result.atStart).toEqual({ zxcvbn: false, sharp: false });
  expect(result.afterUse).toEqual({ zxcvbn: true, sharp: true });
  // Still working: a leaked password is refused, bytes that are not an image are refused.
  expect(result.problem).toMatch(/too common/);
  expect(result.reencoded).toBeNull();
});

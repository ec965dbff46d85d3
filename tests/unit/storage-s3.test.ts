// Files on object storage (issue 29, ADR 0330): the bucket behaves as the local folder does
// (same contract, run against both), unsafe keys are refused before anything is written, and
// two app instances sharing the bucket serve what the other stored: public images through
// /files/*, receipts only through their signed link, never by a guessable public path. The
// S3 server is s3rver in a temp folder, started and stopped by this file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { ConfigError, parseEnv } from "~/env.server";
import { S3Storage } from "~/storage/s3-storage.server";
import { LocalDiskStorage, type FileStorage } from "~/storage/storage.server";
import { startLocalS3, type LocalS3 } from "../support/s3-server";
import { freshDatabase } from "../support/test-db";

let s3: LocalS3;
const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-storage-"));
beforeAll(async () => {
  s3 = await startLocalS3();
  await freshDatabase();
});
afterAll(async () => {
  await s3?.close();
});

const backends: [string, () => FileStorage][] = [
  ["local disk", () => new LocalDiskStorage(localRoot)],
  ["S3 bucket", () => new S3Storage(s3.settings)],
];

describe.each(backends)("the storage contract on %s", (_name, make) => {
  test("put, get, exists, delete: bytes come back unchanged with the type of their extension", async () => {
    const storage = make();
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0]);
    await storage.put("venues/7/abc.jpg", bytes, "image/jpeg");
    expect(await storage.exists("venues/7/abc.jpg")).toBe(true);
    const file = await storage.get("venues/7/abc.jpg");
    expect(file && new Uint8Array(file.data)).toEqual(bytes);
    expect(file?.contentType).toBe("image/jpeg");
    // A stored Content-Type never decides how a file is served: the extension does.
    await storage.put("receipts/x/doc.pdf", new TextEncoder().encode("%PDF-1.7"), "text/html");
    expect((await storage.get("receipts/x/doc.pdf"))?.contentType).toBe("application/pdf");

    await storage.delete("venues/7/abc.jpg");
    expect(await storage.exists("venues/7/abc.jpg")).toBe(false);
    expect(await storage.get("venues/7/abc.jpg")).toBeNull();
    await storage.delete("venues/7/abc.jpg"); // deleting twice is no error
    expect(await storage.get("venues/7/never-stored.jpg")).toBeNull();
  });

  test("list names the files directly in a folder, with when they were written", async () => {
    const storage = make();
    const before = Date.now() - 5_000;
    await storage.put("receipts/uploads/a.pdf", new Uint8Array([1]), "application/pdf");
    await storage.put("receipts/uploads/b.png", new Uint8Array([2]), "image/png");
    await storage.put("receipts/uploads/sub/c.pdf", new Uint8Array([3]), "application/pdf");
    await storage.put("receipts/uploads-other/d.pdf", new Uint8Array([4]), "application/pdf");
    const listed = await storage.list("receipts/uploads");
    expect(listed.map((f) => f.key).sort()).toEqual(["receipts/uploads/a.pdf", "receipts/uploads/b.png"]);
    expect(listed.length).toBeGreaterThan(0);
    for (const f of listed) expect(f.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(await storage.list("receipts/nothing-here")).toEqual([]);
  });

  test("a key made from a hostile file name is refused before anything is written", async () => {
    const storage = make();
    for (const key of ["../../etc/passwd", "venues/../../../x.jpg", "/etc/passwd", "venues/a b.jpg", "venues/<script>.jpg", "venues/%2e%2e/x.jpg", "", "venues//x.jpg"]) {
      await expect(storage.put(key, new Uint8Array([1]), "image/jpeg"), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Unsafe storage key/);
    }
    expect(fs.existsSync(path.join(localRoot, "..", "x.jpg"))).toBe(false);
  });
});

describe("object storage settings", () => {
  const local = { SESSION_SECRET: "a-test-secret-of-sufficient-length" };
  test("without S3_* the files stay on local disk; a half-configured bucket stops the start", () => {
    expect(parseEnv(local).S3).toBeUndefined();
    expect(parseEnv({ ...local, ...s3.env }).S3).toEqual(s3.settings);
    expect(() => parseEnv({ ...local, S3_BUCKET: "b-bucket" })).toThrow(ConfigError);
    expect(() => parseEnv({ ...local, S3_BUCKET: "b-bucket" })).toThrow(/S3_ACCESS_KEY_ID: required/);
  });
});

/** One app instance: its own module graph (settings, storage client, routes) and its own local folder. */
async function appInstance(name: string, overrides: Record<string, string> = {}) {
  vi.resetModules();
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), `balimice-${name}-`));
  const saved = { ...process.env };
  Object.assign(process.env, s3.env, { STORAGE_DIR: storageDir, JOB_RUNNER: "off" }, overrides);
  try {
    const { getEnv } = await import("~/env.server");
    getEnv(); // parsed (and cached in this instance) while the S3 settings are in process.env
    const [images, files, upload, receipt, health] = await Promise.all([
      import("~/supplier/images.server"),
      import("~/routes/files.$"),
      import("~/routes/v1.file.upload"),
      import("~/routes/v1.file.receipt"),
      import("~/ops/health.server"),
    ]);
    const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} }) as never;
    const answer = async (fn: () => Promise<Response>) => {
      try {
        return await fn();
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    };
    return {
      storageDir,
      addVenueImage: images.addVenueImage,
      checkVenueImage: images.checkVenueImage,
      file: (url: string) => answer(() => files.loader(args(new Request(`http://app.test${url}`), { "*": url.replace(/^\/files\//, "") }))),
      upload: (form: FormData) =>
        answer(() => upload.action(args(new Request("http://app.test/v1/file/upload", { method: "POST", body: form, headers: { "X-Client-IP": `10.2.${name.length}.9` } })))),
      receipt: (url: string) => answer(() => receipt.loader(args(new Request(url)))),
      readiness: () => health.checkReadiness(),
    };
  } finally {
    process.env = saved;
  }
}

describe("two app instances sharing the bucket", () => {
  test("a venue photo uploaded through one is served, with its variants, by the other; neither keeps it on its disk", async () => {
    const a = await appInstance("a");
    const b = await appInstance("b");
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 90, b: 30 } } }).jpeg().toBuffer();
    const check = await a.checkVenueImage(jpeg);
    expect(check.ok).toBe(true);
    const image = await a.addVenueImage(1, (check as { bytes: Uint8Array }).bytes);

    const fromA = await a.file(`/files/${image.fileKey}`);
    const fromB = await b.file(`/files/${image.fileKey}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("Content-Type")).toBe("image/jpeg");
    expect(fromB.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    const variant = await b.file(`/files/${image.fileKey.replace(/\.jpg$/, ".w640.webp")}`);
    expect(variant.status).toBe(200);
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(640);

    // Nothing on either instance's local disk: the bucket is the only copy.
    for (const dir of [a.storageDir, b.storageDir]) expect(fs.readdirSync(dir)).toEqual([]);
    // Both instances are ready, the bucket being their storage check.
    for (const instance of [a, b]) expect((await instance.readiness()).checks.storage).toBe("ok");
  });

  test("readiness probes of both at the same moment: puts and deletes in one folder all succeed, and the folder a delete empties stays", async () => {
    const storage = new S3Storage(s3.settings);
    // Each /readyz probe writes a key in health/ and deletes it (app/ops/health.server.ts). s3rver
    // removed the folder a delete emptied, and a put opening its file there at that moment ended
    // the stand-in's process (CI44, ADR 0454): tests/support/s3-server.ts keeps the folder.
    for (let round = 0; round < 10; round++) {
      await Promise.all(
        [0, 1, 2, 3].map(async (probe) => {
          await storage.put(`health/probe-${probe}.txt`, new TextEncoder().encode(String(round)), "text/plain");
          await storage.delete(`health/probe-${probe}.txt`);
        }),
      );
    }
    expect(await storage.list("health")).toEqual([]);
    expect(fs.statSync(path.join(s3.directory, s3.settings.bucket, "health")).isDirectory()).toBe(true);
  });

  test("an instance whose bucket cannot be reached is not ready, and says so in seconds", async () => {
    const closed = await appInstance("c", { S3_ENDPOINT: "http://127.0.0.1:9" });
    const started = Date.now();
    const readiness = await closed.readiness();
    expect(readiness.checks.storage).toBe("fail");
    expect(readiness.reasons).toContain("storage: not writable");
    expect(Date.now() - started).toBeLessThan(10_000);
    const missingBucket = await appInstance("d", { S3_BUCKET: "no-such-bucket" });
    expect((await missingBucket.readiness()).checks.storage).toBe("fail");
  });

  test("a receipt uploaded through one with a hostile file name is served by the other only through its signed link", async () => {
    const a = await appInstance("a");
    const b = await appInstance("b");
    const pdf = new Uint8Array(2048);
    pdf.set(new TextEncoder().encode("%PDF-1.7\n"));
    const form = new FormData();
    form.append("file", new File([pdf], "../../../../etc/passwd.pdf", { type: "application/pdf" }));
    const uploaded = await a.upload(form);
    expect(uploaded.status).toBe(201);
    const link = ((await uploaded.json()) as { data: { fileFullUrl: string } }).data.fileFullUrl;
    const key = new URL(link).searchParams.get("key")!;
    // The client's file name is not the key.
    expect(key).toMatch(/^receipts\/uploads\/[0-9a-f-]{36}\.pdf$/);

    const served = await b.receipt(link);
    expect(served.status).toBe(200);
    expect(served.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
    // Without the signature, or by the public files path, the other instance does not serve it.
    const unsigned = new URL(link);
    unsigned.searchParams.set("signature", "0".repeat(64));
    expect((await b.receipt(unsigned.toString())).status).toBe(404);
    expect((await b.file(`/files/${key}`)).status).toBe(404);
  });
});

// A local S3-compatible server (s3rver, files in a temp folder) on a free port, owned by the
// test file that starts it: no separate process for the test script to manage (ADR 0330).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "~/env.server";

export type LocalS3 = { settings: S3Settings; env: Record<string, string>; directory: string; close: () => Promise<void> };

type FilesystemStore = { getResourcePath(bucket: string, key: string, type: string): string };

/**
 * s3rver's deleteObject removes the folders a delete leaves empty. A put under the same prefix at
 * that moment (its folder made, its file not yet opened) then gets an ENOENT on a write stream
 * with no error handler, and the stand-in's process ends: two concurrent /readyz probes did that
 * in CI44 (ADR 0454). S3 has no folders and a disk store keeps them, so deletes here keep them too.
 */
function keepEmptyFolders(server: S3rver) {
  const store = (server as unknown as { store: FilesystemStore & { deleteObject(bucket: string, key: string): Promise<void> } }).store;
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      (["object", "object.md5", "metadata.json"] as const).map((type) =>
        fs.promises.unlink(store.getResourcePath(bucket, key, type)).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== "ENOENT") throw err;
        }),
      ),
    );
  };
}

export async function startLocalS3(bucket = "balimice-test"): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", directory, silent: true, configureBuckets: [{ name: bucket }] });
  keepEmptyFolders(server);
  const { port } = await server.run();
  // s3rver accepts any signature made with its default key pair.
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: settings.endpoint!,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  };
  return {
    settings,
    env,
    directory,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

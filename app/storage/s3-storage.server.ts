// The FileStorage of several app instances: an S3-compatible bucket (ADR 0330). Objects are
// private (no ACL, no public URL): the app reads them and serves them with its own checks, as
// it does from the local folder. The SDK is loaded on first use, so the default (local disk)
// setup never pays for it.
import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "~/env.server";
import { assertSafeKey, contentTypeOf, type FileStorage } from "~/storage/file-storage.server";

type Sdk = typeof import("@aws-sdk/client-s3");

export class S3Storage implements FileStorage {
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(private readonly settings: S3Settings) {}

  private connect() {
    this.connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.settings.region,
        endpoint: this.settings.endpoint,
        forcePathStyle: this.settings.forcePathStyle,
        credentials: { accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey },
        // Checksums only where S3 requires them: several S3-compatible servers (s3rver, older
        // MinIO, some hosted ones) reject or ignore the SDK's default CRC trailers.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        // An unreachable bucket must fail a request (and /readyz) in seconds, not hang it.
        requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
        maxAttempts: 2,
      }),
    }));
    return this.connection;
  }

  async put(key: string, data: Uint8Array, contentType: string) {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: data, ContentType: contentType }));
  }

  /** A file streamed from disk: its size is sent up front, so the SDK never holds it whole. */
  async putStream(key: string, body: Readable, size: number, contentType: string) {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentLength: size, ContentType: contentType }),
    );
  }

  async get(key: string) {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!object.Body) return null;
      const data = Buffer.from(await object.Body.transformToByteArray());
      // The key's extension decides the type, as on local disk: a stored header never does.
      return { data, contentType: contentTypeOf(key) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string) {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async exists(key: string) {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** The files directly in the folder (not in its subfolders), as LocalDiskStorage lists them. */
  async list(prefix: string) {
    const folder = `${assertSafeKey(prefix.replace(/\/$/, ""))}/`;
    const { sdk, client } = await this.connect();
    const files: { key: string; modifiedAt: Date }[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: folder, Delimiter: "/", ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.Key !== folder) files.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files;
  }

  /** The size of every object in the bucket, by key (one paged listing, 1000 a page). */
  async sizes(): Promise<Map<string, number>> {
    const { sdk, client } = await this.connect();
    const sizes = new Map<string, number>();
    let token: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) sizes.set(object.Key, object.Size ?? 0);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return sizes;
  }

  url(key: string) {
    return `/files/${key}`;
  }
}

function isNotFound(error: unknown) {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  // A missing bucket is a fault to report, not a missing file.
  return e?.name !== "NoSuchBucket" && (e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404);
}

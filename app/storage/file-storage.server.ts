// What every file storage backend is and obeys: the interface, the content type of a key and the
// safe-key rule. Its own module, so the backends (storage.server.ts, s3-storage.server.ts) and
// the choice between them do not import each other.
import path from "node:path";

export interface FileStorage {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Files under a key prefix (a folder), with when they were last written. */
  list(prefix: string): Promise<{ key: string; modifiedAt: Date }[]>;
  /** Public URL of a stored file. */
  url(key: string): string;
}

const CONTENT_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".pdf": "application/pdf",
  ".svg": "image/svg+xml",
};

/** The type a file is served with follows its key's extension (a fixed list), on every backend. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

/** Keys are relative paths made of safe segments; anything else is refused. */
export function assertSafeKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) || key.includes("..")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
  return key;
}

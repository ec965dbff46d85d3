// Files behind one interface. The default keeps them on local disk under STORAGE_DIR; with the
// S3_* settings they live in an S3-compatible bucket (ADR 0330), so several app instances share
// them. Either way the app serves them: public images through the /files/* resource route,
// receipts and enquiry documents only through routes that check who asks.
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv, type Env } from "~/env.server";
import { S3Storage } from "~/storage/s3-storage.server";

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

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string) {
    return path.join(path.resolve(this.root), assertSafeKey(key));
  }

  async put(key: string, data: Uint8Array) {
    const file = this.resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
  }

  async get(key: string) {
    try {
      const data = await fs.readFile(this.resolve(key));
      return { data, contentType: contentTypeOf(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string) {
    await fs.rm(this.resolve(key), { force: true });
  }

  async exists(key: string) {
    const stat = await fs.stat(this.resolve(key)).catch(() => null);
    return !!stat?.isFile();
  }

  async list(prefix: string) {
    const dir = this.resolve(prefix.replace(/\/$/, ""));
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    const files = await Promise.all(
      names.map(async (name) => {
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        return stat?.isFile() ? { key: `${prefix.replace(/\/$/, "")}/${name}`, modifiedAt: stat.mtime } : null;
      }),
    );
    return files.filter((f): f is { key: string; modifiedAt: Date } => f !== null);
  }

  url(key: string) {
    return `/files/${key}`;
  }
}

let storage: FileStorage | undefined;

/** The backend the settings choose: the bucket when S3_BUCKET is set, else the local folder. */
export function createStorage(env: Env): FileStorage {
  return env.S3 ? new S3Storage(env.S3) : new LocalDiskStorage(env.STORAGE_DIR);
}

export function getStorage(): FileStorage {
  storage ??= createStorage(getEnv());
  return storage;
}

/** The next getStorage() follows the settings as they are then (rereadEnv). */
export function forgetStorage(): void {
  storage = undefined;
}

export function fileUrl(key: string | null | undefined): string {
  return key ? `/files/${key}` : "/images/placeholder.jpg";
}

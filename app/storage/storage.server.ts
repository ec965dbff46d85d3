// Files behind one interface. The default keeps them on local disk under STORAGE_DIR; with the
// S3_* settings they live in an S3-compatible bucket (ADR 0330), so several app instances share
// them. Either way the app serves them: public images through the /files/* resource route,
// receipts and enquiry documents only through routes that check who asks.
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv, type Env } from "~/env.server";
import { assertSafeKey, contentTypeOf, type FileStorage } from "~/storage/file-storage.server";
import { S3Storage } from "~/storage/s3-storage.server";

// The interface and the key rules every backend shares (app/storage/file-storage.server.ts).
export { assertSafeKey, contentTypeOf, type FileStorage };

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

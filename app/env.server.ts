// Configuration from environment variables, validated once at start-up.
// Every variable has a safe default for the embedded setup (SQLite file, captured
// e-mail, local payment sandbox, local-disk storage); see README "Configuration".
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as z from "zod";

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  /** Public origin used in e-mail links and gateway callbacks. */
  APP_URL: optional,
  DATABASE_PATH: z.string().default("./data/app.db"),
  STORAGE_DIR: z.string().default("./data/uploads"),
  /** Cookie signing secret. When unset, a random one is made and kept beside the database. */
  SESSION_SECRET: z.string().min(16).optional(),
  /** Set to "true" to seed the database when it is empty at start-up. */
  SEED_IF_EMPTY: z.enum(["true", "false"]).default("true"),
  SMTP_HOST: optional,
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_SECURE: z.enum(["true", "false"]).default("false"),
  SMTP_USER: optional,
  SMTP_PASSWORD: optional,
  MAIL_FROM: z.string().default("Bali MICE <no-reply@balimice.local>"),
  MIDTRANS_SERVER_KEY: optional,
  MIDTRANS_CLIENT_KEY: optional,
  MIDTRANS_PRODUCTION: z.enum(["true", "false"]).default("false"),
  /** Override of the Snap API base URL (tests point it at a local stand-in). */
  MIDTRANS_SNAP_URL: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  CONTACT_PHONE: z.string().default("+62 361 123 4567"),
  CONTACT_WHATSAPP: z.string().default("6281234567890"),
  CONTACT_EMAIL: z.string().default("hello@balimice.local"),
  // Map tiles (Leaflet): any XYZ tile server; its host must be allowed in the CSP's img-src.
  MAP_TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  MAP_ATTRIBUTION: z.string().default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  /** Set by the e2e server: enables /dev/outbox on the production build. */
  E2E: z.enum(["true", "false"]).default("false"),
  /** Brute-force limits (fixed windows): failed logins per e-mail, attempts per client IP. */
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(100),
  /** Fair holds (ADR 0036): how long an uncommitted checkout holds its slots, and unpaid holds per e-mail/phone (x3 per client address). */
  HOLD_UNCOMMITTED_MINUTES: z.coerce.number().int().positive().default(60),
  HOLD_MAX_INVOICES: z.coerce.number().int().positive().default(3),
  HOLD_MAX_LINES: z.coerce.number().int().positive().default(8),
  /** Micro-cache of anonymous home/search/venue pages in server.mjs (ADR 0014); 0 disables it. */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().min(0).default(15),
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(500),
  /** Worker processes server.mjs forks (node:cluster); 1 = a single process. */
  WEB_CONCURRENCY: z.coerce.number().int().positive().default(1),
});

export type Env = z.infer<typeof EnvSchema> & { SESSION_SECRET: string };

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((i) => `  ${i.path.join(".")}: ${i.message}`)
      .join("\n");
    throw new Error(`Invalid environment configuration:\n${details}`);
  }
  cached = {
    ...parsed.data,
    SESSION_SECRET: parsed.data.SESSION_SECRET ?? localSessionSecret(parsed.data.DATABASE_PATH),
  };
  return cached;
}

/** Values safe to send to the browser. */
export function getPublicEnv() {
  const env = getEnv();
  return {
    CONTACT_PHONE: env.CONTACT_PHONE,
    CONTACT_WHATSAPP: env.CONTACT_WHATSAPP,
    CONTACT_EMAIL: env.CONTACT_EMAIL,
    /** Social login buttons show only for configured providers. */
    GOOGLE_LOGIN: !!(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    FACEBOOK_LOGIN: !!(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET),
  };
}
export type PublicEnv = ReturnType<typeof getPublicEnv>;

/** Map tiles for pages that show a map (sent to the browser). */
export function getMapConfig() {
  const env = getEnv();
  return { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION };
}
export type MapConfig = ReturnType<typeof getMapConfig>;

/** A per-installation secret stored next to the database, so sessions survive restarts. */
function localSessionSecret(databasePath: string): string {
  const file = path.join(path.dirname(path.resolve(databasePath)), ".session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

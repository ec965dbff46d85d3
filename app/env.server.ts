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

/** A percentage 0-100 with at most two decimals ("11", "12.5"). */
const percent = z.coerce
  .number({ error: "must be a percentage such as 11 or 12.5" })
  .min(0, "must be 0 to 100")
  .max(100, "must be 0 to 100")
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, { message: "at most two decimals" });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  /** The one public origin (ADR 0080): every absolute URL, the only Host answered, CSRF and HSTS. */
  APP_URL: optional.refine((v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/i.test(v), {
    message: "must be an origin such as https://balimice.example (http or https, no path)",
  }),
  DATABASE_PATH: z.string().default("./data/app.db"),
  // PostgreSQL instead of the SQLite file (issue 29, README "Scaling out"); refused below until
  // the whole app passes on it.
  DATABASE_URL: z.string().optional(),
  STORAGE_DIR: z.string().default("./data/uploads"),
  /** Object storage (ADR 0330): with S3_BUCKET set, files live in that bucket instead of STORAGE_DIR. */
  S3_BUCKET: optional,
  /** An S3-compatible server's URL (MinIO, R2, Spaces...); unset for AWS itself. */
  S3_ENDPOINT: optional.pipe(z.url().optional()),
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** "true": bucket in the path (http://host/bucket/key), as most self-hosted servers want. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  /** Cookie signing secret. When unset, a random one is made and kept beside the database. */
  SESSION_SECRET: z.string().min(16).optional(),
  /**
   * bcrypt's work factor for new password hashes (each step doubles a hash's time). Below 10 only
   * for test runs (NODE_ENV=test or E2E=true): ADR 0437.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(10),
  /**
   * A folder where the seed keeps the demo pictures it rendered, to take them from there next time
   * (test runs seed a dozen databases with the same 111 pictures; ADR 0438). Unset: rendered each time.
   */
  SEED_IMAGE_CACHE_DIR: optional,
  /** Set to "true" to seed the database when it is empty at start-up. */
  SEED_IF_EMPTY: z.enum(["true", "false"]).default("true"),
  SMTP_HOST: optional,
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_SECURE: z.enum(["true", "false"]).default("false"),
  SMTP_USER: optional,
  SMTP_PASSWORD: optional,
  /** SMTP connection and greeting timeout (the socket may idle three times as long). */
  SMTP_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(10),
  MAIL_FROM: z.string().default("Bali MICE <no-reply@balimice.local>"),
  MIDTRANS_SERVER_KEY: optional,
  MIDTRANS_CLIENT_KEY: optional,
  MIDTRANS_PRODUCTION: z.enum(["true", "false"]).default("false"),
  /** Override of the Snap API base URL (tests point it at a local stand-in). */
  MIDTRANS_SNAP_URL: optional,
  /** Base URL of the Core API the webhook asks for a transaction's status (tests: a local stand-in). */
  MIDTRANS_API_URL: optional,
  /** "true": a deployment (APP_URL set) without MIDTRANS_SERVER_KEY offers the local sandbox, labelled as test payments. */
  PAYMENT_SANDBOX: z.enum(["true", "false"]).default("false"),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  /**
   * The one legal entity (issue 40): the company named in the footer, the policies, every PDF, and
   * the holder of the bank account planners transfer to (confirmation page, e-mails, invoice PDF).
   * The account holder is always COMPANY_NAME: the two cannot differ.
   */
  COMPANY_NAME: z.string().trim().min(1).default("PT Bali MICE Nusantara"),
  COMPANY_ADDRESS: z.string().trim().min(1).default("Jl. Sunset Road No. 88, Kuta, Badung, Bali 80361"),
  COMPANY_BANK_NAME: z.string().trim().min(1).default("Bank Mandiri"),
  COMPANY_BANK_ACCOUNT: z.string().trim().min(1).default("145-00-1234567-8"),
  COMPANY_BANK_BRANCH: z.string().trim().default("KCP Denpasar Renon, Bali"),
  /**
   * Tax on invoices and receipts (issue 42, ADR 0364): prices are inclusive; the PDFs and e-mails
   * show the base, the service charge and PPN inside them, and the company's NPWP. Percentages
   * with at most two decimals; the NPWP as 15 digits (00.000.000.0-000.000) or the 16-digit form.
   */
  PPN_RATE_PERCENT: percent.default(11),
  SERVICE_CHARGE_PERCENT: percent.default(10),
  COMPANY_NPWP: z
    .string()
    .trim()
    .refine((v) => /^\d{15,16}$/.test(v.replace(/[.\-\s]/g, "")), { message: "must be the company's NPWP: 15 digits (00.000.000.0-000.000) or 16 digits" })
    .default("01.234.567.8-901.000"),
  /** The day of the week (Bali) vendor payouts are made, told to vendors on their earnings page (ADR 0355). */
  PAYOUT_WEEKDAY: z.enum(["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]).default("monday"),
  CONTACT_PHONE: z.string().default("+62 361 123 4567"),
  CONTACT_WHATSAPP: z.string().default("6281234567890"),
  CONTACT_EMAIL: z.string().default("hello@balimice.local"),
  // The company's social profiles (footer); each link is hidden while its variable is unset.
  SOCIAL_FACEBOOK_URL: optional.pipe(z.url().optional()),
  SOCIAL_INSTAGRAM_URL: optional.pipe(z.url().optional()),
  SOCIAL_LINKEDIN_URL: optional.pipe(z.url().optional()),
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
  /** Background job runner (ADR 0100): "off" only for processes that must not run jobs. */
  JOB_RUNNER: z.enum(["on", "off"]).default("on"),
  /** How long a claimed job is reserved; a crashed process's job is retried after it. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).default(120),
  /** How often the runner looks for due jobs (it is also woken when mail is queued). */
  JOB_POLL_SECONDS: z.coerce.number().positive().max(3600).default(2),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
});

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type Env = z.infer<typeof EnvSchema> & { SESSION_SECRET: string; S3?: S3Settings };

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Reads the settings again: for test files sharing one process, each with its own folders. */
export function rereadEnv(): Env {
  cached = undefined;
  return getEnv();
}

/** A setting that stops the start; server.mjs prints the message alone, without a stack. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Validates the settings. A deployment (APP_URL set) must bring its own SESSION_SECRET; a
 * local installation (no APP_URL) gets the embedded defaults (ADR 0105).
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((i) => `  ${i.path.join(".")}: ${i.message}`)
      .join("\n");
    throw new ConfigError(`Invalid environment configuration:\n${details}`);
  }
  const env = parsed.data;
  if (env.PASSWORD_HASH_COST < 10 && source.NODE_ENV !== "test" && env.E2E !== "true") {
    throw new ConfigError(
      `Invalid environment configuration:\n  PASSWORD_HASH_COST: at least 10 outside test runs (NODE_ENV=test or E2E=true), got ${env.PASSWORD_HASH_COST}`,
    );
  }
  if (env.APP_URL && !/^https?:\/\/[^/\s]+/.test(env.APP_URL)) {
    throw new ConfigError(`Invalid environment configuration:\n  APP_URL: must be an http(s) origin such as https://balimice.example, got "${env.APP_URL}"`);
  }
  // PostgreSQL (README "Scaling out"): several instances share one database, so they must share
  // the session secret too (the local default is kept beside one machine's SQLite file).
  if (env.DATABASE_URL) {
    if (!/^postgres(ql)?:\/\/[^\s]+$/.test(env.DATABASE_URL)) {
      throw new ConfigError(
        "Invalid environment configuration:\n  DATABASE_URL: must be a PostgreSQL URL such as postgres://app:secret@db.internal:5432/balimice",
      );
    }
    if (!env.SESSION_SECRET) {
      throw new ConfigError(
        "Invalid environment configuration:\n  SESSION_SECRET: required with DATABASE_URL (every instance must sign sessions alike); " +
          "set it to a random string of at least 16 characters, e.g. `openssl rand -base64 32`.",
      );
    }
  }
  if (env.APP_URL && !env.SESSION_SECRET) {
    throw new ConfigError(
      "Invalid environment configuration:\n  SESSION_SECRET: required when APP_URL is set (a deployment); " +
        "set it to a random string of at least 16 characters, e.g. `openssl rand -base64 32`.",
    );
  }
  return { ...env, SESSION_SECRET: env.SESSION_SECRET ?? localSessionSecret(env.DATABASE_PATH), S3: s3Settings(env) };
}

/**
 * Object storage is all or nothing: any S3_* setting asks for it, and then the bucket, region and
 * both keys must be there (a half-configured bucket would otherwise fall back to a local folder
 * the other instances cannot see).
 */
function s3Settings(env: z.infer<typeof EnvSchema>): S3Settings | undefined {
  const given = [env.S3_BUCKET, env.S3_ENDPOINT, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (given.every((v) => v === undefined)) return undefined;
  const missing = (["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((k) => !env[k]);
  if (missing.length) {
    throw new ConfigError(
      `Invalid environment configuration:\n${missing.map((k) => `  ${k}: required when object storage (S3_*) is configured`).join("\n")}`,
    );
  }
  return {
    bucket: env.S3_BUCKET!,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
  };
}

/** A deployment without SMTP: e-mail only reaches the outbox (warned at start and in the admin console). */
export function mailOnlyInOutbox(env: Env = getEnv()): boolean {
  return !!env.APP_URL && !env.SMTP_HOST;
}

/** Values safe to send to the browser. */
export function getPublicEnv() {
  const env = getEnv();
  return {
    CONTACT_PHONE: env.CONTACT_PHONE,
    CONTACT_WHATSAPP: env.CONTACT_WHATSAPP,
    CONTACT_EMAIL: env.CONTACT_EMAIL,
    /** The legal entity's name and address (footer, policies). */
    COMPANY: { name: legalEntity(env).name, address: legalEntity(env).address },
    SOCIAL_LINKS: [
      ["Facebook", env.SOCIAL_FACEBOOK_URL],
      ["Instagram", env.SOCIAL_INSTAGRAM_URL],
      ["LinkedIn", env.SOCIAL_LINKEDIN_URL],
    ].filter((l): l is [string, string] => !!l[1]),
    /** Social login buttons show only for configured providers. */
    GOOGLE_LOGIN: !!(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    FACEBOOK_LOGIN: !!(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET),
  };
}
export type PublicEnv = ReturnType<typeof getPublicEnv>;

/**
 * The one legal entity and its bank account, from configuration (COMPANY_*): every page, e-mail
 * and PDF that names the company or the account planners pay into reads it here.
 */
export function legalEntity(env: Env = getEnv()) {
  return {
    name: env.COMPANY_NAME,
    address: env.COMPANY_ADDRESS,
    bank: { bankName: env.COMPANY_BANK_NAME, accountName: env.COMPANY_NAME, accountNumber: env.COMPANY_BANK_ACCOUNT, branch: env.COMPANY_BANK_BRANCH },
  };
}
export type LegalEntity = ReturnType<typeof legalEntity>;

/** The configured PPN and service charge rates (basis points) and the seller's NPWP (ADR 0364). */
export function taxConfig(env: Env = getEnv()) {
  return {
    ppnBps: Math.round(env.PPN_RATE_PERCENT * 100),
    serviceBps: Math.round(env.SERVICE_CHARGE_PERCENT * 100),
    sellerNpwp: env.COMPANY_NPWP,
  };
}

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

// The e2e suite on PostgreSQL (E2E_DATABASE_URL: a server the suite may create a database on):
// the database the servers of scripts/e2e-postgres-stack.ts use, named so that the spec
// processes find it too.
export const E2E_PG_DATABASE = "balimice_e2e";

export function e2ePostgresUrl(adminUrl: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${E2E_PG_DATABASE}`;
  return url.toString();
}

/** The e2e suite runs against PostgreSQL (two app instances behind a proxy). */
export const e2eOnPostgres = Boolean(process.env.E2E_DATABASE_URL);

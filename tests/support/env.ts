// Changes the app's (cached, parsed) configuration for a test; returns the undo.
import { getEnv, type Env } from "~/env.server";

export function setEnv(overrides: Partial<Env>): () => void {
  const env = getEnv();
  const saved = Object.fromEntries(Object.keys(overrides).map((k) => [k, env[k as keyof Env]]));
  Object.assign(env, overrides);
  return () => Object.assign(env, saved);
}

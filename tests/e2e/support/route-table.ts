// Every route module in app/routes (Remix v2 flat routes) as a URL pattern with the handlers it
// exports, so suites that must cover every route (the hostile-input fuzz) include new ones
// without a list to keep.
import fs from "node:fs";
import path from "node:path";

export type RouteEntry = {
  file: string;
  /** URL segments; a param is { param: name }, a splat { param: "*" }. */
  segments: (string | { param: string })[];
  hasLoader: boolean;
  hasAction: boolean;
  /** Under /v1: the JSON API. */
  api: boolean;
};

/** Splits a flat-route file name on dots outside [escapes]. */
function splitSegments(name: string): string[] {
  const parts: string[] = [];
  let current = "";
  let escaped = false;
  for (const c of name) {
    if (c === "[") escaped = true;
    else if (c === "]") escaped = false;
    if (c === "." && !escaped) {
      parts.push(current);
      current = "";
    } else current += c;
  }
  parts.push(current);
  return parts;
}

export function routeSegments(fileName: string): RouteEntry["segments"] {
  const segments: RouteEntry["segments"] = [];
  for (const raw of splitSegments(fileName.replace(/\.(tsx|ts|jsx|js)$/, ""))) {
    if (raw === "_index" || (raw.startsWith("_") && !raw.startsWith("_["))) continue; // index, pathless layout
    const segment = raw.endsWith("_") ? raw.slice(0, -1) : raw; // "auth_": not nested in auth's layout
    if (segment === "$") segments.push({ param: "*" });
    else if (segment.startsWith("$")) segments.push({ param: segment.slice(1) });
    else segments.push(segment.replace(/[[\]]/g, ""));
  }
  return segments;
}

const exports = (source: string, name: string) =>
  new RegExp(`export\\s+(async\\s+)?function\\s+${name}\\b|export\\s+const\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b`).test(source);

export function listRoutes(routesDir = path.resolve("app/routes")): RouteEntry[] {
  return fs
    .readdirSync(routesDir)
    .filter((f) => /\.(tsx|ts|jsx|js)$/.test(f))
    .sort()
    .map((file) => {
      const source = fs.readFileSync(path.join(routesDir, file), "utf8");
      const segments = routeSegments(file);
      return { file, segments, hasLoader: exports(source, "loader"), hasAction: exports(source, "action"), api: segments[0] === "v1" };
    })
    .filter((r) => r.hasLoader || r.hasAction);
}

/** Field names the app's forms, schemas and handlers read, for bodies that get past the first checks. */
export function harvestFieldNames(appDir = path.resolve("app")): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(full, "utf8");
        for (const m of source.matchAll(/name="([A-Za-z_][\w]*)"|\.get\("([A-Za-z_][\w]*)"\)|\bbody\.([A-Za-z_][\w]*)/g)) {
          names.add(m[1] ?? m[2] ?? m[3]!);
        }
        // Keys of Zod schemas (Conform names inputs after them).
        for (const m of source.matchAll(/^\s+([A-Za-z_]\w*): (?:z\.|optional|trimmed|raw|nonNegative|positive|personName)/gm)) names.add(m[1]!);
      }
    }
  };
  walk(appDir);
  return [...names].filter((n) => !/^[A-Z0-9_]+$/.test(n)).sort(); // not environment variable names
}

/** Values of intent fields in the app's forms (name="intent" value="..."). */
export function harvestIntents(appDir = path.resolve("app")): string[] {
  const intents = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(full, "utf8");
        for (const m of source.matchAll(/intent"?\s*(?:===|value=)\s*"([\w-]+)"/g)) intents.add(m[1]!);
      }
    }
  };
  walk(appDir);
  return [...intents].sort();
}

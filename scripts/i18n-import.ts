// `npm run i18n:import -- --from DIR/id.json`: a translator's or a translation platform's
// Indonesian, in the flat format `npm run i18n:export` writes, applied to the TypeScript sources
// (issue 44, ADR 0391): `msg.<domain>.<key>` to the `id` text of app/i18n/catalog/<domain>.server.ts,
// `dict.<domain>.<key>` to the `id` object of the page words' dictionary. Only texts that changed
// are rewritten, each where its string literal stands, so the diff is the review. A key that is
// unknown, not a literal in its file, or whose placeholders differ from the English is refused
// and listed; nothing is written then (`--check` only lists).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { exportStrings } from "./i18n-export";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The source file of an exported key's domain: a message catalogue or a page dictionary. */
function sourceOf(kind: "msg" | "dict", domain: string): string {
  if (kind === "msg") return path.join(ROOT, "app/i18n/catalog", `${domain}.server.ts`);
  // Dictionaries are imported by name in strings.server.ts: `import * as dashboardAvailability from "~/i18n/dict/dashboard-availability.server"`.
  const index = fs.readFileSync(path.join(ROOT, "app/i18n/strings.server.ts"), "utf8");
  const file = index.match(new RegExp(`import \\* as ${domain} from "~/i18n/dict/([\\w-]+)\\.server"`))?.[1];
  return path.join(ROOT, "app/i18n/dict", `${file ?? domain}.server.ts`);
}

const nameOf = (name: ts.PropertyName) => (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name) ? name.text : null);
const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

type Literal = { file: string; start: number; end: number; text: string };

/** The object literal a spread names: declared in the same file or imported from app/ (`~/...`). */
function spreadTarget(file: string, tree: ts.SourceFile, name: string): { file: string; tree: ts.SourceFile; object: ts.ObjectLiteralExpression } | null {
  for (const statement of tree.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer && ts.isObjectLiteralExpression(declaration.initializer)) {
          return { file, tree, object: declaration.initializer };
        }
      }
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text.startsWith("~/")) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings) && bindings.elements.some((e) => e.name.text === name)) {
        const target = path.join(ROOT, "app", `${statement.moduleSpecifier.text.slice(2)}.ts`);
        const targetTree = parse(target);
        return targetTree ? spreadTarget(target, targetTree, name) : null;
      }
    }
  }
  return null;
}

const defaultRead = (file: string) => fs.readFileSync(file, "utf8");
// The sources as applyTranslation reads them (a test passes its own).
let readFile: (file: string) => string = defaultRead;
function parse(file: string): ts.SourceFile | null {
  try {
    return ts.createSourceFile(file, readFile(file), ts.ScriptTarget.Latest, true);
  } catch {
    return null; // no such file: its keys are refused as not found
  }
}

/** A dictionary object's entries: its own literals, and those of the objects it spreads. */
function objectLiterals(file: string, tree: ts.SourceFile, object: ts.ObjectLiteralExpression, found: Map<string, Literal>) {
  for (const entry of object.properties) {
    if (ts.isSpreadAssignment(entry) && ts.isIdentifier(entry.expression)) {
      const target = spreadTarget(file, tree, entry.expression.text);
      if (target) objectLiterals(target.file, target.tree, target.object, found);
      continue;
    }
    const key = ts.isPropertyAssignment(entry) ? nameOf(entry.name) : null;
    if (key && ts.isPropertyAssignment(entry) && isText(entry.initializer)) {
      found.set(key, { file, start: entry.initializer.getStart(tree), end: entry.initializer.getEnd(), text: entry.initializer.text });
    }
  }
}

/** Where each key's Indonesian literal stands: a catalogue's `key: { id: "..." }`, or a dictionary's `export const id = { key: "..." }` (through its spreads). */
export function indonesianLiterals(file: string, kind: "msg" | "dict"): Map<string, Literal> {
  const tree = parse(file);
  const found = new Map<string, Literal>();
  if (!tree) return found;
  const visit = (node: ts.Node) => {
    if (kind === "msg" && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "defineMessages" && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) {
      for (const entry of node.arguments[0].properties) {
        if (!ts.isPropertyAssignment(entry) || !ts.isObjectLiteralExpression(entry.initializer)) continue;
        const key = nameOf(entry.name);
        const id = entry.initializer.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && nameOf(p.name) === "id");
        if (key && id && isText(id.initializer)) found.set(key, { file, start: id.initializer.getStart(tree), end: id.initializer.getEnd(), text: id.initializer.text });
      }
    }
    if (kind === "dict" && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === "id" && node.initializer && ts.isObjectLiteralExpression(node.initializer)) {
      objectLiterals(file, tree, node.initializer, found);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

// Compared by name: how a number is written may differ by language ({max} and {max, number}).
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?:,\s*\w+)?\}/g)].map((m) => `{${m[1]}}`).sort().join(" ");

export type ImportResult = { changed: Map<string, string>; refused: string[]; applied: number };

/** The sources with the translation applied (file path -> new text), or what was refused. */
export function applyTranslation(translation: Record<string, string>, readSource: (file: string) => string = defaultRead): ImportResult {
  readFile = readSource;
  const english = exportStrings().en;
  const refused: string[] = [];
  // One edit per literal: a text spread into several dictionaries is one literal, and must get one translation.
  const edits = new Map<string, Map<number, { end: number; text: string; key: string }>>();
  const literals = new Map<string, Map<string, Literal>>();
  for (const [fullKey, text] of Object.entries(translation)) {
    const [kind, domain, ...rest] = fullKey.split(".");
    const key = rest.join(".");
    if ((kind !== "msg" && kind !== "dict") || !domain || !key || english[fullKey] === undefined) {
      refused.push(`${fullKey}: not a key of npm run i18n:export`);
      continue;
    }
    if (typeof text !== "string" || !text.trim()) {
      refused.push(`${fullKey}: empty`);
      continue;
    }
    if (placeholders(text) !== placeholders(english[fullKey]!)) {
      refused.push(`${fullKey}: placeholders ${placeholders(text) || "(none)"} differ from the English's ${placeholders(english[fullKey]!) || "(none)"}`);
      continue;
    }
    const file = sourceOf(kind, domain);
    if (!literals.has(file)) literals.set(file, indonesianLiterals(file, kind));
    const literal = literals.get(file)!.get(key);
    if (!literal) {
      refused.push(`${fullKey}: its Indonesian is not a string literal in ${path.relative(ROOT, file)}`);
      continue;
    }
    if (literal.text === text) continue;
    const inFile = edits.get(literal.file) ?? new Map<number, { end: number; text: string; key: string }>();
    const earlier = inFile.get(literal.start);
    if (earlier && earlier.text !== JSON.stringify(text)) {
      refused.push(`${fullKey}: shares its text with ${earlier.key}, translated differently`);
      continue;
    }
    inFile.set(literal.start, { end: literal.end, text: JSON.stringify(text), key: fullKey });
    edits.set(literal.file, inFile);
  }
  const changed = new Map<string, string>();
  let applied = 0;
  for (const [file, inFile] of edits) {
    let source = readSource(file);
    for (const [start, edit] of [...inFile].sort((a, b) => b[0] - a[0])) source = source.slice(0, start) + edit.text + source.slice(edit.end);
    changed.set(file, source);
    applied += inFile.size;
  }
  readFile = defaultRead;
  return { changed, refused, applied };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--from");
  const from = at !== -1 ? process.argv[at + 1] : undefined;
  if (!from) {
    console.error("usage: npm run i18n:import -- --from DIR/id.json [--check]");
    process.exit(2);
  }
  const { changed, refused, applied } = applyTranslation(JSON.parse(fs.readFileSync(from, "utf8")) as Record<string, string>);
  for (const line of refused) console.error(`refused ${line}`);
  if (refused.length) {
    console.error(`${refused.length} refused: nothing written`);
    process.exit(1);
  }
  if (!process.argv.includes("--check")) for (const [file, source] of changed) fs.writeFileSync(file, source);
  console.log(`${applied} Indonesian texts changed in ${changed.size} files${process.argv.includes("--check") ? " (--check: not written)" : ""}`);
}

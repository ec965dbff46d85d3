// `npm run i18n:export -- --out DIR`: every string of both languages as files a translator or a
// translation platform works with (issue 44, ADR 0391): DIR/en.json and DIR/id.json, one flat
// object each, the same keys in both. `dict.<domain>.<key>`: the pages' words
// (app/i18n/dict/*.server.ts); `msg.<domain>.<key>`: the replies and errors of the message
// catalogues (app/i18n/catalog/*.server.ts). Placeholders are `{name}` (`{name, number}` for a
// number, `{name, time}` for a time of day), as in the inlang message format Paraglide JS reads. The TypeScript catalogues stay
// the source: a translation comes back through `npm run i18n:import -- --from DIR/id.json`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { catalogueEntries } from "~/i18n/catalog/text.server";
import type { Lang } from "~/i18n/config";
import { DICTIONARIES } from "~/i18n/strings.server";

export function exportStrings(): Record<Lang, Record<string, string>> {
  const out: Record<Lang, Record<string, string>> = { en: {}, id: {} };
  for (const [domain, dictionary] of Object.entries(DICTIONARIES)) {
    for (const lang of ["en", "id"] as const) {
      for (const [key, text] of Object.entries(dictionary[lang] as Record<string, string>)) out[lang][`dict.${domain}.${key}`] = text;
    }
  }
  for (const entry of catalogueEntries()) {
    out.en[`msg.${entry.key}`] = entry.en;
    out.id[`msg.${entry.key}`] = entry.id;
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--out");
  const dir = at !== -1 && process.argv[at + 1] ? process.argv[at + 1] : "i18n-export";
  fs.mkdirSync(dir, { recursive: true });
  const strings = exportStrings();
  for (const lang of ["en", "id"] as const) {
    fs.writeFileSync(path.join(dir, `${lang}.json`), `${JSON.stringify(strings[lang], null, 2)}\n`);
  }
  console.log(`${dir}/en.json, ${dir}/id.json: ${Object.keys(strings.en).length} strings each`);
}

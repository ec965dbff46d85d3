// docs/decisions/README.md lists every ADR with its title, status and "Superseded by", and
// cannot drift from the files (ADR 0268).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AREAS, DECISIONS_DIR, INDEX_FILE, adrFiles, renderAdrIndex } from "../../scripts/adr-index.mjs";

describe("ADR index", () => {
  it("is what scripts/adr-index.mjs makes of the ADR files (run `node scripts/adr-index.mjs` after adding one)", () => {
    expect(fs.readFileSync(INDEX_FILE, "utf8")).toBe(renderAdrIndex());
  });

  it("lists every ADR file once, with its title and status", () => {
    const index = fs.readFileSync(INDEX_FILE, "utf8");
    const files = adrFiles();
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const rows = index.split("\n").filter((line) => line.startsWith(`| [${file.slice(0, 4)}](${file})`));
      expect(rows, file).toHaveLength(1);
      const [, title, status] = rows[0]!.split(" | ");
      expect(title, file).not.toBe("");
      expect(status, file).toMatch(/^(accepted|superseded|proposed|deprecated|rejected)$/);
    }
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(linked.length).toBeGreaterThan(0);
    for (const target of linked) expect(fs.existsSync(path.join(DECISIONS_DIR, target!)), target).toBe(true);
  });

  it("reads supersession from both ends: 'Supersedes ADR N' in the newer, 'Superseded by ADR N' in the older", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adr-index-"));
    const write = (file: string, status: string) => fs.writeFileSync(path.join(dir, file), `# ${file.slice(0, 4)} Title of ${file.slice(0, 4)}\n\nStatus: ${status}\n\n## Context\n`);
    write("0001-a.md", "accepted (2026-01-01)");
    write("0002-b.md", "superseded (2026-01-02). Superseded by ADR 0004.");
    write("0003-c.md", "accepted; the threshold is superseded by ADR 0005. Amends ADR 0001.");
    write("0004-d.md", "accepted. Supersedes ADR 0002 and the cache of ADR 0001. Extends ADR 0003.");
    write("0005-e.md", "accepted");
    const rows = renderAdrIndex(dir).split("\n").filter((line) => line.startsWith("| ["));
    expect(rows).toEqual([
      "| [0001](0001-a.md) | Title of 0001 | accepted | [0004](0004-d.md) |",
      "| [0002](0002-b.md) | Title of 0002 | superseded | [0004](0004-d.md) |",
      "| [0003](0003-c.md) | Title of 0003 | accepted | [0005](0005-e.md) |",
      "| [0004](0004-d.md) | Title of 0004 | accepted |  |",
      "| [0005](0005-e.md) | Title of 0005 | accepted |  |",
    ]);
    fs.rmSync(dir, { recursive: true });
  });

  it("groups ADRs by area: the ADR's Area line first, then the area listing its number, then its title's words, else Other", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adr-areas-"));
    const write = (file: string, title: string, area?: string) =>
      fs.writeFileSync(path.join(dir, file), `# ${file.slice(0, 4)} ${title}\n\nStatus: accepted\n${area ? `Area: ${area}\n` : ""}\n## Context\n`);
    write("0040-a.md", "Something about colours", "Languages and strings"); // listed under payments, but its Area line wins
    write("0041-b.md", "A title with no area words"); // listed under payments
    write("0901-c.md", "Refunds to a closed card"); // not listed: its title's words
    write("0902-d.md", "Tea"); // nothing: Other
    const index = renderAdrIndex(dir);
    const areaOfRow = (number: string) => {
      const lines = index.split("\n");
      const at = lines.findIndex((line) => line.startsWith(`| [${number}]`));
      return lines.slice(0, at).reverse().find((line) => line.startsWith("## "));
    };
    expect(areaOfRow("0040")).toBe("## Languages and strings");
    expect(areaOfRow("0041")).toBe("## Payments, cancellations and the ledger");
    expect(areaOfRow("0901")).toBe("## Payments, cancellations and the ledger");
    expect(areaOfRow("0902")).toBe("## Other");
    // Areas without an ADR get no section.
    expect(index.match(/^## /gm)).toHaveLength(3);
    fs.rmSync(dir, { recursive: true });
  });

  it("places every ADR of the repository in a named area (an Area line in each new ADR)", () => {
    const index = fs.readFileSync(INDEX_FILE, "utf8");
    expect(index).not.toContain("\n## Other\n");
    expect(AREAS.length).toBeGreaterThan(5);
    expect(index.match(/^## /gm)!.length).toBeGreaterThan(5);
  });
});

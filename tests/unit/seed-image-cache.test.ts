// The seed's demo pictures kept in a folder between seeds of a test run (ADR 0438): the second
// seed takes the picture and its variants from there, byte for byte what rendering gives; another
// picture is rendered, not confused with the first; a broken-off write leaves no file to read.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderSeedImage, sceneSvg } from "~/seed/seed.server";
import { IMAGE_WIDTHS, VARIANT_FORMATS } from "~/storage/image-variants";

describe("seed pictures kept between seeds", () => {
  it("renders once, then reads the same bytes from the folder; another picture is rendered", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-seed-images-"));
    const svg = sceneSvg("Cache Test Hall", "Ubud, Bali", 3, 320, 200);

    const first = await renderSeedImage(svg, dir);
    expect(first.cached).toBe(false);
    expect(fs.readdirSync(dir)).toHaveLength(1);
    expect(first.variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(IMAGE_WIDTHS.flatMap((w) => VARIANT_FORMATS.map((f) => `${w}.${f}`)).sort());
    expect([...first.jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]); // a JPEG

    const second = await renderSeedImage(svg, dir);
    expect(second.cached).toBe(true);
    expect(Buffer.from(second.jpeg).equals(Buffer.from(first.jpeg))).toBe(true);
    expect(second.variants.map((v) => [v.width, v.format, Buffer.from(v.bytes).toString("base64")])).toEqual(
      first.variants.map((v) => [v.width, v.format, Buffer.from(v.bytes).toString("base64")]),
    );

    const other = await renderSeedImage(sceneSvg("Another Hall", "Ubud, Bali", 4, 320, 200), dir);
    expect(other.cached).toBe(false);
    expect(Buffer.from(other.jpeg).equals(Buffer.from(first.jpeg))).toBe(false);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".bin"))).toHaveLength(2);
    // Only whole files: no partial write is left beside them.
    expect(fs.readdirSync(dir).every((f) => /^[0-9a-f]{64}\.bin$/.test(f))).toBe(true);

    // Without a folder nothing is kept.
    expect((await renderSeedImage(svg)).cached).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

// Compression levels of rendered documents (server/compress.mjs, ADRs 0425 and 0471): brotli 3 and gzip 3,
// each byte for byte what zlib makes at that level, and both decompress to the page.
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressBody, compressBodyAsync } from "../../server/compress.mjs";

// A page-like document: repeated cards with varying text, about 50 KB.
const html = Buffer.from(
  `<!DOCTYPE html><html><body>${Array.from({ length: 300 }, (_, i) => `<article class="venue-card"><h3>Venue ${i} in Ubud</h3><dl><dd>${i * 7} pax</dd><dd>IDR ${(i * 1_234_567) % 9_000_000}</dd></dl></article>`).join("")}</body></html>`,
);
const brotliAt = (quality: number) =>
  zlib.brotliCompressSync(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(html.length)))),
    },
  });

describe("document compression levels", () => {
  it("brotli at quality 3, in this thread and in the pool", async () => {
    expect(brotliAt(3).equals(brotliAt(4))).toBe(false);
    expect(compressBody(html, "br").equals(brotliAt(3))).toBe(true);
    const pooled = await compressBodyAsync(html, "br");
    expect(pooled.equals(brotliAt(3))).toBe(true);
    expect(zlib.brotliDecompressSync(pooled).equals(html)).toBe(true);
  });

  it("gzip at level 3, in this thread and in the pool", async () => {
    expect(zlib.gzipSync(html, { level: 3 }).equals(zlib.gzipSync(html, { level: 6 }))).toBe(false);
    expect(compressBody(html, "gzip").equals(zlib.gzipSync(html, { level: 3 }))).toBe(true);
    const pooled = await compressBodyAsync(html, "gzip");
    expect(pooled.equals(zlib.gzipSync(html, { level: 3 }))).toBe(true);
    expect(zlib.gunzipSync(pooled).equals(html)).toBe(true);
  });
});

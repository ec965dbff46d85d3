// After `remix build` (npm run build): writes brotli (quality 11) and gzip (level 9) copies of
// the client bundles in public/build beside each file, for server/static-assets.mjs to serve
// (ADR 0170). Only text files of 1 KB or more, and only copies smaller than the original.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dir = path.resolve(process.argv[2] ?? "public/build");
const TEXT = /\.(?:js|mjs|css|svg|json|txt|html|map)$/;
let files = 0;
let before = 0;
let afterBr = 0;
let afterGz = 0;

/** @param {string} sub */
function walk(sub) {
  for (const entry of fs.readdirSync(sub, { withFileTypes: true })) {
    const file = path.join(sub, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (entry.isFile() && TEXT.test(entry.name)) compress(file);
  }
}

/** @param {string} file */
function compress(file) {
  const body = fs.readFileSync(file);
  if (body.length < 1024) return;
  const br = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = zlib.gzipSync(body, { level: 9 });
  if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
  files++;
  before += body.length;
  afterBr += Math.min(br.length, body.length);
  afterGz += Math.min(gz.length, body.length);
}

if (!fs.existsSync(dir)) {
  console.error(`precompress: ${dir} does not exist (run remix build first)`);
  process.exit(1);
}
walk(dir);
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompress: ${files} files in ${path.relative(process.cwd(), dir)}: ${kb(before)} -> br ${kb(afterBr)}, gzip ${kb(afterGz)}`);

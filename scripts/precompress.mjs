// Writes .br and .gz beside every text file of a built site, so the server sends them without compressing
// on each request (@fastify/static preCompressed). Usage: node scripts/precompress.mjs <dist folder>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2];
if (!root) {
  console.error('usage: node scripts/precompress.mjs <dist folder>');
  process.exit(2);
}
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(root)) {
  const bytes = readFileSync(file);
  if (statSync(file).size < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${root}`);

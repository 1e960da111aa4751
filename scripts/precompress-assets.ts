/**
 * After the build: a brotli and a gzip copy beside each hashed asset, compressed once at the
 * highest levels, so the server sends them without compressing on every request.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assetsDir = path.resolve('build/client/assets');
const compressible = /\.(js|css|svg|json|txt|map)$/;

let count = 0;
for (const name of readdirSync(assetsDir)) {
  if (!compressible.test(name)) continue;
  const file = path.join(assetsDir, name);
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`Precompressed ${count} assets (brotli and gzip).`);

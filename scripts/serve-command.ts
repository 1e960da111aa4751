/** How `npm run serve` starts the shop: package.json's "serve", its environment, then node's arguments. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectFolder = fileURLToPath(new URL('..', import.meta.url));

/** The arguments name build/shop/main.js from the project's folder: start it there. */
export function serveCommand() {
  const packageJson = readFileSync(path.join(projectFolder, 'package.json'), 'utf8');
  const serve = (JSON.parse(packageJson) as { scripts: Record<string, string> }).scripts.serve;
  const words = (serve ?? '').trim().split(/\s+/);
  const node = words.indexOf('node');
  if (node < 0) throw new Error(`package.json's serve script no longer runs node: ${serve}`);
  const environment = Object.fromEntries(
    words.slice(0, node).map((word) => [word.slice(0, word.indexOf('=')), word.split('=')[1]]),
  );
  return { environment, args: words.slice(node + 1), folder: projectFolder };
}

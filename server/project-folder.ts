/**
 * The shop's own folder, the one with its package.json. Found from where the code runs, as that
 * differs: `server/` when it runs as source (tests, scripts), `build/` when `npm run serve` runs
 * the built server.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function projectFolderAbove(file: string): string {
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${file}`);
  }
}

export const projectFolder = projectFolderAbove(fileURLToPath(import.meta.url));

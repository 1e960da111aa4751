/**
 * Before the journeys: make sure a system Chromium or Chrome is there. On a fresh Debian machine,
 * as root, install Debian's chromium package; anywhere else, say what to install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChrome } from './chrome-path.ts';

const found = findChrome();
if (found) {
  console.log(`Browser for the journeys: ${found}`);
  process.exit(0);
}
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no browser there.`);
  process.exit(1);
}

const isRoot = process.getuid?.() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("No Chromium or Chrome found: installing Debian's chromium package (apt-get)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = findChrome();
  if (installed) {
    console.log(`Browser for the journeys: ${installed}`);
    process.exit(0);
  }
}

console.error(
  [
    'The journey tests need Chromium or Google Chrome, and none was found.',
    'Install one (Debian/Ubuntu: sudo apt-get install chromium; macOS: install Google Chrome),',
    'or set CHROME_PATH to the browser executable, then run npm test again.',
  ].join('\n'),
);
process.exit(1);

/** Where the journeys find a browser: CHROME_PATH, else the usual system places. Never a download. */
import { existsSync } from 'node:fs';

const usualPlaces = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export function findChrome(): string | undefined {
  const configured = process.env.CHROME_PATH;
  if (configured) return existsSync(configured) ? configured : undefined;
  return usualPlaces.find((place) => existsSync(place));
}

/** Flags for a headless Chromium on a closed network, as root in a container. */
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

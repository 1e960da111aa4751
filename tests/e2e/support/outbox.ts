/** Reads the shop's outbox (DATA_DIR/mail) as a customer reads their inbox. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'mail');

function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for an e-mail to this address whose subject matches, and returns its first link. */
export async function linkEmailedTo(to: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const files = readdirSync(outbox()).sort();
    const messages = files
      .map((file) => decodeQuotedPrintable(readFileSync(path.join(outbox(), file), 'utf8')))
      .filter((message) => message.includes(`To: ${to}`) && subject.test(message));
    link = /https?:\/\/[^\s"<>]+/.exec(messages.at(-1) ?? '')?.[0];
    expect(link, `an e-mail to ${to}`).toBeDefined();
    // Looked for often: an e-mail is written within a moment, and every sign-up waits on one.
  }).toPass({ timeout: 10_000, intervals: [50, 100, 100, 200] });
  return link ?? '';
}

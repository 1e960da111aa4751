/**
 * The servers' outboxes (DATA_DIR/mail of each: there is no SMTP_URL), read together as the
 * customer's inbox would hold them, each e-mail with the server that sent it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ShopServer } from './shop-server.ts';

export interface SentMail {
  sentBy: string;
  file: string;
  /** The whole message, quoted-printable decoded. */
  text: string;
}

function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every e-mail any of `servers` sent to `to` whose message matches `about`. */
export function mailTo(servers: ShopServer[], to: string, about: RegExp): SentMail[] {
  return servers.flatMap((server) => {
    const outbox = path.join(server.dataDir, 'mail');
    if (!existsSync(outbox)) return [];
    return readdirSync(outbox)
      .sort()
      .map((file) => ({
        sentBy: server.name,
        file,
        text: decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8')),
      }))
      .filter((mail) => mail.text.includes(`To: ${to}`) && about.test(mail.text));
  });
}

/** Waits for an e-mail to `to` matching `about`, from any server, and returns its first link. */
export async function linkEmailedTo(servers: ShopServer[], to: string, about: RegExp) {
  let link: string | undefined;
  await expect(async () => {
    const mail = mailTo(servers, to, about).at(-1);
    link = /https?:\/\/[^\s"<>]+/.exec(mail?.text ?? '')?.[0];
    expect(link, `an e-mail to ${to}`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return link ?? '';
}

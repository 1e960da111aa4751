/**
 * Sends the shop's e-mails: over SMTP when SMTP_URL is set, otherwise as .eml files in
 * DATA_DIR/mail (an outbox a shop owner can open in any mail program while setting up).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '#server/config.ts';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where .eml files go when there is no SMTP server; undefined when sending over SMTP. */
  outboxDir: string | undefined;
}

/**
 * A mail server that stops answering fails the send within a couple of minutes, well inside
 * the queue's 5-minute lease, so no other server takes the job over and sends it a second
 * time. SMTP_URL may set its own (`?socketTimeout=…`).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function createMailer(config: Pick<Config, 'smtpUrl' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      outboxDir: undefined,
      async send(message) {
        await transport.sendMail(message);
      },
    };
  }
  const outboxDir = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    outboxDir,
    async send(message) {
      const info = await transport.sendMail(message);
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(outboxDir, name), info.message as Buffer);
    },
  };
}

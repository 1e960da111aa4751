/** A mail server for service tests, and the queue's order e-mails sent as a server sends them. */
import type { Db } from '#server/db/client.ts';
import { runDueJobs } from '#server/jobs/job-worker.ts';
import { shopJobs } from '#server/compose/shop-jobs.ts';
import type { Mailer, MailMessage } from '#server/mail/mailer.ts';

export const MAIL_CONFIG = {
  appUrl: 'https://shop.example.in',
  visitorCartDays: 30,
  unpaidOrderMinutes: 30,
  payments: { razorpay: undefined, stripe: undefined },
};

export interface TestMailer extends Mailer {
  /** Every e-mail it accepted, in order. */
  sent: MailMessage[];
  /** Refuses the e-mails this says no to, as a mail server that is down (or picky) does. */
  refuses: (message: MailMessage) => boolean;
}

export function testMailer(): TestMailer {
  const mailer: TestMailer = {
    outboxDir: undefined,
    sent: [],
    refuses: () => false,
    async send(message) {
      if (mailer.refuses(message)) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      mailer.sent.push(message);
    },
  };
  return mailer;
}

/** Runs the queue's due jobs once, as a server's worker does; returns how many ran. */
export function sendQueuedEmails(db: Db, mailer: Mailer) {
  return runDueJobs(db, shopJobs(MAIL_CONFIG, mailer));
}

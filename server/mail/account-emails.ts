/** The account e-mails: verify an address, choose a new password. Plain words, one link each. */
import type { MailMessage } from './mailer.ts';

export interface ShopSender {
  storeName: string;
  email: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function message(
  shop: ShopSender,
  to: string,
  subject: string,
  lines: string[],
  link: { url: string; label: string },
): MailMessage {
  const text = [...lines, '', `${link.label}: ${link.url}`, '', `— ${shop.storeName}`].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<p>— ${escapeHtml(shop.storeName)}</p>`,
  ].join('\n');
  return { from: `"${shop.storeName}" <${shop.email}>`, to, subject, text, html };
}

export function verificationEmail(shop: ShopSender, to: string, name: string, url: string) {
  return message(
    shop,
    to,
    `Verify your e-mail for ${shop.storeName}`,
    [
      `Namaste ${name},`,
      `Thank you for creating an account with ${shop.storeName}. Please confirm this is your e-mail address; the link works for 24 hours.`,
      'If you did not sign up, you can ignore this e-mail.',
    ],
    { url, label: 'Verify my e-mail' },
  );
}

export function passwordResetEmail(shop: ShopSender, to: string, name: string, url: string) {
  return message(
    shop,
    to,
    `Choose a new password for ${shop.storeName}`,
    [
      `Namaste ${name},`,
      'Someone (we hope you) asked to reset the password of your account. The link works for one hour.',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    { url, label: 'Choose a new password' },
  );
}

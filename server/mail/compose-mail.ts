/** The shape every shop e-mail shares, in plain text and the same words as simple HTML. */
import { escapeMarkup } from '#core/escape-markup.ts';
import type { MailMessage } from './mailer.ts';

export interface ShopSender {
  storeName: string;
  email: string;
  /** The shop's phone, signed under its name so a customer can call about their order. */
  phone: string;
}

/** The sender as the store settings describe the shop now. */
export const shopSender = (settings: ShopSender): ShopSender => ({
  storeName: settings.storeName,
  email: settings.email,
  phone: settings.phone,
});

/** A plain e-mail: its lines as paragraphs, one link, signed with the shop's name and contacts. */
export function composeMail(
  shop: ShopSender,
  to: string,
  subject: string,
  lines: string[],
  link: { url: string; label: string },
): MailMessage {
  const contacts = [shop.phone, shop.email].filter(Boolean).join(' · ');
  const text = [
    ...lines,
    '',
    `${link.label}: ${link.url}`,
    '',
    `— ${shop.storeName}`,
    contacts,
  ].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeMarkup(line)}</p>`),
    `<p><a href="${escapeMarkup(link.url)}">${escapeMarkup(link.label)}</a></p>`,
    `<p>— ${escapeMarkup(shop.storeName)}<br>${escapeMarkup(contacts)}</p>`,
  ].join('\n');
  return { from: `"${shop.storeName}" <${shop.email}>`, to, subject, text, html };
}

/** The shape every shop e-mail shares, in plain text and the same words as simple HTML. */
import { escapeMarkup } from '#core/escape-markup.ts';
import type { MailMessage } from './mailer.ts';

export interface ShopSender {
  storeName: string;
  email: string;
}

/** A plain e-mail: its lines as paragraphs, one link, signed with the shop's name. */
export function composeMail(
  shop: ShopSender,
  to: string,
  subject: string,
  lines: string[],
  link: { url: string; label: string },
): MailMessage {
  const text = [...lines, '', `${link.label}: ${link.url}`, '', `— ${shop.storeName}`].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeMarkup(line)}</p>`),
    `<p><a href="${escapeMarkup(link.url)}">${escapeMarkup(link.label)}</a></p>`,
    `<p>— ${escapeMarkup(shop.storeName)}</p>`,
  ].join('\n');
  return { from: `"${shop.storeName}" <${shop.email}>`, to, subject, text, html };
}

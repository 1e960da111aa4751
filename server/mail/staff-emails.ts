/** The e-mail that asks someone to join the shop's staff: one link, good for 48 hours. */
import { INVITATION_HOURS } from '#core/staff.ts';
import { composeMail, type ShopSender } from './compose-mail.ts';

export function staffInvitationEmail(shop: ShopSender, to: string, roleLabel: string, url: string) {
  return composeMail(
    shop,
    to,
    `Join the staff of ${shop.storeName}`,
    [
      'Namaste,',
      `You are invited to help run ${shop.storeName} as ${roleLabel}. Open the link to choose your name and password; it works for ${INVITATION_HOURS} hours, once.`,
      'If you did not expect this, you can ignore this e-mail.',
    ],
    { url, label: 'Join the staff' },
  );
}

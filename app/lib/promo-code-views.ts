/** The promo codes page's rows and dialog: money and days in words, the dialog's fields as text. */
import { formatShopDate } from '#core/date-format.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import { formatRupees } from '#core/money.ts';
import type { PromoCode } from '#core/promo.ts';
import { rupeesForInput } from '#core/rupee-input.ts';

const day = (dayKey: string) => formatShopDate(indiaDayStart(dayKey));

/** 'Always', '1 Nov 2026 – 15 Nov 2026', 'From 1 Nov 2026' or 'Until 15 Nov 2026'. */
function validity({ startsOn, endsOn }: Pick<PromoCode, 'startsOn' | 'endsOn'>) {
  if (startsOn && endsOn) return `${day(startsOn)} – ${day(endsOn)}`;
  if (startsOn) return `From ${day(startsOn)}`;
  if (endsOn) return `Until ${day(endsOn)}`;
  return 'Always';
}

export function promoCodeRow(promo: PromoCode) {
  return {
    code: promo.code,
    percentOff: `${promo.percentOff}%`,
    valid: validity(promo),
    minimum: promo.minSubtotalPaise === null ? 'None' : formatRupees(promo.minSubtotalPaise),
    uses:
      promo.usageLimit === null
        ? String(promo.timesUsed)
        : `${promo.timesUsed} of ${promo.usageLimit}`,
    isActive: promo.isActive,
  };
}

export type PromoCodeRow = ReturnType<typeof promoCodeRow>;

/** The dialog's fields for a new code: switched on, nothing else set. */
export const NEW_PROMO = {
  code: '',
  percentOff: '',
  startsOn: '',
  endsOn: '',
  minSubtotal: '',
  usageLimit: '',
  isActive: true,
};

/** A promo code's own fields, as the dialog shows them for editing. */
export function promoCodeFormView(promo: PromoCode) {
  return {
    code: promo.code,
    percentOff: String(promo.percentOff),
    startsOn: promo.startsOn ?? '',
    endsOn: promo.endsOn ?? '',
    minSubtotal: promo.minSubtotalPaise === null ? '' : rupeesForInput(promo.minSubtotalPaise),
    usageLimit: promo.usageLimit === null ? '' : String(promo.usageLimit),
    isActive: promo.isActive,
    timesUsed: promo.timesUsed,
  };
}

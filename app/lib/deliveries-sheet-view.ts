/** The riders' sheet as printed: the day written out, each stop's payment and cash to collect. */
import { formatShopLongDate } from '#core/date-format.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import { formatRupees } from '#core/money.ts';
import { orderStatusLabels } from '#core/order-status.ts';
import { paymentMethodLabels } from '#core/payment.ts';
import { parcelStatus } from '#core/gift-recipients.ts';
import { mayDeliverParcel, mayMoveOrder, type Role } from '#core/staff-roles.ts';
import type { SlotRun } from '#server/delivery/deliveries-sheet.ts';

/** `role`: whose sheet it is; a stop they may mark delivered offers it. */
export function deliveriesSheetView(day: string, runs: SlotRun[], role: Role) {
  return {
    day,
    title: `Deliveries for ${formatShopLongDate(indiaDayStart(day))}`,
    runs: runs.map((run) => ({
      slot: run.slot,
      stops: run.stops.map((stop) => ({
        ...stop,
        /** 'HW-000050', or 'HW-000050, parcel 3 of 60' for one parcel of an order. */
        reference: stop.parcel
          ? `${stop.orderNumber}, parcel ${stop.parcel.position} of ${stop.parcel.of}`
          : stop.orderNumber,
        statusLabel: stop.parcel ? parcelStatus(stop, stop.parcel) : orderStatusLabels[stop.status],
        canDeliver: stop.parcel
          ? !stop.parcel.delivered && mayDeliverParcel(role, stop)
          : mayMoveOrder(role, stop, 'delivered'),
        payment: paymentMethodLabels[stop.paymentMethod],
        collect: stop.collectPaise > 0 ? formatRupees(stop.collectPaise) : 'Nothing (paid)',
      })),
    })),
  };
}

export type DeliveryRunView = ReturnType<typeof deliveriesSheetView>['runs'][number];

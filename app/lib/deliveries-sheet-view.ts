/**
 * The riders' sheet as printed: the day written out, each stop's payment and cash to collect
 * (core/cash-to-collect.ts), for the roles shown them; a packer's sheet has neither, as its order
 * pages have no money.
 */
import { collectText, seesCashToCollect } from '#core/cash-to-collect.ts';
import { formatShopLongDate } from '#core/date-format.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import { orderStatusLabels } from '#core/order-status.ts';
import { paymentMethodLabels } from '#core/payment.ts';
import { parcelStatus } from '#core/gift-recipients.ts';
import { mayDeliverParcel, mayMoveOrder, type Role } from '#core/staff-roles.ts';
import type { DeliveryStop, SlotRun } from '#server/delivery/deliveries-sheet.ts';

/** `role`: whose sheet it is; a stop they may mark delivered offers it. */
export function deliveriesSheetView(day: string, runs: SlotRun[], role: Role) {
  const showsCash = seesCashToCollect(role);
  return {
    day,
    title: `Deliveries for ${formatShopLongDate(indiaDayStart(day))}`,
    showsCash,
    runs: runs.map((run) => ({
      slot: run.slot,
      stops: run.stops.map((stop) => stopView(stop, role, showsCash)),
    })),
  };
}

function stopView(stop: DeliveryStop, role: Role, showsCash: boolean) {
  const { paymentMethod, paymentStatus, totalPaise, ...shown } = stop;
  const position = stop.parcel?.position ?? null;
  return {
    ...shown,
    /** 'HW-000050', or 'HW-000050, parcel 3 of 60' for one parcel of an order. */
    reference: stop.parcel
      ? `${stop.orderNumber}, parcel ${stop.parcel.position} of ${stop.parcel.of}`
      : stop.orderNumber,
    statusLabel: stop.parcel ? parcelStatus(stop, stop.parcel) : orderStatusLabels[stop.status],
    canDeliver: stop.parcel
      ? !stop.parcel.delivered && mayDeliverParcel(role, stop)
      : mayMoveOrder(role, stop, 'delivered'),
    payment: showsCash ? paymentMethodLabels[paymentMethod] : null,
    collect:
      showsCash && totalPaise !== null
        ? collectText({ paymentMethod, paymentStatus, totalPaise }, position)
        : null,
  };
}

export type DeliveriesSheetView = ReturnType<typeof deliveriesSheetView>;
export type DeliveryRunView = DeliveriesSheetView['runs'][number];

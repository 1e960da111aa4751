/** An order's tax invoice with its figures, for the order's owner or staff who see its money only. */
import { asc, eq } from 'drizzle-orm';
import { deliverySlotText } from '#core/delivery-slots.ts';
import { bestBeforeText } from '#core/freshness.ts';
import { may } from '#core/staff-roles.ts';
import { variantName } from '#core/variant-label.ts';
import { boxContentsText, inBoxOrder } from '#core/box-contents.ts';
import { isIntraState, placeOfSupply, taxInvoiceFigures } from '#core/tax-invoice.ts';
import type { Db } from '#server/db/client.ts';
import { invoices } from '#server/db/schema/invoices.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import type { OrderViewer } from '#server/orders/get-order.ts';

/**
 * Undefined for an unknown order, anyone else's, and an order with no invoice yet (not paid or
 * delivered): the page is a 404 for all of them.
 */
export async function getInvoiceForViewer(db: Db, orderNumber: string, viewer: OrderViewer) {
  const [found] = await db
    .select({ order: orders, invoice: invoices })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.orderNumber, orderNumber));
  if (!found) return undefined;
  const { order, invoice } = found;
  if (order.userId !== viewer.id && !may(viewer.role, 'orderMoney')) return undefined;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.productName), asc(orderItems.weight));
  const figures = taxInvoiceFigures({
    items: items.map((item) => ({
      // Sweets are labelled with their best-before date (FSSAI); the invoice carries it too.
      // An assorted box is one line, a mixed supply, naming what it holds (core/assorted-box.ts).
      description: [
        variantName({ name: item.productName, weight: item.weight }) +
          (item.boxContents ? `: ${boxContentsText(inBoxOrder(item.boxContents), ' + ')}` : ''),
        item.tierPercentOff && `business price, ${item.tierPercentOff}% off`,
        item.bestBefore && bestBeforeText(item.bestBefore),
      ]
        .filter(Boolean)
        .join(', '),
      hsnCode: item.hsnCode,
      gstRatePercent: item.gstRatePercent,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      totalPricePaise: item.totalPricePaise,
    })),
    shippingPaise: order.shippingPaise,
    discountPaise: order.discountPaise,
    intraState: isIntraState(invoice.seller.state, placeOfSupply(order)),
  });
  return {
    invoiceNumber: invoice.invoiceNumber,
    issuedAt: invoice.issuedAt,
    seller: invoice.seller,
    buyer: {
      name: order.customerName,
      address: order.shippingAddress,
      city: order.city,
      state: order.state,
      pincode: order.pincode,
      phone: order.customerPhone,
      email: order.customerEmail,
    },
    /** A business buyer's name, GSTIN and billing address: a B2B invoice. */
    business:
      order.buyerGstin && order.businessName
        ? {
            name: order.businessName,
            gstin: order.buyerGstin,
            address: order.billingAddress ?? '',
            city: order.billingCity ?? '',
            state: order.billingState ?? '',
            pincode: order.billingPincode ?? '',
          }
        : null,
    placeOfSupply: placeOfSupply(order),
    /** The parcels of an order to several people; 0 for one delivered to the buyer's address. */
    recipientCount: order.recipientCount,
    orderNumber: order.orderNumber,
    orderedAt: order.createdAt,
    deliverySlot: deliverySlotText(order),
    paymentMethod: order.paymentMethod,
    promoCode: order.promoCode,
    figures,
  };
}
export type TaxInvoice = NonNullable<Awaited<ReturnType<typeof getInvoiceForViewer>>>;

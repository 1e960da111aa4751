/** What the order pages send to the browser: figures in paise, dates already in words (IST). */
import type { OrderCardView } from '#app/components/orders/order-card.tsx';
import { formatShopDate, formatShopDateTime } from '#core/date-format.ts';
import type { OrderDetail } from '#server/orders/get-order.ts';
import type { CustomerOrder } from '#server/orders/list-orders.ts';

export function orderCardView(order: CustomerOrder): OrderCardView {
  return {
    orderNumber: order.orderNumber,
    placedOn: formatShopDate(order.createdAt),
    placedAt: order.createdAt.toISOString(),
    status: order.status,
    customerName: order.customerName,
    shippingAddress: order.shippingAddress,
    city: order.city,
    state: order.state,
    pincode: order.pincode,
    subtotalPaise: order.subtotalPaise,
    shippingPaise: order.shippingPaise,
    discountPaise: order.discountPaise,
    totalPaise: order.totalPaise,
    promoCode: order.promoCode,
    items: order.items.map((item) => ({
      id: item.id,
      productName: item.productName,
      imageUrl: item.imageUrl,
      weight: item.weight,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      totalPricePaise: item.totalPricePaise,
    })),
  };
}

export function orderDetailView(order: OrderDetail) {
  return {
    ...orderCardView(order),
    placedWhen: formatShopDateTime(order.createdAt),
    customerPhone: order.customerPhone,
    customerEmail: order.customerEmail,
    giftMessage: order.giftMessage,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    isOwn: order.isOwn,
    history: order.history.map((entry) => ({
      status: entry.status,
      at: entry.createdAt.toISOString(),
      when: formatShopDateTime(entry.createdAt),
    })),
  };
}

/** How the admin's customer list tells regulars from newcomers. */
export type CustomerStatus = 'Active' | 'New';

/** Active once an order of theirs has been delivered; New until then. */
export function customerStatus(deliveredOrders: number): CustomerStatus {
  return deliveredOrders > 0 ? 'Active' : 'New';
}

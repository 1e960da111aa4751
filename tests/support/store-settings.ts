/** A shop's settings as its owner fills the settings form: a sweet shop in Dadar, Mumbai. */
import type { StoreSettingsInput } from '#core/store-settings-input.ts';
import { rupees } from '#core/money.ts';

export const mumbaiShop: StoreSettingsInput = {
  storeName: 'Mithai Mahal',
  storeDescription: 'Pedas and modaks from Dadar.',
  email: 'orders@mithaimahal.example',
  phone: '022 2412 3456',
  address: '5 Ranade Road, Dadar, Mumbai 400028',
  state: 'Maharashtra',
  gstin: '27AAPFU0939F1ZV',
  fssaiLicenceNumber: '11521999000123',
  emailNotifications: false,
  orderNotifications: true,
  lowStockAlerts: false,
  maintenanceMode: true,
  codLimit: rupees(12_500.5),
  giftOrderCashOnDelivery: true,
};

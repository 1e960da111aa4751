/** Addresses of the admin's pages that its forms post to and its pages link to. */
export const ADMIN_ORDERS_PATH = '/admin/orders';
export const ADMIN_PAYOUTS_EXPORT_PATH = '/admin/payouts/export';
export const ADMIN_SETTINGS_PATH = '/admin/settings';
export const ADMIN_SAMPLE_SHOP_PATH = '/admin/sample-shop';
export const ADMIN_PRODUCTS_PATH = '/admin/products';
export const ADMIN_PROMO_CODES_PATH = '/admin/promo-codes';
export const ADMIN_BUSINESS_PRICES_PATH = '/admin/business-prices';
export const ADMIN_BOXES_PATH = '/admin/boxes';
export const ADMIN_REVIEWS_PATH = '/admin/reviews';
export const ADMIN_DELIVERY_PATH = '/admin/delivery';
export const ADMIN_STAFF_PATH = '/admin/staff';
export const ADMIN_ACTIVITY_EXPORT_PATH = '/admin/activity/export';

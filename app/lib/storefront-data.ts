/**
 * What the storefront layout's loader sends to every page under it. Components read it with
 * useRouteLoaderData and type it from here, so they never import a route module.
 */
export const STOREFRONT_LAYOUT_ID = 'routes/storefront-layout';

/** The shop's own details for the header and footer. */
export interface StoreDetails {
  storeName: string;
  storeDescription: string;
  email: string;
  phone: string;
  address: string;
  fssaiLicenceNumber: string;
}

export interface StorefrontLayoutData {
  cartLineCount: number;
  /** Null for a visitor who has not signed in. */
  customerName: string | null;
  /** Which products' hearts are filled: only ever the signed-in customer's own. */
  wishlistProductIds: string[];
  store: StoreDetails;
}

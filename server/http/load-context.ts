/** What every loader and action receives from the server: database, configuration, accounts, mail. */
import type { Auth } from '#server/auth/auth.ts';
import type { Config } from '#server/config.ts';
import type { RecordCounterBill } from '#server/counter/record-bill.ts';
import type { Db } from '#server/db/client.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { UntrustedProxy } from './client-address.ts';

export interface ShopLoadContext {
  db: Db;
  config: Config;
  auth: Auth;
  mailer: Mailer;
  /** Records a counter's bill: on the counter's own thread while the shop runs (start.ts). */
  recordCounterBill: RecordCounterBill;
  /** The client's address, for limits counted per client (see client-address.ts). */
  clientAddress: string;
  /** A proxy seen in front of the shop that TRUST_PROXY does not trust: the dashboard says so. */
  untrustedProxy: UntrustedProxy | undefined;
  /** The nonce this response's Content-Security-Policy allows inline scripts with. */
  cspNonce: string;
  /**
   * True when the answer is a whole page (or a file); false for the data the browser's router
   * loads as it navigates, which it may throw away when a newer navigation overtakes it.
   */
  wholePage: boolean;
}

declare module 'react-router' {
  // Declaration merging needs an interface, not a type alias.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}

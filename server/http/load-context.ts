/** What every loader and action receives from the server: the database and configuration. */
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';

export interface ShopLoadContext {
  db: Db;
  config: Config;
  /** The nonce this response's Content-Security-Policy allows inline scripts with. */
  cspNonce: string;
}

declare module 'react-router' {
  // Declaration merging needs an interface, not a type alias.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}

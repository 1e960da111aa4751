/**
 * What the root route's loader sends to every page. Components and meta functions read it from
 * here, so they never import app/root.tsx.
 */
import type { Toast } from '#core/action-answer.ts';

export const ROOT_ID = 'root';

/** The name shown when the store settings could not be read. */
export const FALLBACK_STORE_NAME = 'Halwai';

export interface RootData {
  cspNonce: string;
  /** A one-time message carried across a redirect. */
  toast: Toast | undefined;
  /** The shop's name from its settings, for page titles; absent when they cannot be read. */
  storeName: string | undefined;
}

/** The shop's name for a title: the store settings' when the root has it. */
export function storeNameOf(root: Pick<RootData, 'storeName'> | undefined): string {
  return root?.storeName ?? FALLBACK_STORE_NAME;
}

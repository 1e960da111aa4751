/** The counter screen's data, as its loader sends it (server/counter/counter-screen.ts). */
import type { CounterScreen } from '#server/counter/counter-screen.ts';
import type { PinApprover } from './counter/pin-check.ts';

export type CounterScreenData = Omit<CounterScreen, 'pinApprovers'> & {
  /** `pinApprovers`: whose counter PIN allows this cashier's line taken off, checked offline. */
  cashier: { id: string; name: string; mayApprove: boolean; pinApprovers: PinApprover[] };
  origin: string;
};
export type {
  CounterBox,
  CounterItem,
  CounterShop,
  CounterSweet,
} from '#server/counter/counter-screen.ts';

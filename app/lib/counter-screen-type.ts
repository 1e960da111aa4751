/** The counter screen's data, as its loader sends it (server/counter/counter-screen.ts). */
import type { CounterScreen } from '#server/counter/counter-screen.ts';

export type CounterScreenData = CounterScreen & {
  cashier: { id: string; name: string; mayApprove: boolean };
  origin: string;
};
export type {
  CounterBox,
  CounterItem,
  CounterShop,
  CounterSweet,
} from '#server/counter/counter-screen.ts';

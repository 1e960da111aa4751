/** The form that removes the sample shop: the shop's name, typed to confirm (server/setup/remove-sample-shop.ts). */
import { z } from 'zod';

export const removeSampleShopSchema = z.object({
  shopName: z
    .string({ error: "Please type the shop's name to confirm." })
    .trim()
    .min(1, "Please type the shop's name to confirm."),
});

/** Address and profile forms: Indian phone and pincode formats, the state from India's list. */
import { z } from 'zod';
import { indianStates } from './india.ts';

/** A required text field, trimmed, with messages that name it. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}.` })
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, `Please keep ${label} to ${max} characters.`);

/** Indian mobile: 10 digits starting 6-9, optionally written with +91; kept as the 10 digits. */
export const phoneField = z
  .string({ error: 'Please enter a phone number.' })
  .trim()
  .min(1, 'Please enter a phone number.')
  .transform((phone) => phone.replace(/[\s-]/g, '').replace(/^(\+91|0091)/, ''))
  .pipe(
    z
      .string()
      .regex(
        /^[6-9]\d{9}$/,
        'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
      ),
  );

export const pincodeField = z
  .string({ error: 'Please enter a pincode.' })
  .trim()
  .min(1, 'Please enter a pincode.')
  .regex(/^[1-9]\d{5}$/, 'Please enter a 6-digit pincode that does not start with 0.');

export const stateField = z.enum(indianStates, { error: 'Please choose a state.' });

export const addressSchema = z.object({
  title: requiredText('a title, such as Home or Office', 50),
  fullAddress: requiredText('the full address', 300),
  city: requiredText('the city', 80),
  state: stateField,
  pincode: pincodeField,
  phone: phoneField,
});
export type AddressInput = z.infer<typeof addressSchema>;

/** Which address a card's button means; whether it is the customer's is the service's to say. */
const addressId = z.string({ error: 'That address could not be found.' });

/** Everything the Saved Addresses page may ask, told apart by its intent. */
export const addressActionSchema = z.discriminatedUnion(
  'intent',
  [
    addressSchema.extend({ intent: z.literal('add') }),
    addressSchema.extend({ intent: z.literal('update'), addressId }),
    z.object({ intent: z.literal('delete'), addressId }),
    z.object({ intent: z.literal('set-default'), addressId }),
  ],
  { error: 'That request could not be understood.' },
);
export type AddressAction = z.infer<typeof addressActionSchema>;

/** The profile's fields are optional, but what is filled in must be well formed. */
const optional = <T extends z.ZodType>(field: T) =>
  z.union([z.literal('').transform(() => ''), field]);

export const profileSchema = z.object({
  fullName: requiredText('your full name', 100),
  phone: optional(phoneField),
  address: z.string().trim().max(300, 'Please keep the address to 300 characters.'),
  city: z.string().trim().max(80, 'Please keep the city to 80 characters.'),
  state: optional(stateField),
  pincode: optional(pincodeField),
});
export type ProfileInput = z.infer<typeof profileSchema>;

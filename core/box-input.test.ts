import { expect, test } from 'vitest';
import { boxSharesOf, shareField } from './box.ts';
import { boxOrderSchema, boxTypeSchema } from './box-input.ts';

const sweetIds = ['7f0c4c2e-8a1d-4b8e-9f6a-1c2d3e4f5a6b', '0b9e8d7c-6f5a-4e3d-8c2b-1a0f9e8d7c6b'];
const form = {
  name: ' Assorted Mithai ',
  sizeGrams: '1000',
  mostKinds: '4',
  stepGrams: '250',
  charge: '₹40',
  boxesInStock: '60',
  sweetIds,
  onSale: 'on',
};

/** The message the form shows beside `field`, if any. */
function problem(input: Record<string, unknown>, field: string) {
  const parsed = boxTypeSchema.safeParse(input);
  return parsed.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

test('the owner’s box form is read as the shop keeps it', () => {
  expect(boxTypeSchema.parse(form)).toEqual({
    name: 'Assorted Mithai',
    description: '',
    sizeGrams: 1000,
    mostKinds: 4,
    stepGrams: 250,
    charge: 4000,
    boxesInStock: 60,
    sweetIds,
    onSale: true,
  });
  expect(boxTypeSchema.parse({ ...form, onSale: undefined }).onSale).toBe(false);
});

test('each wrong field is named beside it', () => {
  expect(problem({ ...form, name: ' ' }, 'name')).toBe('Please name the box.');
  expect(problem({ ...form, sizeGrams: '1 kg' }, 'sizeGrams')).toBe(
    'Please give the size in grams, like 500 or 1000.',
  );
  expect(problem({ ...form, mostKinds: '1' }, 'mostKinds')).toBe(
    'Please give how many sweets it holds, at least 2.',
  );
  expect(problem({ ...form, mostKinds: '9' }, 'mostKinds')).toBe('A box holds at most 8 sweets.');
  expect(problem({ ...form, stepGrams: '300' }, 'stepGrams')).toBe(
    '1 kg is not a whole number of 300 g steps.',
  );
  expect(problem({ ...form, stepGrams: '1000' }, 'stepGrams')).toBe(
    'The step must let at least 2 sweets share the box.',
  );
  expect(problem({ ...form, charge: 'forty' }, 'charge')).toBe(
    'Please enter the box charge in rupees, like 450 or 112.50.',
  );
  expect(problem({ ...form, sweetIds: sweetIds.slice(0, 1) }, 'sweetIds')).toBe(
    'Please choose at least 2 sweets that may go in it.',
  );
});

test('a builder’s form says the shares chosen, by sweet; a share that is no number of grams is refused', () => {
  const [kaju = '', milkCake = ''] = sweetIds;
  expect(
    boxSharesOf({
      quantity: '2',
      [shareField(kaju)]: '250',
      [shareField('0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d')]: '0',
      [shareField('1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d')]: '',
      [shareField(milkCake)]: '750',
    }),
  ).toEqual([
    { productId: kaju, grams: 250 },
    { productId: milkCake, grams: 750 },
  ]);
  expect(boxSharesOf({ [shareField(kaju)]: 'a lot' })).toBeNull();
});

test('a builder’s share that names no sweet’s id (share.x) is refused, not looked up', () => {
  expect(boxSharesOf({ [shareField('x')]: '250' })).toBeNull();
  expect(boxSharesOf({ 'share.': '250' })).toBeNull();
});

test('a builder’s quantity is a whole number of boxes, at most 20', () => {
  expect(boxOrderSchema.safeParse({ quantity: '0' }).error?.issues[0]?.message).toBe(
    'Please choose how many boxes.',
  );
  expect(boxOrderSchema.safeParse({ quantity: '21' }).error?.issues[0]?.message).toBe(
    'Please choose at most 20 boxes at once.',
  );
});

import { expect, test, describe } from 'vitest';
import { growthCaption } from './growth-caption.ts';

describe('month-over-month captions', () => {
  test('growth and decline carry their sign and one decimal', () => {
    expect(growthCaption(1201, 1000, 'No orders last month')).toBe('+20.1% from last month');
    expect(growthCaption(97, 100, 'No orders last month')).toBe('-3.0% from last month');
    expect(growthCaption(300, 100, 'No orders last month')).toBe('+200.0% from last month');
    expect(growthCaption(0, 5, 'No orders last month')).toBe('-100.0% from last month');
  });

  test('the same as last month is +0.0%, also when a tiny fall rounds to nothing', () => {
    expect(growthCaption(40, 40, 'No orders last month')).toBe('+0.0% from last month');
    expect(growthCaption(99_999, 100_000, 'No orders last month')).toBe('+0.0% from last month');
  });

  test('rounds to the nearest tenth', () => {
    expect(growthCaption(4, 3, 'x')).toBe('+33.3% from last month');
    expect(growthCaption(5, 3, 'x')).toBe('+66.7% from last month');
    expect(growthCaption(1, 3, 'x')).toBe('-66.7% from last month');
  });

  test('nothing last month says so instead of dividing by zero', () => {
    expect(growthCaption(12, 0, 'No orders last month')).toBe('No orders last month');
    expect(growthCaption(0, 0, 'No revenue last month')).toBe('No revenue last month');
  });
});

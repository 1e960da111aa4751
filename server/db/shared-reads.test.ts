import { expect, test } from 'vitest';
import { sharedReads } from './shared-reads.ts';

/** A read that answers `value` when `finish` is called, counting how many were started. */
function heldReads() {
  let started = 0;
  const finishers: (() => void)[] = [];
  const start = (value: string) => () => {
    started += 1;
    return new Promise<string>((resolve) => finishers.push(() => resolve(value)));
  };
  return {
    start,
    finishAll: () => finishers.splice(0).forEach((finish) => finish()),
    started: () => started,
  };
}

test('asks while a read is under way share it; an ask after it is answered reads again', async () => {
  const reads = sharedReads<string, string>();
  const held = heldReads();
  const first = reads.read('settings', held.start('Halwai'));
  const second = reads.read('settings', held.start('not read'));
  const otherKey = reads.read('session', held.start('Asha'));
  held.finishAll();
  expect(await first).toBe('Halwai');
  expect(await second).toBe('Halwai');
  expect(await otherKey).toBe('Asha');
  expect(held.started()).toBe(2);

  const later = reads.read('settings', held.start('Halwai Sweets'));
  held.finishAll();
  expect(await later).toBe('Halwai Sweets');
  expect(held.started()).toBe(3);
});

test('after forget, an ask reads again though a read begun before is still under way', async () => {
  const reads = sharedReads<string, string>();
  const held = heldReads();
  const before = reads.read('settings', held.start('Halwai'));
  reads.forget('settings');
  const after = reads.read('settings', held.start('Halwai Sweets'));
  held.finishAll();
  expect(await before).toBe('Halwai');
  expect(await after).toBe('Halwai Sweets');
  // The earlier read, answered last, does not forget the later one under way.
  const third = reads.read('settings', held.start('unused'));
  held.finishAll();
  expect(await third).toBe('unused');
});

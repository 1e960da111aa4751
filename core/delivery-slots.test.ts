import { describe, expect, test } from 'vitest';
import {
  chosenSlotOf,
  clockText,
  dayChoices,
  deliverySlotText,
  earliestOpenSlot,
  readSlotChoice,
  slotChoiceValue,
  slotKey,
  slotLabel,
  slotRefusal,
  type SlotCalendar,
} from './delivery-slots.ts';

const morning = {
  id: '00000000-0000-4000-8000-000000000001',
  startsAt: '10:00',
  endsAt: '14:00',
  capacity: 5,
};
const afternoon = {
  id: '00000000-0000-4000-8000-000000000002',
  startsAt: '14:00',
  endsAt: '18:00',
  capacity: 5,
};
const evening = {
  id: '00000000-0000-4000-8000-000000000003',
  startsAt: '18:00',
  endsAt: '21:00',
  capacity: 2,
};

const calendar = (overrides: Partial<SlotCalendar> = {}): SlotCalendar => ({
  slots: [morning, afternoon, evening],
  sameDayCutoff: '12:00',
  closedDates: new Map(),
  cutoffs: new Map(),
  taken: new Map(),
  ...overrides,
});
const sameDay = { kind: 'same-day', fewestDays: 0, mostDays: 0 } as const;
const nextDay = { kind: 'next-day', fewestDays: 0, mostDays: 0 } as const;

/** An instant by India's wall clock: '2026-10-31 23:50'. */
const india = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}:00+05:30`);

describe('slot labels', () => {
  test('read as the shop says them', () => {
    expect(slotLabel('10:00', '14:00')).toBe('10 am–2 pm');
    expect(slotLabel('14:00', '18:00')).toBe('2–6 pm');
    expect(slotLabel('18:00', '21:00')).toBe('6–9 pm');
    expect(slotLabel('07:30', '09:00')).toBe('7:30–9 am');
    expect(clockText('00:00')).toBe('12 am');
    expect(clockText('12:00')).toBe('12 pm');
  });
});

describe('dayChoices', () => {
  test('offers 14 days from today for same-day zones and from tomorrow for next-day ones', () => {
    const now = india('2026-11-24 09:00');
    const days = dayChoices(calendar(), sameDay, now);
    expect(days).toHaveLength(14);
    expect(days[0]).toMatchObject({ day: '2026-11-24', label: 'Tue, 24 Nov' });
    expect(days.at(-1)).toMatchObject({ day: '2026-12-07', label: 'Mon, 7 Dec' });
    expect(days[0]?.slots.map((slot) => slot.available)).toEqual([true, true, true]);
    expect(dayChoices(calendar(), nextDay, now)[0]?.day).toBe('2026-11-25');
  });

  test("closes today at the same-day cut-off, by India's clock across midnight and month ends", () => {
    // 11:59 am in India: today is still open (06:29 UTC).
    expect(dayChoices(calendar(), sameDay, india('2026-11-30 11:59'))[0]?.closed).toBeUndefined();
    const afterCutoff = dayChoices(calendar(), sameDay, india('2026-11-30 12:00'));
    expect(afterCutoff[0]).toMatchObject({
      day: '2026-11-30',
      closed: 'Orders for today close at 12 pm',
    });
    expect(afterCutoff[1]).toMatchObject({ day: '2026-12-01' });
    expect(afterCutoff[1]?.closed).toBeUndefined();
    // 12:10 am on 1 December in India is still 30 November in UTC: today is the 1st, and open.
    const pastMidnight = india('2026-12-01 00:10');
    expect(pastMidnight.toISOString().slice(0, 10)).toBe('2026-11-30');
    expect(dayChoices(calendar(), sameDay, pastMidnight)[0]).toMatchObject({ day: '2026-12-01' });
    expect(dayChoices(calendar(), sameDay, pastMidnight)[0]?.closed).toBeUndefined();
  });

  test('a slot that has begun today cannot be chosen; a full one says so', () => {
    const taken = new Map([
      [slotKey(evening.id, '2026-11-25'), 2],
      [slotKey(morning.id, '2026-11-25'), 4],
    ]);
    const days = dayChoices(
      calendar({ sameDayCutoff: '23:00', taken }),
      sameDay,
      india('2026-11-24 15:00'),
    );
    expect(days[0]?.slots).toEqual([
      { id: morning.id, label: '10 am–2 pm', available: false, reason: 'Too late today' },
      { id: afternoon.id, label: '2–6 pm', available: false, reason: 'Too late today' },
      { id: evening.id, label: '6–9 pm', available: true },
    ]);
    expect(days[1]?.slots.map((slot) => slot.reason ?? 'open')).toEqual(['open', 'open', 'Full']);
  });

  test('closed dates and passed festival cut-offs cannot be chosen, and say why', () => {
    const calendarWithFestival = calendar({
      closedDates: new Map([
        ['2026-11-26', 'Guru Nanak Jayanti'],
        ['2026-11-28', ''],
      ]),
      // Last orders for delivery on Fri 27 Nov close on Wed 25 Nov at 6 pm.
      cutoffs: new Map([['2026-11-27', india('2026-11-25 18:00')]]),
    });
    const before = dayChoices(calendarWithFestival, nextDay, india('2026-11-25 17:59'));
    expect(before.map((day) => day.closed ?? 'open').slice(0, 4)).toEqual([
      'Closed: Guru Nanak Jayanti',
      'open',
      'Closed',
      'open',
    ]);
    const after = dayChoices(calendarWithFestival, nextDay, india('2026-11-25 18:00'));
    expect(after[1]).toMatchObject({
      day: '2026-11-27',
      closed: 'Orders closed Wed, 25 Nov at 6 pm',
    });
    expect(after[1]?.slots.every((slot) => !slot.available)).toBe(true);
  });
});

describe('slotRefusal', () => {
  const now = india('2026-11-24 15:00');
  const taken = new Map([[slotKey(evening.id, '2026-11-25'), 2]]);
  const days = dayChoices(
    calendar({ taken, closedDates: new Map([['2026-11-26', 'Guru Nanak Jayanti']]) }),
    sameDay,
    now,
  );

  test('says why a choice cannot be had, or nothing when it can', () => {
    expect(slotRefusal(days, { day: '2026-11-25', slotId: afternoon.id })).toBeNull();
    expect(slotRefusal(days, null)).toBe('Please choose a delivery date and slot.');
    expect(slotRefusal(days, { day: '2026-11-25', slotId: evening.id })).toBe(
      'The 6–9 pm slot on Wed, 25 Nov is full. Please choose another.',
    );
    expect(slotRefusal(days, { day: '2026-11-24', slotId: evening.id })).toBe(
      'Tue, 24 Nov: Orders for today close at 12 pm. Please choose another day.',
    );
    expect(slotRefusal(days, { day: '2026-11-26', slotId: morning.id })).toBe(
      'Thu, 26 Nov: Closed: Guru Nanak Jayanti. Please choose another day.',
    );
    expect(slotRefusal(days, { day: '2026-12-24', slotId: morning.id })).toBe(
      'Please choose a delivery date in the next 14 days.',
    );
    expect(
      slotRefusal(days, { day: '2026-11-25', slotId: '00000000-0000-4000-8000-00000000000f' }),
    ).toBe('That delivery slot is no longer offered. Please choose another.');
  });

  test('the earliest open slot is the first a day offers, past closed days and full slots', () => {
    // Today is past its cut-off; tomorrow's evening is full but its morning is open.
    expect(earliestOpenSlot(days)).toEqual({ day: '2026-11-25', slotId: morning.id });
    expect(earliestOpenSlot(days.slice(2, 3))).toBeNull();
    expect(earliestOpenSlot(days.slice(2))).toEqual({ day: '2026-11-27', slotId: morning.id });
  });

  test('the chosen slot is named with its label, and nothing that is not offered', () => {
    expect(chosenSlotOf(days, { day: '2026-11-25', slotId: evening.id })).toEqual({
      day: '2026-11-25',
      label: '6–9 pm',
    });
    expect(chosenSlotOf(days, null)).toBeNull();
    expect(chosenSlotOf(days, { day: '2026-12-24', slotId: evening.id })).toBeNull();
    expect(
      chosenSlotOf(days, { day: '2026-11-25', slotId: '00000000-0000-4000-8000-00000000000f' }),
    ).toBeNull();
  });

  test('the form value carries the day and the slot', () => {
    expect(readSlotChoice(slotChoiceValue('2026-11-25', evening.id))).toEqual({
      day: '2026-11-25',
      slotId: evening.id,
    });
    expect(readSlotChoice('')).toBeNull();
    expect(readSlotChoice('tomorrow_evening')).toBeNull();
  });
});

describe('deliverySlotText', () => {
  test("says an order's day and slot, or nothing without one", () => {
    expect(deliverySlotText({ deliveryDate: '2026-11-26', deliverySlot: '6–9 pm' })).toBe(
      'Thu, 26 Nov, 6–9 pm',
    );
    expect(deliverySlotText({ deliveryDate: null, deliverySlot: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { currentOpeningTime, isOpenAt, isWithinDailyWindow, itemWindowHolds, localClock, localDay, nextOpening, opensWhen, type ScheduleSlot } from '../../src/lib/schedule';

const everyDay = (open: string, close: string): ScheduleSlot[] => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, openingTime: open, closingTime: close }));

describe('local clock', () => {
  it('uses the zone time (Kathmandu is UTC+5:45)', () => {
    // 2026-11-22 is a Sunday; 18:20 UTC is 00:05 Monday in Kathmandu
    expect(localClock(new Date('2026-11-22T18:20:00Z'), 'Asia/Kathmandu')).toEqual({ day: 1, minutes: 5 });
    expect(localClock(new Date('2026-11-22T04:15:00Z'), 'Asia/Kathmandu')).toEqual({ day: 0, minutes: 10 * 60 });
  });

  it('is worked out once per zone and minute, and moves on with the next minute', () => {
    const at = (iso: string) => new Date(iso);
    const first = localClock(at('2026-11-22T04:15:01Z'), 'Asia/Kathmandu');
    // a store list asks for every store it formats: the same minute is the same (frozen) answer
    expect(localClock(at('2026-11-22T04:15:59Z'), 'Asia/Kathmandu')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // another zone in between keeps its own
    expect(localClock(at('2026-11-22T04:15:30Z'), 'UTC')).toEqual({ day: 0, minutes: 4 * 60 + 15 });
    expect(localClock(at('2026-11-22T04:15:30Z'), 'Asia/Kathmandu')).toBe(first);
    expect(localClock(at('2026-11-22T04:16:00Z'), 'Asia/Kathmandu')).toEqual({ day: 0, minutes: 10 * 60 + 1 });
    // and a day that ends within the minute's zone (18:14:59 UTC is 23:59:59 in Kathmandu)
    expect(localDay(at('2026-11-22T18:14:59Z'), 'Asia/Kathmandu')).toBe('2026-11-22');
    expect(localDay(at('2026-11-22T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-11-23');
    expect(localDay(at('2026-11-22T18:15:00Z'), 'UTC')).toBe('2026-11-22');
  });
});

describe('store open or closed', () => {
  it('is open inside the slot, closed outside it', () => {
    const slots = everyDay('07:00:00', '22:00:00');
    expect(isOpenAt(slots, { day: 2, minutes: 7 * 60 })).toBe(true);
    expect(isOpenAt(slots, { day: 2, minutes: 21 * 60 + 59 })).toBe(true);
    expect(isOpenAt(slots, { day: 2, minutes: 22 * 60 })).toBe(false);
    expect(isOpenAt(slots, { day: 2, minutes: 6 * 60 + 59 })).toBe(false);
  });
  it('a day without a slot is a closed day', () => {
    const slots = everyDay('07:00:00', '22:00:00').filter((s) => s.day !== 6);
    expect(isOpenAt(slots, { day: 6, minutes: 12 * 60 })).toBe(false);
  });
  it('overnight slots run past midnight into the next day', () => {
    const slots: ScheduleSlot[] = [{ day: 5, openingTime: '18:00', closingTime: '02:00' }];
    expect(isOpenAt(slots, { day: 5, minutes: 23 * 60 })).toBe(true);
    expect(isOpenAt(slots, { day: 6, minutes: 60 })).toBe(true);
    expect(isOpenAt(slots, { day: 6, minutes: 3 * 60 })).toBe(false);
    expect(isOpenAt(slots, { day: 5, minutes: 60 })).toBe(false);
  });
  it('a 24-hour slot is open all day', () => {
    const slots = everyDay('00:00:00', '23:59:59');
    expect(isOpenAt(slots, { day: 3, minutes: 0 })).toBe(true);
    expect(isOpenAt(slots, { day: 3, minutes: 23 * 60 + 59 })).toBe(true);
  });
  it('tells the next opening time today, else closed', () => {
    const slots = everyDay('07:00:00', '22:00:00');
    expect(currentOpeningTime(slots, { day: 1, minutes: 5 * 60 })).toBe('07:00');
    expect(currentOpeningTime(slots, { day: 1, minutes: 23 * 60 })).toBe('closed');
  });
});

describe('item daily window', () => {
  it('breakfast items only in the morning', () => {
    expect(isWithinDailyWindow('07:00:00', '11:00:00', { day: 0, minutes: 8 * 60 })).toBe(true);
    expect(isWithinDailyWindow('07:00:00', '11:00:00', { day: 0, minutes: 12 * 60 })).toBe(false);
    expect(isWithinDailyWindow('22:00:00', '02:00:00', { day: 0, minutes: 60 })).toBe(true);
  });

  it('an item with no window is always inside it; one with a window is judged by it', () => {
    expect(itemWindowHolds({ availableFrom: null, availableUntil: null }, { day: 3, minutes: 3 * 60 })).toBe(true);
    expect(itemWindowHolds({ availableFrom: '07:00', availableUntil: '11:00' }, { day: 3, minutes: 3 * 60 })).toBe(false);
    expect(itemWindowHolds({ availableFrom: '07:00', availableUntil: '11:00' }, { day: 3, minutes: 7 * 60 })).toBe(true);
  });
});

describe('local day', () => {
  it('is the calendar day in the zone, not in UTC', () => {
    // 20:00 UTC on 22 Nov is 01:45 on 23 Nov in Kathmandu
    expect(localDay(new Date('2026-11-22T20:00:00Z'), 'Asia/Kathmandu')).toBe('2026-11-23');
    expect(localDay(new Date('2026-11-22T10:00:00Z'), 'Asia/Kathmandu')).toBe('2026-11-22');
  });
});

describe('when a closed store opens (issue 46.2)', () => {
  const weekdays: ScheduleSlot[] = [1, 2, 3, 4, 5].map((day) => ({ day, openingTime: '07:00:00', closingTime: '22:00:00' }));
  const words = { today: 'Today', tomorrow: 'Tomorrow' };
  it('later today, tomorrow, or days ahead; none when the hours hold no opening', () => {
    expect(nextOpening(weekdays, { day: 1, minutes: 5 * 60 })).toEqual({ inDays: 0, minutes: 420 });
    expect(nextOpening(weekdays, { day: 1, minutes: 23 * 60 })).toEqual({ inDays: 1, minutes: 420 });
    expect(nextOpening(weekdays, { day: 5, minutes: 23 * 60 })).toEqual({ inDays: 3, minutes: 420 });
    expect(nextOpening([], { day: 5, minutes: 0 })).toBeNull();
  });
  it('in words, in the business time zone', () => {
    // Friday 2026-11-27 23:30 in Kathmandu (UTC+5:45)
    const fridayNight = new Date('2026-11-27T17:45:00Z');
    expect(opensWhen(weekdays, fridayNight, 'Asia/Kathmandu', words, 'en')).toBe('Monday 07:00 AM');
    expect(opensWhen([...weekdays, { day: 6, openingTime: '09:30:00', closingTime: '12:00:00' }], fridayNight, 'Asia/Kathmandu', words, 'en')).toBe('Tomorrow 09:30 AM');
    // Thursday 05:00
    expect(opensWhen(weekdays, new Date('2026-11-25T23:15:00Z'), 'Asia/Kathmandu', words, 'en')).toBe('Today 07:00 AM');
    expect(opensWhen([], fridayNight, 'Asia/Kathmandu', words, 'en')).toBeNull();
  });
});

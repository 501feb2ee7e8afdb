import { describe, expect, it } from 'vitest';
import { clockLabel, localClock, orderSlots, slotsWhenOpen } from '../../src/lib/schedule';

describe('orderSlots', () => {
  const tz = 'Asia/Kathmandu';
  it('starts at the next boundary after now and steps by the slot length to the end of tomorrow, in local time', () => {
    // 10:07 in Kathmandu (UTC+05:45)
    const now = new Date('2026-11-24T04:22:00Z');
    const slots = orderSlots(now, 30, tz);
    expect(slots[0]).toMatchObject({ day: 0, minutes: 10 * 60 + 30 });
    expect(localClock(new Date(slots[0].at), tz).minutes).toBe(630);
    expect(new Date(slots[1].at).getTime() - new Date(slots[0].at).getTime()).toBe(30 * 60_000);
    expect(slots.filter((s) => s.day === 0).at(-1)!.minutes).toBe(23 * 60 + 30);
    expect(slots.find((s) => s.day === 1)!.minutes).toBe(0);
    expect(slots.at(-1)).toMatchObject({ day: 1, minutes: 23 * 60 + 30 });
  });
  it('never offers a time in the past, even exactly on a boundary', () => {
    const onBoundary = new Date('2026-11-24T04:15:00Z'); // 10:00 local
    expect(orderSlots(onBoundary, 15, tz)[0].minutes).toBe(10 * 60 + 15);
  });
  it('writes hh:mm a', () => {
    expect(clockLabel(0)).toBe('12:00 AM');
    expect(clockLabel(13 * 60 + 5)).toBe('01:05 PM');
  });
});

describe('slotsWhenOpen', () => {
  it('keeps only the slots inside the store hours of their own weekday', () => {
    const tz = 'Asia/Kathmandu';
    const now = new Date('2026-11-24T04:22:00Z'); // 10:07 local
    const today = localClock(now, tz).day;
    const slots = orderSlots(now, 60, tz);
    const hours = [
      { day: today, openingTime: '09:00:00', closingTime: '12:00:00' },
      { day: (today + 1) % 7, openingTime: '20:00:00', closingTime: '22:00:00' },
    ];
    expect(slotsWhenOpen(slots, hours, tz).map((s) => [s.day, s.minutes / 60])).toEqual([
      [0, 11],
      [1, 20],
      [1, 21],
    ]);
  });
});

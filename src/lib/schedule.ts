/** Store opening hours in the zone's local time. */

import { onePerKey } from './one-per-key';

export interface ScheduleSlot {
  day: number; // 0 = Sunday
  openingTime: string; // HH:MM[:SS]
  closingTime: string;
}

export interface LocalClock {
  day: number;
  /** minutes since local midnight */
  minutes: number;
}

const weekdays: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const clockFormat = onePerKey((timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));

/**
 * Worked out once per zone and minute (every zone's offset is a whole number of minutes, so the
 * answer holds for the minute): a store list asks for every store it formats, and formatToParts is
 * the costly part. Every caller of that minute shares the answer.
 */
function oncePerMinute<T>(work: (now: Date, timeZone: string) => T): (now: Date, timeZone: string) => T {
  const kept = new Map<string, { minute: number; value: T }>();
  return (now, timeZone) => {
    const minute = Math.floor(now.getTime() / 60_000);
    const hit = kept.get(timeZone);
    if (hit?.minute === minute) return hit.value;
    const value = work(now, timeZone);
    kept.set(timeZone, { minute, value });
    return value;
  };
}

export const localClock = oncePerMinute((now: Date, timeZone: string): LocalClock => {
  const parts = Object.fromEntries(clockFormat(timeZone).formatToParts(now).map((p) => [p.type, p.value]));
  return Object.freeze({ day: weekdays[parts.weekday] ?? 0, minutes: Number(parts.hour) * 60 + Number(parts.minute) });
});

/** The clock as the database keeps times of day: HH:MM:00. */
export function clockTime(clock: LocalClock): string {
  return `${String(Math.floor(clock.minutes / 60)).padStart(2, '0')}:${String(clock.minutes % 60).padStart(2, '0')}:00`;
}

const dayFormat = onePerKey((timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));
/** The local calendar day, YYYY-MM-DD, in a time zone (campaign, coupon and discount dates). */
export const localDay = oncePerMinute((now: Date, timeZone: string): string => dayFormat(timeZone).format(now));

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h || 0) * 60 + (m || 0);
}

/** A closing time counts to the end of its minute: "23:59:59" closes at midnight. */
function closingMinutes(hhmmss: string): number {
  const [h, m, sec] = hhmmss.split(':').map(Number);
  return Math.ceil(((h || 0) * 3600 + (m || 0) * 60 + (sec || 0)) / 60);
}

/** True when a slot of the given day contains the time. A slot closing before it opens runs past midnight. */
export function isOpenAt(slots: readonly ScheduleSlot[], clock: LocalClock): boolean {
  const prevDay = (clock.day + 6) % 7;
  return slots.some((s) => {
    const open = toMinutes(s.openingTime);
    const close = closingMinutes(s.closingTime);
    if (close > open) return s.day === clock.day && clock.minutes >= open && clock.minutes < close;
    // overnight slot: open from `open` today until `close` tomorrow
    return (s.day === clock.day && clock.minutes >= open) || (s.day === prevDay && clock.minutes < close);
  });
}

/** Opening time later today, else "closed". */
export function currentOpeningTime(slots: readonly ScheduleSlot[], clock: LocalClock): string {
  const later = slots.filter((s) => s.day === clock.day && toMinutes(s.openingTime) > clock.minutes).sort((a, b) => toMinutes(a.openingTime) - toMinutes(b.openingTime))[0];
  return later ? later.openingTime.slice(0, 5) : 'closed';
}

/** True when now falls within an item's daily availability window (HH:MM:SS strings). */
export function isWithinDailyWindow(starts: string, ends: string, clock: LocalClock): boolean {
  const s = toMinutes(starts);
  const e = toMinutes(ends);
  if (e >= s) return clock.minutes >= s && clock.minutes <= e;
  return clock.minutes >= s || clock.minutes <= e;
}

export interface OrderSlot {
  /** the instant, ISO */
  at: string;
  /** 0: today, 1: tomorrow (local) */
  day: 0 | 1;
  /** local minutes since midnight */
  minutes: number;
}

/**
 * The times an order may be scheduled for (checkout): every `slotMinutes` from the next slot boundary
 * after `now` to the end of tomorrow, in the zone's local time. The server still checks the store's
 * hours for the one chosen.
 */
export function orderSlots(now: Date, slotMinutes: number, timeZone: string): OrderSlot[] {
  const step = Math.max(5, Math.round(slotMinutes));
  const start = localClock(now, timeZone).minutes;
  const first = (Math.floor(start / step) + 1) * step;
  const slots: OrderSlot[] = [];
  const base = Math.floor(now.getTime() / 60_000) * 60_000;
  for (let m = first; m < 2 * 1440; m += step) {
    slots.push({ at: new Date(base + (m - start) * 60_000).toISOString(), day: m < 1440 ? 0 : 1, minutes: m % 1440 });
  }
  return slots;
}

/** hh:mm a (spec section 9), from local minutes */
export function clockLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h % 12 || 12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The slots at which the store is open (its weekly hours, read in the zone's local time). */
export function slotsWhenOpen(slots: OrderSlot[], hours: ScheduleSlot[], timeZone: string): OrderSlot[] {
  return slots.filter((s) => isOpenAt(hours, localClock(new Date(s.at), timeZone)));
}

/** An item's daily window ("HH:MM" ends; none means all day) holds the clock. */
export function itemWindowHolds(item: { availableFrom: string | null; availableUntil: string | null }, clock: LocalClock): boolean {
  if (!item.availableFrom || !item.availableUntil) return true;
  return isWithinDailyWindow(item.availableFrom, item.availableUntil, clock);
}

/** When a store next opens after the clock: in how many days (0: later today) and at which local minute. */
export interface NextOpening {
  inDays: number;
  minutes: number;
}

/** The store's next opening after the clock within a week; null when its hours hold none. */
export function nextOpening(hours: readonly ScheduleSlot[], clock: LocalClock): NextOpening | null {
  for (let inDays = 0; inDays <= 7; inDays++) {
    const day = (clock.day + inDays) % 7;
    const opens = hours
      .filter((h) => h.day === day)
      .map((h) => toMinutes(h.openingTime))
      .filter((m) => inDays > 0 || m > clock.minutes);
    if (opens.length) return { inDays, minutes: Math.min(...opens) };
  }
  return null;
}

/** A day and a time in words: 'Today 07:00 AM', 'Tomorrow 09:30 AM', or the weekday's name further on. */
export function dayAndTime(inDays: number, minutes: number, weekday: number, words: { today: string; tomorrow: string }, locale: string): string {
  const day = inDays === 0 ? words.today : inDays === 1 ? words.tomorrow : weekdayName(weekday, locale);
  return `${day} ${clockLabel(minutes)}`;
}

const weekdayFormat = onePerKey((locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }));
/** 0 = Sunday; 2023-01-01 was one */
function weekdayName(day: number, locale: string): string {
  return weekdayFormat(locale).format(new Date(Date.UTC(2023, 0, 1 + day)));
}

/** When a store that is closed now opens, in words; null when its hours hold no opening. */
export function opensWhen(hours: readonly ScheduleSlot[], now: Date, timeZone: string, words: { today: string; tomorrow: string }, locale: string): string | null {
  const clock = localClock(now, timeZone);
  const next = nextOpening(hours, clock);
  return next ? dayAndTime(next.inDays, next.minutes, (clock.day + next.inDays) % 7, words, locale) : null;
}

/**
 * Billing cycles of a subscription contract, derived rather than stored: cycle n (from 1) is billed
 * n intervals after the origin order, unless skipped. No recurring order is ever placed locally, so
 * a cycle whose date has passed simply reads as BILLED.
 */

export type SubscriptionInterval = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface CycleSchedule {
  /** The origin order's time (ms). */
  anchor: number;
  interval: SubscriptionInterval;
  intervalCount: number;
  skipped: ReadonlySet<number>;
}

export interface BillingCycle {
  cycleIndex: number;
  cycleStartAt: number;
  cycleEndAt: number;
  billingAttemptExpectedDate: number;
  skipped: boolean;
  billed: boolean;
}

/** How far ahead the cycles are listed (upcomingBillingCycles) and may be skipped. */
export const MAX_UPCOMING_CYCLES = 24;

/** The interval a catalogue selling plan's delivery option names: "Every 2 weeks", "Every month". */
export function planInterval(optionValues: readonly string[]): {
  interval: SubscriptionInterval;
  intervalCount: number;
} {
  for (const value of optionValues) {
    const match = /every\s+(?:(\d+)\s+)?(day|week|month|year)s?/i.exec(value);
    if (match)
      return {
        interval: match[2]!.toUpperCase() as SubscriptionInterval,
        intervalCount: match[1] ? Number(match[1]) : 1,
      };
  }
  return { interval: 'MONTH', intervalCount: 1 };
}

/** `from` moved on by `count` intervals, in UTC calendar terms (a month keeps its day, clamped). */
export function addIntervals(from: number, interval: SubscriptionInterval, count: number): number {
  const date = new Date(from);
  if (interval === 'DAY') return from + count * 86_400_000;
  if (interval === 'WEEK') return from + count * 7 * 86_400_000;
  const months = interval === 'MONTH' ? count : count * 12;
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

export function cycle(schedule: CycleSchedule, index: number, now: number): BillingCycle {
  const { anchor, interval, intervalCount } = schedule;
  const at = addIntervals(anchor, interval, index * intervalCount);
  return {
    cycleIndex: index,
    cycleStartAt: addIntervals(anchor, interval, (index - 1) * intervalCount),
    cycleEndAt: at,
    billingAttemptExpectedDate: at,
    skipped: schedule.skipped.has(index),
    billed: at <= now,
  };
}

/** The first cycle not yet billed. */
export function firstUnbilledIndex(schedule: CycleSchedule, now: number): number {
  let index = 1;
  while (cycle(schedule, index, now).billed) index += 1;
  return index;
}

/** The unbilled cycles, from the next one on. */
export function upcomingCycles(schedule: CycleSchedule, now: number): BillingCycle[] {
  const first = firstUnbilledIndex(schedule, now);
  return Array.from({ length: MAX_UPCOMING_CYCLES }, (_, i) => cycle(schedule, first + i, now));
}

/** The date of the next cycle that will be billed (skipped ones passed over). */
export function nextBillingDate(schedule: CycleSchedule, now: number): number {
  let index = firstUnbilledIndex(schedule, now);
  while (schedule.skipped.has(index)) index += 1;
  return cycle(schedule, index, now).billingAttemptExpectedDate;
}

/** The cycle a selector names: by index, or the cycle whose window holds `date`; null if neither. */
export function selectCycle(
  schedule: CycleSchedule,
  selector: { index?: number | null; date?: string | null },
  now: number,
): BillingCycle | null {
  if (selector.index != null)
    return selector.index >= 1 ? cycle(schedule, selector.index, now) : null;
  if (selector.date == null) return null;
  const at = Date.parse(selector.date);
  if (Number.isNaN(at) || at <= schedule.anchor) return null;
  for (
    let index = 1;
    index <= firstUnbilledIndex(schedule, now) + MAX_UPCOMING_CYCLES;
    index += 1
  ) {
    const c = cycle(schedule, index, now);
    if (at > c.cycleStartAt && at <= c.cycleEndAt) return c;
  }
  return null;
}

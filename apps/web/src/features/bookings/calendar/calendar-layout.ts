import { addDays, dateInZone, instantOfDay, offsetMinutesAt, wallTimeAt } from '@tessera/core';

/**
 * The calendar's grid is the wall clock of the website's zone: a row per hour from midnight to
 * midnight, the same for every day, so a 9:00 booking sits at 9:00 on the day the clocks change
 * too. Positions are minutes since that midnight.
 */
export const DAY_MINUTES = 24 * 60;

export interface PlacedBlock<T> {
  item: T;
  /** Wall minutes of the start and the end on this day (clipped to the day). */
  top: number;
  bottom: number;
  /** Side-by-side place among the blocks it overlaps: lane of lanes. */
  lane: number;
  lanes: number;
}

interface Timed {
  start: string;
  end: string;
}

/** Wall minutes of an instant on a date: 0 before the day began, 1440 after it ended. */
export function wallMinutesOn(date: string, instant: number, zone: string): number {
  const day = dateInZone(instant, zone);
  if (day < date) return 0;
  if (day > date) return DAY_MINUTES;
  const wall = wallTimeAt(instant, zone);
  return wall.hour * 60 + wall.minute;
}

/**
 * The items on a day, placed on the wall-clock grid: the start where the clock shows it, the end
 * where the clock shows it (so an appointment across the spring-forward gap ends at the hour the
 * clock says). In the hour that happens twice when clocks go back, an end can read earlier than
 * its start; such a block keeps its real length. Overlapping items share the width in lanes.
 */
export function placeOnDay<T extends Timed>(
  items: readonly T[],
  date: string,
  zone: string,
): PlacedBlock<T>[] {
  const dayStart = instantOfDay(date, 0, zone);
  const dayEnd = instantOfDay(addDays(date, 1), 0, zone);
  const placed = items
    .map((item) => ({ item, start: Date.parse(item.start), end: Date.parse(item.end) }))
    .filter(({ start, end }) => start < dayEnd && end > dayStart)
    .map(({ item, start, end }) => {
      const top = wallMinutesOn(date, start, zone);
      let bottom = wallMinutesOn(date, end, zone);
      if (bottom <= top) bottom = Math.min(DAY_MINUTES, top + Math.round((end - start) / 60_000));
      return { item, top, bottom, lane: 0, lanes: 1 };
    })
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  assignLanes(placed);
  return placed;
}

/** Greedy lanes within each run of blocks that overlap one another. */
function assignLanes(blocks: PlacedBlock<unknown>[]): void {
  let group: PlacedBlock<unknown>[] = [];
  let groupEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...group.map((b) => b.lane + 1));
    for (const block of group) block.lanes = lanes;
    group = [];
  };
  for (const block of blocks) {
    if (block.top >= groupEnd) close();
    const laneEnds: number[] = [];
    for (const other of group)
      laneEnds[other.lane] = Math.max(laneEnds[other.lane] ?? 0, other.bottom);
    let lane = 0;
    while (laneEnds[lane] !== undefined && laneEnds[lane]! > block.top) lane += 1;
    block.lane = lane;
    group.push(block);
    groupEnd = Math.max(groupEnd, block.bottom);
  }
  close();
}

/**
 * The hours the grid shows: the working hours and the blocks, widened to whole hours with an
 * hour either side; 8 AM to 6 PM when there is nothing to show.
 */
export function visibleHours(spans: readonly (readonly [number, number])[]): {
  from: number;
  to: number;
} {
  if (spans.length === 0) return { from: 8 * 60, to: 18 * 60 };
  const first = Math.min(...spans.map((s) => s[0]));
  const last = Math.max(...spans.map((s) => s[1]));
  return {
    from: Math.max(0, Math.floor(first / 60) * 60 - 60),
    to: Math.min(DAY_MINUTES, Math.ceil(last / 60) * 60 + 60),
  };
}

/** A day the clocks change: the wall time they change at and by how many minutes (+60, -30). */
export function clockChangeOn(date: string, zone: string): { at: number; shift: number } | null {
  const dayStart = instantOfDay(date, 0, zone);
  const dayEnd = instantOfDay(addDays(date, 1), 0, zone);
  const before = offsetMinutesAt(dayStart, zone);
  const after = offsetMinutesAt(dayEnd, zone);
  if (before === after) return null;
  // The first minute with the new offset, by halving the day.
  let low = dayStart;
  let high = dayEnd;
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 120_000) * 60_000;
    if (offsetMinutesAt(middle, zone) === before) low = middle;
    else high = middle;
  }
  const wall = new Date(high + before * 60_000);
  return { at: wall.getUTCHours() * 60 + wall.getUTCMinutes(), shift: after - before };
}

/**
 * Where a booking moved on the grid starts: the wall time it was dropped at, snapped to the
 * service's slots, which step in real time from the start of the staff member's working range
 * (as the free times do); outside their hours, from midnight. It is kept inside the range it
 * falls in. Returns an instant (ms).
 */
export function snappedStart(input: {
  date: string;
  /** Wall minutes the block's top was dropped at. */
  minutes: number;
  zone: string;
  /** The service's slot interval and length, minutes. */
  interval: number;
  duration: number;
  /** The staff member's working ranges that day, wall minutes. */
  ranges: readonly (readonly [number, number])[];
}): number {
  const { date, zone } = input;
  const step = Math.max(1, input.interval) * 60_000;
  const length = input.duration * 60_000;
  const at = instantOfDay(
    date,
    Math.min(Math.max(0, Math.round(input.minutes)), DAY_MINUTES),
    zone,
  );
  const range = input.ranges
    .map(([from, to]) => [instantOfDay(date, from, zone), instantOfDay(date, to, zone)] as const)
    .find(([from, to]) => at >= from && at < to);
  const origin = range ? range[0] : instantOfDay(date, 0, zone);
  let start = origin + Math.round((at - origin) / step) * step;
  if (range) {
    while (start + length > range[1] && start - step >= range[0]) start -= step;
    if (start < range[0]) start = range[0];
  }
  return start;
}

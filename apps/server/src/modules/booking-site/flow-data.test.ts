import { describe, expect, it } from 'vitest';
import { bookingFlowData, readFlowQuery, type FlowInputs } from './flow-data.ts';

const service = {
  id: 's1',
  slug: 'haircut',
  name: 'Haircut',
  description: '',
  duration: 30,
  price: 25,
  currency: 'EUR',
  image: null,
};

const slot = (start: string, staffId: string) => ({
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
  staffId,
  remaining: 1,
});

function inputs(search: string, extra: Partial<FlowInputs> = {}): FlowInputs {
  return {
    service,
    staff: [
      { id: 'anna', name: 'Anna' },
      { id: 'ben', name: 'Ben' },
    ],
    siteZone: 'Europe/Berlin',
    advanceBookingDays: 30,
    now: Date.parse('2026-12-01T06:00:00Z'),
    path: '/book/haircut',
    query: readFlowQuery(new URLSearchParams(search)),
    slots: [
      slot('2026-12-03T08:00:00Z', 'anna'),
      slot('2026-12-03T08:00:00Z', 'ben'),
      slot('2026-12-03T08:30:00Z', 'ben'),
      slot('2026-12-05T13:00:00Z', 'anna'),
    ],
    reschedule: null,
    ...extra,
  };
}

describe('bookingFlowData', () => {
  it('marks the days with free times and pads the month to start on Monday', () => {
    const flow = bookingFlowData(inputs(''));
    expect(flow.month).toBe('2026-12');
    expect(flow.monthLabel).toBe('December 2026');
    // 1 December 2026 is a Tuesday: one empty cell before it.
    expect(flow.days[0]).toBeNull();
    expect(flow.days[1]).toMatchObject({ date: '2026-12-01', bookable: false });
    const bookable = flow.days.filter((d) => d?.bookable).map((d) => d!.date);
    expect(bookable).toEqual(['2026-12-03', '2026-12-05']);
    expect(flow.prevMonth).toBeNull();
    // 30 days ahead end on 31 December: January holds nothing yet.
    expect(flow.nextMonth).toBeNull();
    expect(bookingFlowData(inputs('', { advanceBookingDays: 60 })).nextMonth).toBe('2027-01');
    expect(flow.times).toBeNull();
  });

  it('lists one time per start for anyone available, in the site’s zone', () => {
    const flow = bookingFlowData(inputs('date=2026-12-03'));
    expect(flow.dateLabel).toBe('Thursday, 3 December 2026');
    expect(flow.times!.map((t) => [t.label, t.staffName])).toEqual([
      ['09:00', 'Anyone available'],
      ['09:30', 'Anyone available'],
    ]);
  });

  it('reads times in the visitor’s zone and keeps it and the staff in every link', () => {
    const flow = bookingFlowData(inputs('tz=America/New_York&staff=ben&date=2026-12-03'));
    expect(flow.zone).toBe('America/New_York');
    expect(flow.keep).toEqual({ tz: 'America/New_York', staff: 'ben' });
    expect(flow.times!.map((t) => [t.label, t.staffName])).toEqual([
      ['03:00', 'Ben'],
      ['03:30', 'Ben'],
    ]);
  });

  it('chooses a time only among the free ones, and ignores what it cannot read', () => {
    const chosen = bookingFlowData(inputs('date=2026-12-03&start=2026-12-03T08:30:00Z'));
    expect(chosen.chosen?.label).toBe('09:30');
    const taken = bookingFlowData(inputs('date=2026-12-03&start=2026-12-03T10:00:00Z'));
    expect(taken.chosen).toBeNull();
    const junk = bookingFlowData(inputs('tz=Mars/Olympus&month=2026-13&date=yesterday&staff=zed'));
    expect([junk.zone, junk.month, junk.date, junk.staffId]).toEqual([
      'Europe/Berlin',
      '2026-12',
      null,
      '',
    ]);
    expect(junk.message).toBe(
      'The month in the address could not be read, so this month is shown instead.',
    );
    expect(chosen.message).toBeUndefined();
  });
});

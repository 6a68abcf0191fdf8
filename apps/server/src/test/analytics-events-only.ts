import type {
  AnalyticsDimension,
  Figures,
  HourSpan,
  Span,
} from '../modules/analytics/store/events-store.ts';
import { PgEventsStore } from '../modules/analytics/store/pg-events-store.ts';

/**
 * The events store read as the last 24 hours were read before the hour figures: every figure of
 * the range from the events themselves. What the hour figures must equal, field by field.
 */
export class EventsOnlyStore extends PgEventsStore {
  override async readyHours(span: Span): Promise<Date> {
    return span.from;
  }

  override hourTotals(span: HourSpan): Promise<Figures> {
    return this.spanTotals(span);
  }

  override async hourBreakdowns(
    span: HourSpan,
    limits: Partial<Record<AnalyticsDimension, number>>,
  ): Promise<Partial<Record<AnalyticsDimension, ({ value: string } & Figures)[]>>> {
    const lists: Partial<Record<AnalyticsDimension, ({ value: string } & Figures)[]>> = {};
    for (const [dimension, limit] of Object.entries(limits) as [AnalyticsDimension, number][]) {
      lists[dimension] = await this.spanBreakdown(span, dimension, limit);
    }
    return lists;
  }
}

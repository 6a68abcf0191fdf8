import { bookingFlowAnchor, withAnchor } from '../anchors.ts';
import { useFormatPrice } from '../store/price.tsx';
import { durationLabel } from './service-tile.tsx';
import type { BookingFlowData } from './types.ts';

const WEEKDAY_HEADERS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** What each part of the flow draws: the data, and the id of the flow its links come back to. */
interface PartProps {
  data: BookingFlowData;
  at: string;
}

/**
 * The flow's address with these parameters, keeping the zone, staff and reschedule choice, and
 * landing back on the flow (`#{at}`), wherever it sits on its page.
 */
function linkTo(data: BookingFlowData, at: string, params: Record<string, string | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...data.keep, ...params })) {
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return withAnchor(text ? `${data.path}?${text}` : data.path, at);
}

/** Choosing the zone times are read in, and who to book with: plain GET forms. */
function Preferences({ data, at }: PartProps) {
  const hidden = (skip: string) =>
    Object.entries({ ...data.keep, month: data.month, date: data.date ?? '' })
      .filter(([key, value]) => key !== skip && value)
      .map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />);
  return (
    <div className="t-book-prefs">
      {data.staff.length > 1 ? (
        <form method="get" action={withAnchor(data.path, at)} className="t-book-pref">
          {hidden('staff')}
          <label className="t-field">
            <span className="t-label">With</span>
            <select className="t-input" name="staff" defaultValue={data.staffId}>
              <option value="">Anyone available</option>
              {data.staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <button className="t-button t-button-outline t-button-small" type="submit">
            Show times
          </button>
        </form>
      ) : null}
      <form method="get" action={withAnchor(data.path, at)} className="t-book-pref">
        {hidden('tz')}
        <label className="t-field">
          <span className="t-label">Times shown in</span>
          <select className="t-input" name="tz" defaultValue={data.zone}>
            {data.zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone === data.siteZone
                  ? `${zone.replace(/_/g, ' ')} (ours)`
                  : zone.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </label>
        <button className="t-button t-button-outline t-button-small" type="submit">
          Change
        </button>
      </form>
    </div>
  );
}

function Month({ data, at }: PartProps) {
  return (
    <section className="t-book-month" aria-labelledby="t-book-month-title">
      <div className="t-book-month-head">
        {data.prevMonth ? (
          <a href={linkTo(data, at, { month: data.prevMonth })} aria-label="Previous month">
            ‹
          </a>
        ) : (
          <span aria-hidden="true" />
        )}
        <h2 id="t-book-month-title">{data.monthLabel}</h2>
        {data.nextMonth ? (
          <a href={linkTo(data, at, { month: data.nextMonth })} aria-label="Next month">
            ›
          </a>
        ) : (
          <span aria-hidden="true" />
        )}
      </div>
      <table className="t-book-days">
        <thead>
          <tr>
            {WEEKDAY_HEADERS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: Math.ceil(data.days.length / 7) }, (_, week) => (
            <tr key={week}>
              {data.days.slice(week * 7, week * 7 + 7).map((day, i) =>
                day === null ? (
                  <td key={i} />
                ) : (
                  <td key={day.date}>
                    {day.bookable ? (
                      <a
                        className="t-book-day"
                        href={linkTo(data, at, { month: data.month, date: day.date })}
                        aria-current={day.date === data.date ? 'date' : undefined}
                        aria-label={`${day.date}, free times`}
                      >
                        {day.day}
                      </a>
                    ) : (
                      <span className="t-book-day t-book-day-off">{day.day}</span>
                    )}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Times({ data, at }: PartProps) {
  if (!data.date || !data.times) {
    return <p className="t-book-hint">Choose a day with free times.</p>;
  }
  return (
    <section className="t-book-times" aria-labelledby="t-book-times-title">
      <h2 id="t-book-times-title">{data.dateLabel}</h2>
      {data.times.length === 0 ? (
        <p className="t-book-hint">No free times left on this day.</p>
      ) : (
        <ul>
          {data.times.map((time) => (
            <li key={`${time.start}-${time.staffId}`}>
              <a
                className="t-book-time"
                href={linkTo(data, at, {
                  month: data.month,
                  date: data.date,
                  start: time.start,
                })}
              >
                {time.label}
                {data.staffId === '' && data.staff.length > 1 ? (
                  <small> {time.staffName}</small>
                ) : null}
                {time.remaining > 1 ? <small> {time.remaining} places</small> : null}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Field({
  name,
  label,
  type = 'text',
  data,
  required,
  autoComplete,
}: {
  name: string;
  label: string;
  type?: string;
  data: BookingFlowData;
  required?: boolean;
  autoComplete?: string;
}) {
  const error = data.errors[name];
  const id = `book-${name}`;
  return (
    <label className="t-field" htmlFor={id}>
      <span className="t-label">
        {label}
        {required ? null : <span className="t-optional"> (optional)</span>}
      </span>
      {type === 'textarea' ? (
        <textarea
          className="t-input"
          id={id}
          name={name}
          rows={3}
          defaultValue={data.values[name] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      ) : (
        <input
          className="t-input"
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={required}
          defaultValue={data.values[name] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      )}
      {error ? (
        <span className="t-field-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </label>
  );
}

/** What the visitor pays by card before the time is theirs, said before they commit. */
function PaymentNotice({
  payment,
  currency,
}: {
  payment: NonNullable<BookingFlowData['payment']>;
  currency: string;
}) {
  const format = useFormatPrice();
  const amount = format(payment.amount, currency);
  return (
    <p className="t-book-hint" role="note">
      {payment.whole
        ? `You pay ${amount} by card on Stripe’s secure page to book this time.`
        : `A deposit of ${amount} is paid by card on Stripe’s secure page to book this time.`}{' '}
      The time is held for 30 minutes while you pay.
    </p>
  );
}

function Details({ data, at }: PartProps) {
  const chosen = data.chosen!;
  // A refused post draws the service's own booking page again: land on its flow there.
  const action = withAnchor(
    data.reschedule
      ? `/_book/manage/${data.reschedule.token}/reschedule`
      : `/_book/${data.service.slug}`,
    bookingFlowAnchor(data.service.slug),
  );
  return (
    <section className="t-book-details" aria-labelledby="t-book-details-title">
      <h2 id="t-book-details-title">
        {data.dateLabel}, {chosen.label}
      </h2>
      <p className="t-book-hint">
        {durationLabel(data.service.duration)}{' '}
        {chosen.staffId ? `with ${chosen.staffName}` : 'with whoever is free'} ·{' '}
        <a href={linkTo(data, at, { month: data.month, date: data.date })}>Choose another time</a>
      </p>
      <form className="t-book-form" method="post" action={action}>
        <input type="hidden" name="start" value={chosen.start} />
        <input type="hidden" name="staff" value={chosen.staffId} />
        <input type="hidden" name="tz" value={data.zone} />
        {data.reschedule ? (
          <p>Your booking moves from {data.reschedule.current} to this time.</p>
        ) : (
          <>
            <Field name="name" label="Full name" data={data} required autoComplete="name" />
            <Field
              name="email"
              label="Email"
              type="email"
              data={data}
              required
              autoComplete="email"
            />
            <Field name="phone" label="Phone" type="tel" data={data} autoComplete="tel" />
            <Field name="notes" label="Notes" type="textarea" data={data} />
          </>
        )}
        {data.payment && !data.reschedule ? (
          <PaymentNotice payment={data.payment} currency={data.service.currency} />
        ) : null}
        <button className="t-button t-button-primary" type="submit">
          {data.reschedule ? 'Move my booking' : data.payment ? 'Book and pay' : 'Book now'}
        </button>
      </form>
    </section>
  );
}

/**
 * The whole booking page for one service, as the server draws it for one request. `anchor` is
 * the flow's id (its block's on an owner's page): every step's link and GET form comes back to it.
 */
export function BookingFlow({
  data,
  inPage = false,
  anchor,
}: {
  data: BookingFlowData;
  inPage?: boolean;
  anchor?: string;
}) {
  const formatPrice = useFormatPrice();
  const { service } = data;
  const at = anchor ?? bookingFlowAnchor(service.slug);
  // On its own page the flow is the page's heading; inside an owner's page, a section of it.
  const Title = inPage ? 'h2' : 'h1';
  return (
    <section className="t-book" id={at} aria-labelledby="t-book-title">
      <header className="t-book-header">
        <Title className="t-store-title" id="t-book-title">
          {data.reschedule ? `Move your ${service.name}` : `Book ${service.name}`}
        </Title>
        <p className="t-book-hint">
          {durationLabel(service.duration)} ·{' '}
          {service.price === 0 ? 'Free' : formatPrice(service.price, service.currency)} · Times in{' '}
          {data.zone.replace(/_/g, ' ')}
          {data.zone === data.siteZone ? '' : ` (we are in ${data.siteZone.replace(/_/g, ' ')})`}
        </p>
      </header>
      {data.message ? (
        <p className="t-notice t-notice-error" role="alert">
          {data.message}
        </p>
      ) : null}
      <Preferences data={data} at={at} />
      <div className="t-book-grid">
        <Month data={data} at={at} />
        {data.chosen ? <Details data={data} at={at} /> : <Times data={data} at={at} />}
      </div>
    </section>
  );
}

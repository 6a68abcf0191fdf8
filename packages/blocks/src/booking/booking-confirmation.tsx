import { VISITOR_ANCHORS, withAnchor } from '../anchors.ts';
import { useFormatPrice } from '../store/price.tsx';
import { durationLabel } from './service-tile.tsx';
import type { BookingConfirmationData } from './types.ts';

/** The visitor's own page of a booking: what, when, and what they can still do. */
export function BookingConfirmation({ booking }: { booking: BookingConfirmationData }) {
  const formatPrice = useFormatPrice();
  const cancelled = booking.status === 'CANCELLED';
  const heading = cancelled
    ? 'This booking is cancelled'
    : booking.status === 'PENDING'
      ? 'Booking requested'
      : 'You are booked';
  return (
    <section className="t-order" id={VISITOR_ANCHORS.booking} aria-labelledby="t-booking-title">
      <p className="t-order-kicker">{booking.serviceName}</p>
      <h1 className="t-store-title" id="t-booking-title">
        {heading}
      </h1>
      {booking.notice ? (
        <p
          className={booking.notice.kind === 'error' ? 't-notice t-notice-error' : 't-notice'}
          role={booking.notice.kind === 'error' ? 'alert' : 'status'}
        >
          {booking.notice.text}
        </p>
      ) : null}
      {booking.status === 'PENDING' ? (
        <p>We will confirm your booking by e-mail to {booking.customerEmail}.</p>
      ) : null}
      <dl className="t-review-totals t-booking-facts">
        <dt>When</dt>
        <dd>{booking.when}</dd>
        <dt>Length</dt>
        <dd>{durationLabel(booking.duration)}</dd>
        {booking.staffName ? (
          <>
            <dt>With</dt>
            <dd>{booking.staffName}</dd>
          </>
        ) : null}
        <dt>Name</dt>
        <dd>{booking.customerName}</dd>
        <dt>Price</dt>
        <dd>{booking.price === 0 ? 'Free' : formatPrice(booking.price, booking.currency)}</dd>
        {booking.deposit ? (
          <>
            <dt>Deposit</dt>
            <dd>{formatPrice(booking.deposit, booking.currency)}</dd>
          </>
        ) : null}
      </dl>
      {cancelled ? null : (
        <div className="t-booking-actions">
          <a className="t-button t-button-primary" href={booking.invitePath}>
            Add to calendar
          </a>
          {booking.reschedulePath ? (
            <a className="t-button t-button-outline" href={booking.reschedulePath}>
              Change the time
            </a>
          ) : null}
          {booking.cancelPath ? (
            <form method="post" action={withAnchor(booking.cancelPath, VISITOR_ANCHORS.booking)}>
              <button className="t-button t-button-outline" type="submit">
                Cancel booking
              </button>
            </form>
          ) : null}
        </div>
      )}
      {booking.locked && !cancelled ? <p className="t-book-hint">{booking.locked}</p> : null}
      <p className="t-book-hint">Keep this page’s address: it is your link to this booking.</p>
    </section>
  );
}

import type { ReactNode } from 'react';
import { VISITOR_ANCHORS, withAnchor } from '../anchors.ts';
import { useFormatPrice } from './price.tsx';
import type { CheckoutChoice, CheckoutViewData } from './types.ts';

/** The checkout's fields, by the names the site's `/_checkout` reads. */
export const CHECKOUT_FIELDS = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  delivery: 'delivery',
  payment: 'payment',
  note: 'note',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  city: 'city',
  postalCode: 'postal_code',
  region: 'region',
  country: 'country',
  idempotencyKey: 'idempotency_key',
  discountCode: 'discount_code',
} as const;

function Field({
  name,
  label,
  data,
  type = 'text',
  autoComplete,
  required = false,
  optional = !required,
}: {
  name: string;
  label: string;
  data: CheckoutViewData;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  /** Marked "(optional)": by default whatever is not required. */
  optional?: boolean;
}) {
  const error = data.errors[name];
  const id = `checkout-${name}`;
  return (
    <label className="t-field" htmlFor={id}>
      <span className="t-label">
        {label}
        {optional ? <span className="t-optional"> (optional)</span> : null}
      </span>
      <input
        className="t-input"
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={data.values[name] ?? ''}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <span className="t-field-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </label>
  );
}

function Choices({
  name,
  legend,
  choices,
  data,
  children,
}: {
  name: string;
  legend: string;
  choices: CheckoutChoice[];
  data: CheckoutViewData;
  children?: ReactNode;
}) {
  const formatPrice = useFormatPrice();
  const chosen = data.values[name] ?? choices[0]?.id;
  const error = data.errors[name];
  const hintOf = (choice: CheckoutChoice) =>
    choice.price === undefined
      ? choice.hint
      : choice.price === 0
        ? 'Free'
        : formatPrice(choice.price, data.currency);
  return (
    <fieldset
      className="t-checkout-group"
      aria-describedby={error ? `checkout-${name}-error` : undefined}
    >
      <legend className="t-checkout-legend">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.id} className="t-checkout-choice">
          <input
            type="radio"
            name={name}
            value={choice.id}
            defaultChecked={choice.id === chosen}
            required
          />
          <span>{choice.label}</span>
          {hintOf(choice) ? <span className="t-checkout-hint">{hintOf(choice)}</span> : null}
        </label>
      ))}
      {error ? (
        <span className="t-field-error" id={`checkout-${name}-error`}>
          {error}
        </span>
      ) : null}
      {children}
    </fieldset>
  );
}

/**
 * The discount code: a field with Apply, or the applied code with Remove. The code travels in
 * the form, so Place order sends what the totals show.
 */
function DiscountCode({ data }: { data: CheckoutViewData }) {
  const name = CHECKOUT_FIELDS.discountCode;
  const error = data.errors[name];
  if (data.discountCode) {
    return (
      <div className="t-field t-discount-applied">
        <input type="hidden" name={name} value={data.discountCode} />
        <span className="t-label">Discount code</span>
        <span>
          <strong>{data.discountCode}</strong> applied
        </span>
        <button
          className="t-button t-button-outline"
          type="submit"
          name="action"
          value="remove-discount"
          formNoValidate
        >
          Remove
        </button>
      </div>
    );
  }
  return (
    <div className="t-field">
      <label className="t-label" htmlFor="checkout-discount_code">
        Discount code<span className="t-optional"> (optional)</span>
      </label>
      <span className="t-checkout-row">
        <input
          className="t-input"
          id="checkout-discount_code"
          name={name}
          defaultValue={data.values[name] ?? ''}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'checkout-discount_code-error' : undefined}
        />
        <button
          className="t-button t-button-outline"
          type="submit"
          name="action"
          value="apply-discount"
          formNoValidate
        >
          Apply
        </button>
      </span>
      {error ? (
        <span className="t-field-error" id="checkout-discount_code-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Checkout as one plain form: contact, delivery (pickup or a flat rate with an address), payment,
 * and the order with totals the server worked out. "Update totals" shows them for the choices made;
 * "Place order" orders.
 */
export function CheckoutView({ data }: { data: CheckoutViewData }) {
  const formatPrice = useFormatPrice();
  const f = CHECKOUT_FIELDS;
  const money = (amount: number) => formatPrice(amount, data.currency);
  return (
    <section
      className="t-checkout"
      id={VISITOR_ANCHORS.checkout}
      aria-labelledby="t-checkout-title"
    >
      <h1 className="t-store-title" id="t-checkout-title">
        Checkout
      </h1>
      {data.message ? (
        <p className="t-notice t-notice-error" role="alert">
          {data.message}
        </p>
      ) : null}
      {data.lines.length === 0 ? (
        <div className="t-cart-empty">
          <p>Your cart is empty.</p>
          <a className="t-button t-button-primary" href="/">
            Continue shopping
          </a>
        </div>
      ) : (
        <form
          className="t-checkout-form"
          method="post"
          action={withAnchor('/_checkout', VISITOR_ANCHORS.checkout)}
          noValidate
        >
          <input type="hidden" name={f.idempotencyKey} value={data.idempotencyKey} />
          <div className="t-checkout-steps">
            <fieldset className="t-checkout-group">
              <legend className="t-checkout-legend">Contact</legend>
              <Field name={f.name} label="Full name" data={data} autoComplete="name" required />
              <Field
                name={f.email}
                label="Email"
                type="email"
                data={data}
                autoComplete="email"
                required
              />
              <Field name={f.phone} label="Phone" type="tel" data={data} autoComplete="tel" />
            </fieldset>
            <Choices name={f.delivery} legend="Delivery" choices={data.delivery} data={data}>
              {data.pickupInstructions ? (
                <p className="t-checkout-hint">{data.pickupInstructions}</p>
              ) : null}
            </Choices>
            {data.delivery.some((d) => d.id !== 'pickup') ? (
              <fieldset className="t-checkout-group">
                <legend className="t-checkout-legend">Shipping address</legend>
                <p className="t-checkout-hint">Needed when the order is shipped.</p>
                <Field
                  name={f.addressLine1}
                  label="Address"
                  data={data}
                  autoComplete="address-line1"
                  optional={false}
                />
                <Field
                  name={f.addressLine2}
                  label="Apartment, suite, etc."
                  data={data}
                  autoComplete="address-line2"
                />
                <div className="t-checkout-row">
                  <Field
                    name={f.city}
                    label="City"
                    data={data}
                    autoComplete="address-level2"
                    optional={false}
                  />
                  <Field
                    name={f.postalCode}
                    label="Postal code"
                    data={data}
                    autoComplete="postal-code"
                    optional={false}
                  />
                </div>
                <div className="t-checkout-row">
                  <Field
                    name={f.region}
                    label="State or region"
                    data={data}
                    autoComplete="address-level1"
                  />
                  <Field
                    name={f.country}
                    label="Country"
                    data={data}
                    autoComplete="country-name"
                    optional={false}
                  />
                </div>
              </fieldset>
            ) : null}
            <Choices name={f.payment} legend="Payment" choices={data.payment} data={data} />
            <label className="t-field" htmlFor="checkout-note">
              <span className="t-label">
                Note for the seller<span className="t-optional"> (optional)</span>
              </span>
              <textarea
                className="t-input"
                id="checkout-note"
                name={f.note}
                rows={3}
                defaultValue={data.values[f.note] ?? ''}
                aria-invalid={data.errors[f.note] ? true : undefined}
                aria-describedby={data.errors[f.note] ? 'checkout-note-error' : undefined}
              />
              {data.errors[f.note] ? (
                <span className="t-field-error" id="checkout-note-error">
                  {data.errors[f.note]}
                </span>
              ) : null}
            </label>
          </div>
          <aside className="t-checkout-review" aria-labelledby="t-review-title">
            <h2 id="t-review-title">Your order</h2>
            <ul className="t-review-lines">
              {data.lines.map((line) => (
                <li key={line.key}>
                  <span>
                    {line.quantity} × {line.name}
                    {line.variantTitle ? ` (${line.variantTitle})` : ''}
                  </span>
                  <span>{money(line.total)}</span>
                  {line.problem ? <span className="t-field-error">{line.problem}</span> : null}
                </li>
              ))}
            </ul>
            <dl className="t-review-totals">
              <dt>Subtotal</dt>
              <dd>{money(data.totals.subtotal)}</dd>
              {data.totals.discount ? (
                <>
                  <dt>Discount{data.discountCode ? ` (${data.discountCode})` : ''}</dt>
                  <dd>-{money(data.totals.discount)}</dd>
                </>
              ) : null}
              <dt>Shipping</dt>
              <dd>{data.totals.shipping === 0 ? 'Free' : money(data.totals.shipping)}</dd>
              {data.totals.tax > 0 ? (
                <>
                  <dt>{data.totals.taxInclusive ? 'Tax included' : 'Tax'}</dt>
                  <dd>{money(data.totals.tax)}</dd>
                </>
              ) : null}
              <dt className="t-review-total">Total</dt>
              <dd className="t-review-total">{money(data.totals.total)}</dd>
            </dl>
            <button
              className="t-button t-button-outline"
              type="submit"
              name="action"
              value="review"
              formNoValidate
            >
              Update totals
            </button>
            {/* After Update totals: Enter in a field still only updates the totals. */}
            <DiscountCode data={data} />
            <button className="t-button t-button-primary" type="submit" name="action" value="place">
              Place order
            </button>
          </aside>
        </form>
      )}
    </section>
  );
}

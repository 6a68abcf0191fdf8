import { formatMoney, orderAddressLines, orderNumberLabel, type OrderAddress } from '@tessera/core';
import { escapeHtml } from '../../http/escape.ts';
import { greetingName } from '../../mail/greeting-name.ts';
import type { OutboxMail } from '../../mail/outbox.ts';

/** What the order's e-mails say. Amounts in minor units. */
export interface OrderMailFacts {
  orderId: string;
  websiteId: string;
  siteName: string;
  /** The website's locale, which amounts are written in. */
  locale: string;
  number: number;
  currency: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  lines: { name: string; variantTitle: string | null; quantity: number; total: number }[];
  subtotal: number;
  shipping: number;
  tax: number;
  taxInclusive: boolean;
  /** The amount a discount code took off, and the code; absent or 0 without one. */
  discount?: number;
  discountCode?: string | null;
  total: number;
  fulfilment: 'pickup' | 'shipping';
  /** The shipping rate's name; null for pickup. */
  rateName: string | null;
  address: OrderAddress | null;
  pickupInstructions: string;
  paymentLabel: string;
  paymentInstructions: string;
  customerNote: string | null;
}

const paragraphs = (text: string) => escapeHtml(text).split('\n').join('<br>');

/** The lines and totals, as text and as an HTML table. */
function summary(facts: OrderMailFacts): { text: string; html: string } {
  const money = (minor: number) => formatMoney(minor, facts.currency, facts.locale);
  const items = facts.lines.map((l) => ({
    label: `${l.quantity} × ${l.name}${l.variantTitle ? ` (${l.variantTitle})` : ''}`,
    amount: money(l.total),
  }));
  const totals = [
    { label: 'Subtotal', amount: money(facts.subtotal) },
    ...(facts.discount
      ? [
          {
            label: facts.discountCode ? `Discount (${facts.discountCode})` : 'Discount',
            amount: `-${money(facts.discount)}`,
          },
        ]
      : []),
    { label: facts.rateName ?? 'Local pickup', amount: money(facts.shipping) },
    ...(facts.tax > 0
      ? [{ label: facts.taxInclusive ? 'Of which tax' : 'Tax', amount: money(facts.tax) }]
      : []),
    { label: 'Total', amount: money(facts.total) },
  ];
  const text = [...items, ...totals].map((r) => `${r.label}: ${r.amount}`).join('\n');
  const row = (r: { label: string; amount: string }, bold = false) =>
    `<tr><td style="padding:4px 16px 4px 0${bold ? ';font-weight:bold' : ''}">${escapeHtml(r.label)}</td>` +
    `<td align="right" style="padding:4px 0${bold ? ';font-weight:bold' : ''}">${escapeHtml(r.amount)}</td></tr>`;
  const html =
    `<table cellpadding="0" cellspacing="0">${items.map((r) => row(r)).join('')}` +
    `${totals.map((r, i) => row(r, i === totals.length - 1)).join('')}</table>`;
  return { text, html };
}

/** How the order reaches the buyer: pickup with its instructions, or the address it ships to. */
function delivery(facts: OrderMailFacts): { text: string; html: string } {
  if (facts.fulfilment === 'pickup') {
    const instructions = facts.pickupInstructions.trim();
    return {
      text: `Local pickup${instructions ? `\n${instructions}` : ''}`,
      html: `<p><strong>Local pickup</strong>${instructions ? `<br>${paragraphs(instructions)}` : ''}</p>`,
    };
  }
  const lines = facts.address ? orderAddressLines(facts.address) : [];
  return {
    text: [`Shipping: ${facts.rateName ?? ''}`, ...lines].join('\n'),
    html:
      `<p><strong>Shipping: ${escapeHtml(facts.rateName ?? '')}</strong><br>` +
      `${lines.map(escapeHtml).join('<br>')}</p>`,
  };
}

function payment(facts: OrderMailFacts): { text: string; html: string } {
  const instructions = facts.paymentInstructions.trim();
  return {
    text: `Payment: ${facts.paymentLabel}${instructions ? `\n${instructions}` : ''}`,
    html:
      `<p><strong>Payment: ${escapeHtml(facts.paymentLabel)}</strong>` +
      `${instructions ? `<br>${paragraphs(instructions)}` : ''}</p>`,
  };
}

/** The buyer's confirmation: what they bought, how it reaches them, how to pay, their page. */
export function orderConfirmation(facts: OrderMailFacts, orderUrl: string): OutboxMail {
  const label = orderNumberLabel(facts.number);
  const name = greetingName(facts.customerName);
  const intro = `Thank you for your order${name ? `, ${name}` : ''}. We have received order ${label} at ${facts.siteName}.`;
  const parts = [summary(facts), delivery(facts), payment(facts)];
  const text = [
    intro,
    '',
    ...parts.flatMap((p) => [p.text, '']),
    `Your order's page: ${orderUrl}`,
  ].join('\n');
  const html =
    `<div style="font-family:sans-serif"><p>${escapeHtml(intro)}</p>` +
    parts.map((p) => p.html).join('') +
    `<p><a href="${escapeHtml(orderUrl)}">See your order</a></p></div>`;
  return {
    kind: 'order-confirmation',
    to: facts.customerEmail,
    subject: `Your order ${label} at ${facts.siteName}`,
    text,
    html,
    websiteId: facts.websiteId,
    refId: facts.orderId,
  };
}

/** The owner's notice of a new order, with a way to it in the dashboard. */
export function newOrderNotice(
  facts: OrderMailFacts,
  to: string,
  dashboardUrl: string,
): OutboxMail {
  const label = orderNumberLabel(facts.number);
  const buyer = [facts.customerName, facts.customerEmail, facts.customerPhone]
    .filter(Boolean)
    .join(', ');
  const intro = `${facts.customerName} placed order ${label} on ${facts.siteName}.`;
  const parts = [summary(facts), delivery(facts), payment(facts)];
  const note = facts.customerNote?.trim();
  const text = [
    intro,
    `Customer: ${buyer}`,
    '',
    ...parts.flatMap((p) => [p.text, '']),
    ...(note ? [`Note from the customer:\n${note}`, ''] : []),
    `Open it in your dashboard: ${dashboardUrl}`,
  ].join('\n');
  const html =
    `<div style="font-family:sans-serif"><p>${escapeHtml(intro)}<br>Customer: ${escapeHtml(buyer)}</p>` +
    parts.map((p) => p.html).join('') +
    (note ? `<p><strong>Note from the customer</strong><br>${paragraphs(note)}</p>` : '') +
    `<p><a href="${escapeHtml(dashboardUrl)}">Open it in your dashboard</a></p></div>`;
  return {
    kind: 'order-notice',
    to,
    replyTo: facts.customerEmail,
    subject: `New order ${label}`,
    text,
    html,
    websiteId: facts.websiteId,
    refId: facts.orderId,
  };
}

/**
 * The buyer hears when their order ships (or, for pickup, is ready to collect) or is cancelled.
 */
export function orderStatusMail(
  order: {
    id: string;
    websiteId: string;
    number: number;
    customerName: string;
    customerEmail: string;
    fulfilment: 'pickup' | 'shipping';
  },
  siteName: string,
  status: 'SHIPPED' | 'CANCELLED',
  orderUrl: string,
): OutboxMail {
  const label = orderNumberLabel(order.number);
  const pickup = order.fulfilment === 'pickup';
  const name = greetingName(order.customerName);
  const goodNews = `Good news${name ? `, ${name}` : ''}: your order ${label} at ${siteName}`;
  const subject =
    status === 'CANCELLED'
      ? `Your order ${label} was cancelled`
      : pickup
        ? `Your order ${label} is ready for pickup`
        : `Your order ${label} has shipped`;
  const body =
    status === 'CANCELLED'
      ? `${name ? `${name}, your` : 'Your'} order ${label} at ${siteName} was cancelled. If you have paid for it, ${siteName} will refund you.`
      : pickup
        ? `${goodNews} is ready for pickup.`
        : `${goodNews} is on its way.`;
  return {
    kind: status === 'SHIPPED' ? 'order-shipped' : 'order-cancelled',
    to: order.customerEmail,
    subject,
    text: `${body}\n\nYour order's page: ${orderUrl}`,
    html:
      `<div style="font-family:sans-serif"><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(orderUrl)}">See your order</a></p></div>`,
    websiteId: order.websiteId,
    refId: order.id,
  };
}

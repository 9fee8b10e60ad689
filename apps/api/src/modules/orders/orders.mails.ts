import { formatMoney, orderHistoryPath, type Order, type OrderStatus } from '@bazaar/contracts';
import { mailHtml, type MailMessage } from '../mailer';

function itemLines(order: Order): string[] {
  return order.items.map((item) => {
    const name = item.variant_name ? `${item.title} (${item.variant_name})` : item.title;
    return `${item.quantity} × ${name} at ${formatMoney(item.unit_price)} = ${formatMoney(item.line_total)}`;
  });
}

function fulfilmentLine(order: Order): string {
  if (order.fulfilment === 'pickup') return 'Fulfilment: pickup, paid on pickup';
  const address = order.delivery_address;
  const where = address ? ` to ${address.street}, ${address.zip_code} ${address.city}` : '';
  return `Fulfilment: delivery${where}, paid on delivery`;
}

/** The order's number, items and total: what every mail about a new order lists. */
const orderSummary = (order: Order) => [
  `Order #${order.number}`,
  ...itemLines(order),
  `Total: ${formatMoney(order.total)}`,
];

/** How the order changes hands, and the buyer's note. */
const handover = (order: Order) => [fulfilmentLine(order), `Note: ${order.note || '(none)'}`];

/** A mail of plain paragraphs, a list of the order's items and a link to the cart history. */
function orderMail(parts: {
  to: string;
  subject: string;
  title: string;
  intro: string[];
  details: string[];
  link: { href: string; label: string; lead: string };
}): MailMessage {
  const text = [
    ...parts.intro,
    '',
    ...parts.details,
    '',
    parts.link.lead,
    parts.link.href,
    '',
    'Your Bazaar team',
  ].join('\n');
  return {
    to: parts.to,
    subject: parts.subject,
    text,
    html: mailHtml({
      title: parts.title,
      paragraphs: [
        ...parts.intro,
        ...parts.details.filter((line) => line.length > 0),
        parts.link.lead,
      ],
      link: { href: parts.link.href, label: parts.link.label },
    }),
  };
}

/** To the seller: a new order, with everything needed to prepare it and reach the buyer. */
export function orderPlacedMail(to: string, order: Order, publicUrl: string): MailMessage {
  const contact = [order.contact.name, order.contact.email, order.contact.phone]
    .filter(Boolean)
    .join(', ');
  return orderMail({
    to,
    subject: `New order #${order.number} on Bazaar`,
    title: `New order #${order.number}`,
    intro: [`${order.buyer.display_name} ordered from you on Bazaar. Payment is offline.`],
    details: [...orderSummary(order), '', `Buyer: ${contact}`, ...handover(order)],
    link: {
      href: `${publicUrl}${orderHistoryPath('seller', order.number)}`,
      label: 'Open the order',
      lead: 'Accept or decline the order in your cart history:',
    },
  });
}

/** To the buyer: the order as placed, and what happens next. */
export function orderConfirmationMail(to: string, order: Order, publicUrl: string): MailMessage {
  return orderMail({
    to,
    subject: `Your order #${order.number} on Bazaar`,
    title: `Order #${order.number} placed`,
    intro: [
      `Thank you for your order with ${order.seller.display_name}. The seller accepts or declines it; you will be told. Payment is offline.`,
    ],
    details: [...orderSummary(order), '', ...handover(order)],
    link: {
      href: `${publicUrl}${orderHistoryPath('buyer', order.number)}`,
      label: 'Open the order',
      lead: 'See the order in your cart history:',
    },
  });
}

/** What the seller did, as the buyer reads it. */
const sellerChanges: Record<OrderStatus, string> = {
  placed: 'was placed',
  accepted: 'was accepted',
  declined: 'was declined',
  fulfilled: 'was marked fulfilled',
  cancelled: 'was cancelled by the seller',
};

/** "was accepted", "was cancelled by the buyer": what happened to an order, in words. */
export function statusChange(status: OrderStatus, changedBy: 'buyer' | 'seller'): string {
  return changedBy === 'seller' ? sellerChanges[status] : `was ${status} by the buyer`;
}

/**
 * To the other side of a status change: the buyer when the seller moved the order, the seller
 * when the buyer cancelled it; what happened, and why.
 */
export function orderStatusMail(
  to: string,
  order: Order,
  changedBy: 'buyer' | 'seller',
  publicUrl: string,
): MailMessage {
  const change = statusChange(order.status, changedBy);
  const intro =
    changedBy === 'seller'
      ? `Your order #${order.number} with ${order.seller.display_name} ${change}.`
      : `Order #${order.number} from ${order.buyer.display_name} ${change}.`;
  return orderMail({
    to,
    subject: `Order #${order.number} ${change}`,
    title: `Order #${order.number}: ${order.status}`,
    intro: [intro, ...(order.status_reason ? [order.status_reason] : [])],
    details: [...itemLines(order), `Total: ${formatMoney(order.total)}`],
    link: {
      href: `${publicUrl}${orderHistoryPath(changedBy === 'seller' ? 'buyer' : 'seller', order.number)}`,
      label: 'Open the order',
      lead: 'See the order in your cart history:',
    },
  });
}

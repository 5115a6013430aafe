/**
 * The local stand-in for Shopify's hosted checkout: the cart with a "Place order" form, then the
 * order confirmation; no payment is ever taken. Plain HTML (`lang`, `main`, one h1, a captioned
 * table, a real submit button) so it works with a keyboard, a screen reader and no JavaScript.
 */
import type { CartView } from './cart-view';
import { formatDecimal } from './money';

/** An order placed through the local checkout. */
export interface PlacedOrder {
  /** Shopify-style order number, from 1001. */
  number: number;
  /** The cart as it was priced when the order was placed. */
  cart: CartView;
  /** Where "Continue shopping" leads: the shop's home page. */
  shopUrl: string;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function price(minor: number, currencyCode: string): string {
  const amount = (minor / 100).toFixed(2);
  return currencyCode === 'GBP' ? `£${amount}` : `${amount} ${currencyCode}`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #1f1f1f; }
  table { width: 100%; border-collapse: collapse; }
  caption { text-align: left; font-weight: 600; padding: .5rem 0; }
  th, td { text-align: left; padding: .5rem .25rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  td.num, th.num { text-align: right; }
  .note { background: #fff6d6; padding: .75rem 1rem; border-radius: .25rem; }
  small { color: #555; }
  button { font: inherit; padding: .75rem 1.5rem; border: 0; border-radius: .25rem; background: #1f1f1f; color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The lines, subtotal, cart-level discounts and total of a priced cart, as a table. */
function summaryTable(cart: CartView, caption: string): string {
  const currency = cart.currencyCode;
  const rows = cart.lines
    .map((line) => {
      const plan = line.allocation
        ? `<br><small>${escapeHtml(line.allocation.plan.data.name)}</small>`
        : '';
      // Product-level discounts belong to their line (cart-level ones are in the footer).
      const lineDiscounts = line.discountAllocations
        .map(
          (d) => `<br><small>Discount ${escapeHtml(d.code)} −${price(d.amount, currency)}</small>`,
        )
        .join('');
      const variant = line.variant.data.title;
      return `<tr><td>${escapeHtml(line.variant.product.data.title)}<br><small>${escapeHtml(variant)}</small>${plan}${lineDiscounts}</td><td class="num">${line.state.quantity}</td><td class="num">${price(line.total, currency)}</td></tr>`;
    })
    .join('\n');
  const discounts = cart.discountAllocations
    .map(
      (d) =>
        `<tr><td colspan="2">Discount ${escapeHtml(d.code)}</td><td class="num">−${price(d.amount, currency)}</td></tr>`,
    )
    .join('\n');
  return `<table>
<caption>${escapeHtml(caption)}</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Price</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><td colspan="2">Subtotal</td><td class="num">${price(cart.subtotal, currency)}</td></tr>
${discounts}
<tr><th scope="row" colspan="2">Total</th><td class="num" data-amount="${formatDecimal(cart.total)}"><strong>${price(cart.total, currency)}</strong></td></tr>
</tfoot>
</table>`;
}

export interface CheckoutPageOptions {
  /** The shop origin to return to after the order, carried through the form; null for none. */
  returnTo: string | null;
  /** A message shown above the summary, e.g. why the order could not be placed. */
  error?: string;
}

/**
 * The checkout page of a priced cart: its summary and, when it has lines, a form that POSTs to
 * `/checkout/<token>` to place the order.
 */
export function renderCheckout(
  cart: CartView,
  shopName: string,
  options: CheckoutPageOptions = { returnTo: null },
): string {
  const error = options.error
    ? `<p role="alert"><strong>${escapeHtml(options.error)}</strong></p>\n`
    : '';
  const returnTo = options.returnTo
    ? `<input type="hidden" name="return_to" value="${escapeHtml(options.returnTo)}">\n`
    : '';
  const form = `<form method="post" action="/checkout/${encodeURIComponent(cart.state.token)}" aria-labelledby="place-order-heading">
<h2 id="place-order-heading">Place your order</h2>
<p id="place-order-help">Placing the order completes this cart. No payment is taken.</p>
${returnTo}<button type="submit" aria-describedby="place-order-help">Place order</button>
</form>`;
  const body = `<h1>${escapeHtml(shopName)} — checkout</h1>
<p class="note" role="note">Local checkout — no payment is taken.</p>
${error}${cart.lines.length === 0 ? '<p>Your cart is empty.</p>' : `${summaryTable(cart, 'Your order')}\n${form}`}`;
  return page(`Checkout — ${shopName}`, body);
}

/** The confirmation shown once an order is placed (and on every later visit to its checkout URL). */
export function renderOrderConfirmation(order: PlacedOrder, shopName: string): string {
  const body = `<h1>Order placed — thank you</h1>
<p>Your order number is <strong data-order-number="${order.number}">#${order.number}</strong>.</p>
<p class="note" role="note">No payment was taken: this is the local checkout.</p>
${summaryTable(order.cart, `Order #${order.number}`)}
<p><a href="${escapeHtml(order.shopUrl)}">Continue shopping at ${escapeHtml(shopName)}</a></p>`;
  return page(`Order #${order.number} — ${shopName}`, body);
}

/** The page for a cart that does not exist or has expired. */
export function renderMissingCheckout(shopName: string): string {
  return page(
    `Checkout — ${shopName}`,
    `<h1>Cart not found</h1>\n<p>This cart does not exist or has expired.</p>`,
  );
}

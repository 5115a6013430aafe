/** The local stand-in for Shopify's hosted checkout: a read-only summary of the cart. */
import type { CartView } from './cart-view';
import { formatDecimal } from './money';

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
  th, td { text-align: left; padding: .5rem .25rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  td.num, th.num { text-align: right; }
  .note { background: #fff6d6; padding: .75rem 1rem; border-radius: .25rem; }
  small { color: #555; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The checkout summary of a priced cart. */
export function renderCheckout(cart: CartView, shopName: string): string {
  const currency = cart.currencyCode;
  const rows = cart.lines
    .map((line) => {
      const plan = line.allocation
        ? `<br><small>${escapeHtml(line.allocation.plan.data.name)}</small>`
        : '';
      const variant = line.variant.data.title;
      return `<tr><td>${escapeHtml(line.variant.product.data.title)}<br><small>${escapeHtml(variant)}</small>${plan}</td><td class="num">${line.state.quantity}</td><td class="num">${price(line.total, currency)}</td></tr>`;
    })
    .join('\n');
  const discounts = cart.discountAllocations
    .map(
      (d) =>
        `<tr><td colspan="2">Discount ${escapeHtml(d.code)}</td><td class="num">−${price(d.amount, currency)}</td></tr>`,
    )
    .join('\n');
  const body = `<h1>${escapeHtml(shopName)} — checkout</h1>
<p class="note" role="note">Local checkout — no payment is taken.</p>
${
  cart.lines.length === 0
    ? '<p>Your cart is empty.</p>'
    : `<table>
<thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Price</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><td colspan="2">Subtotal</td><td class="num">${price(cart.subtotal, currency)}</td></tr>
${discounts}
<tr><th colspan="2">Total</th><th class="num" data-amount="${formatDecimal(cart.total)}">${price(cart.total, currency)}</th></tr>
</tfoot>
</table>`
}`;
  return page(`Checkout — ${shopName}`, body);
}

/** The page for a cart that does not exist or has expired. */
export function renderMissingCheckout(shopName: string): string {
  return page(
    `Checkout — ${shopName}`,
    `<h1>Cart not found</h1>\n<p>This cart does not exist or has expired.</p>`,
  );
}

/**
 * Words and dates of the order pages. Dates are said in the shop's own zone and language
 * (en-GB, Europe/London: "2 December 2026"), formatted on the server; statuses are the schema's
 * enum values in words (`PARTIALLY_REFUNDED` → "Partially refunded").
 */

const ORDER_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** "2026-12-02T09:30:00Z" → "2 December 2026"; an unreadable date is said as given. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : ORDER_DATE.format(date);
}

/** An OrderFinancialStatus or OrderFulfillmentStatus value in words; null stays null. */
export function orderStatusWords(status: string | null): string | null {
  if (!status) return null;
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

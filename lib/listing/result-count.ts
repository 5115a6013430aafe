/**
 * The words of a listing's result count (announced politely on every change): the total when the
 * platform counts it (search), else what is shown and whether more follow (collections).
 */
export function resultCountText(shown: number, total: number | null, hasMore: boolean): string {
  const products = (n: number) => (n === 1 ? '1 product' : `${n} products`);
  if (total !== null) return shown < total ? `${products(total)}, ${shown} shown` : products(total);
  if (shown === 0) return 'No products';
  return hasMore ? `${products(shown)} shown, more to load` : products(shown);
}

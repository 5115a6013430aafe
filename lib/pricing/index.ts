/** Pricing rules of SPEC §3: pure functions over domain types, money in integer minor units. */
export * from './cart-line';
export * from './cart-totals';
export * from './constants';
export * from './format';
export * from './money';
export * from './purchase-price';
export * from './strike-through';
export * from './subscription';
export * from './variant';

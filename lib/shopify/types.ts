/**
 * Domain types of the shop, in one place for importers: the catalogue's (catalog-types.ts) and the
 * cart's, which are derived from the schema that also checks a stored cart (cart-schema.ts).
 */
import type { Cart } from './cart-schema';

export type * from './catalog-types';
export type {
  Attribute,
  Cart,
  CartCost,
  CartLine,
  CartLineCost,
  CartSellingPlanAllocation,
  DiscountAllocation,
} from './cart-schema';

export interface UserError {
  field: string[] | null;
  message: string;
}

/** What every cart mutation returns: the cart (null when the platform gave none) and its userErrors. */
export interface CartMutationResult {
  cart: Cart | null;
  userErrors: UserError[];
}

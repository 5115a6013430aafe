import { describe, expectTypeOf, it } from 'vitest';
import type { NavStyle } from '@/lib/page-data/shell-props';
import type { NavStyle as StoreNavStyle } from '@/stores/shop-store';

describe('NavStyle', () => {
  // Checked by `tsc --noEmit` (npm run typecheck), which fails when the two unions drift apart.
  it('is the union the store keeps', () => {
    expectTypeOf<NavStyle>().toEqualTypeOf<StoreNavStyle>();
  });
});

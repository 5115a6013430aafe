/** The variant upgrade offer (custom.upgrade_variant and custom.upgrade_button_text_override). */
import { toVariantGid } from '@/lib/shopify/ids';
import type { Variant } from '@/lib/shopify/types';

/** Button text when the variant has no `upgrade_button_text_override`. */
export const DEFAULT_UPGRADE_BUTTON_TEXT = 'Upgrade';

export interface UpgradeOffer {
  /** Global id of the variant to upgrade to. */
  variantId: string;
  buttonText: string;
}

/**
 * The upgrade offered for a variant, or null when it has no `upgrade_variant` (or points at
 * itself). The button reads the override text when set, else "Upgrade".
 */
export function upgradeOffer(variant: Pick<Variant, 'id' | 'custom'>): UpgradeOffer | null {
  const target = variant.custom.upgradeVariantId;
  if (!target || toVariantGid(target) === toVariantGid(variant.id)) return null;
  return {
    variantId: toVariantGid(target),
    buttonText: variant.custom.upgradeButtonTextOverride ?? DEFAULT_UPGRADE_BUTTON_TEXT,
  };
}

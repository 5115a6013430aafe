export { chooseVariantToAdd, drawSwapVariantId } from './ab-swap';
export { CART_CHANNEL, connectCrossTab, type CrossTabTarget } from './cross-tab';
export {
  CartEngineError,
  createCartEngine,
  type AddInput,
  type CartChangeMeta,
  type CartChangeReason,
  type CartEngine,
  type CartEngineOptions,
  type CartOperation,
  type CartOpOutcome,
} from './engine';
export { fromMinor, minorToNumber, toMinor } from './money';
export { isTempLineId, placeholderCart } from './optimistic';
export {
  appliedCode,
  cartCount,
  displayedUnitPrice,
  isCodeApplied,
  isDiscountApplied,
  lineDiscountMinor,
  lineMergeKey,
  mirrorLines,
  nextQuantity,
  shouldReapplyDiscount,
  variantOptionText,
  type MirrorLine,
  type QuantityAction,
} from './rules';
export { defaultProductUrl, productEventPayload } from './tracking';
export { CART_GID_PREFIX, isCart, isCartLine, salvageCartId } from './validate';

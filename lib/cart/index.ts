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
export { createCartEvents, type CartEventMap, type CartEventName, type CartEvents } from './events';
export { isTempLineId, placeholderCart } from './optimistic';
export {
  appliedCode,
  cartCount,
  isCodeApplied,
  isDiscountApplied,
  lineMergeKey,
  mirrorLines,
  nextQuantity,
  shouldReapplyDiscount,
  type MirrorLine,
  type QuantityAction,
} from './rules';
export { isCart, isCartId, isCartLine, salvageCartId } from './validate';

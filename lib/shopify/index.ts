/** The Storefront API layer: client, errors, ids, cart and product reads, reshapers and types. */
export * from './cart';
export * from './client';
export * from './errors';
export * from './ids';
export * from './products';
export * from './reshape';
export type * from './types';

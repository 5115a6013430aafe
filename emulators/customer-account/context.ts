/** What every Customer Account API resolver reads: the signed-in customer and the shop's state. */
import type { AccountDirectory } from './directory';
import type { CustomerRecord } from './records';

export interface AccountContext {
  customer: CustomerRecord;
  directory: AccountDirectory;
  /** The request's time (ms), fixed for the whole operation. */
  now: number;
  shop: { id: string; name: string; url: string };
  /** Origin of the platform, for order status URLs. */
  publicUrl: string;
}

/** Resolvers by GraphQL type name. */
export type ResolverMap = Record<string, Record<string, unknown>>;

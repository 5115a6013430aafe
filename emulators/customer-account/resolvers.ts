/**
 * Root fields and mutations of the Customer Account API stand-in over the real 2026-04 schema:
 * `customer`, `order(id)`, `shop`, and the subscription actions. Every other root field fails by
 * name (NOT_EMULATED). Field resolvers of the objects are in type-resolvers.ts.
 */
import { isInterfaceType, isUnionType, type GraphQLSchema } from 'graphql';
import { apiError } from '../storefront/errors';
import {
  changeStatus,
  setCycleSkipped,
  type CycleInput,
  type StatusAction,
} from './contract-actions';
import type { AccountContext, ResolverMap } from './context';
import { typeResolvers } from './type-resolvers';

type Field = (parent: unknown, args: never, ctx: AccountContext) => unknown;

const field = <A>(fn: (parent: unknown, args: A, ctx: AccountContext) => unknown): Field =>
  fn as Field;

function statusMutation(action: StatusAction): Field {
  return field<{ subscriptionContractId: string }>((_, { subscriptionContractId }, ctx) => {
    const result = changeStatus(
      ctx.directory,
      ctx.customer.id,
      subscriptionContractId,
      action,
      ctx.now,
    );
    return { contract: result.contract, userErrors: result.userErrors };
  });
}

function cycleMutation(skip: boolean): Field {
  return field<{ billingCycleInput: CycleInput }>((_, { billingCycleInput }, ctx) =>
    setCycleSkipped(ctx.directory, ctx.customer.id, billingCycleInput, skip, ctx.now),
  );
}

/** Unemulated root fields answer a GraphQL error naming themselves. */
function failUnemulated(
  clientSchema: GraphQLSchema,
  typeName: string,
  map: Record<string, unknown>,
) {
  const type = clientSchema.getType(typeName);
  if (!type || !('getFields' in type)) return;
  for (const name of Object.keys(type.getFields())) {
    if (!(name in map))
      map[name] = () => {
        throw apiError(`${typeName}.${name} is not emulated by the local platform.`, {
          code: 'NOT_EMULATED',
        });
      };
  }
}

export function buildAccountResolvers(clientSchema: GraphQLSchema): ResolverMap {
  const QueryRoot: Record<string, Field> = {
    customer: field((_, __, ctx) => ctx.customer),
    order: field<{ id: string }>((_, { id }, ctx) => ctx.directory.order(ctx.customer.id, id)),
    shop: field((_, __, ctx) => ({
      id: ctx.shop.id,
      name: ctx.shop.name,
      url: ctx.shop.url,
      email: 'hello@example.com',
      myshopifyDomain: 'local-platform.myshopify.com',
      shopPolicies: [],
      metafield: null,
      metafields: [],
    })),
  };
  const Mutation: Record<string, Field> = {
    subscriptionContractPause: statusMutation('pause'),
    subscriptionContractActivate: statusMutation('activate'),
    subscriptionContractCancel: statusMutation('cancel'),
    subscriptionBillingCycleSkip: cycleMutation(true),
    subscriptionBillingCycleUnskip: cycleMutation(false),
  };
  failUnemulated(clientSchema, 'QueryRoot', QueryRoot);
  failUnemulated(clientSchema, 'Mutation', Mutation);

  // Interfaces and unions resolve by the `__typename` parents carry (none are served yet).
  const abstract: ResolverMap = {};
  for (const type of Object.values(clientSchema.getTypeMap())) {
    if (isInterfaceType(type) || isUnionType(type))
      abstract[type.name] = {
        __resolveType: (value: { __typename?: unknown }) =>
          typeof value.__typename === 'string' ? value.__typename : null,
      };
  }
  return { ...abstract, QueryRoot, Mutation, ...typeResolvers() };
}

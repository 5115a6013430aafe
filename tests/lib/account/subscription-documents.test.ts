/** The subscription documents against the real Customer Account schema, and the input rules. */
import { readFileSync } from 'node:fs';
import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { cycleMutation, statusMutation } from '@/lib/account/subscription-actions';
import { deliveryFrequency } from '@/lib/account/subscription-model';
import { parseChangeRequest } from '@/lib/account/subscription-request';
import {
  CUSTOMER_SUBSCRIPTION_QUERY,
  CUSTOMER_SUBSCRIPTIONS_QUERY,
} from '@/lib/account/subscriptions';

const schemaJson = JSON.parse(
  readFileSync('node_modules/hydrogen-react-2026/customer-account.schema.json', 'utf8'),
) as { data?: IntrospectionQuery } & IntrospectionQuery;
const schema = buildClientSchema(schemaJson.data ?? schemaJson);
const ID = 'gid://shopify/SubscriptionContract/1';

describe('subscription documents', () => {
  it.each([
    ['contracts', CUSTOMER_SUBSCRIPTIONS_QUERY],
    ['one contract', CUSTOMER_SUBSCRIPTION_QUERY],
    ['pause', statusMutation('pause')],
    ['resume', statusMutation('resume')],
    ['cancel', statusMutation('cancel')],
    ['skip', cycleMutation(true)],
    ['unskip', cycleMutation(false)],
  ])('%s validates against the 2026-04 schema', (_, document) => {
    expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
  });
});

describe('parseChangeRequest', () => {
  it.each([
    [
      { action: 'pause', contract: ID },
      { action: 'pause', contractId: ID },
    ],
    [
      { action: 'skip', contract: ID, cycle: '3' },
      { action: 'skip', contractId: ID, cycleIndex: 3 },
    ],
    [{ action: 'skip', contract: ID }, null],
    [{ action: 'skip', contract: ID, cycle: '0' }, null],
    [{ action: 'delete', contract: ID }, null],
    [{ action: 'pause', contract: 'gid://shopify/Order/1' }, null],
    [{ action: 'pause', contract: [ID, ID] }, null],
    [null, null],
  ])('%j → %j', (body, expected) => {
    expect(parseChangeRequest(body)).toEqual(expected);
  });
});

it.each([
  [{ interval: 'WEEK', count: 2 }, 'every 2 weeks'],
  [{ interval: 'MONTH', count: 1 }, 'every month'],
] as const)('deliveryFrequency %j → %s', (delivery, text) => {
  expect(deliveryFrequency(delivery)).toBe(text);
});

import { describe, expect, it } from 'vitest';
import { errorOfUserErrors } from '@/lib/account/subscription-actions';
import {
  allowedActions,
  deliveryFrequency,
  type SubscriptionContract,
} from '@/lib/account/subscription-model';
import { outcomePath, parseChangeRequest } from '@/lib/account/subscription-request';

const ID = 'gid://shopify/SubscriptionContract/42';

function contract(status: SubscriptionContract['status'], skipped = false): SubscriptionContract {
  return {
    id: ID,
    status,
    nextBillingDate: '2026-12-16T00:00:00Z',
    delivery: { interval: 'WEEK', count: 2 },
    lines: [],
    total: { amount: '10.00', currencyCode: 'GBP' },
    upcoming: { index: 1, date: '2026-12-16T00:00:00Z', skipped },
  };
}

describe('parseChangeRequest', () => {
  it('accepts a status change and a cycle change', () => {
    expect(parseChangeRequest({ action: 'pause', contract: ID })).toEqual({
      action: 'pause',
      contractId: ID,
    });
    expect(parseChangeRequest({ action: 'skip', contract: ID, cycle: '3' })).toEqual({
      action: 'skip',
      contractId: ID,
      cycleIndex: 3,
    });
  });

  it('rejects a bad action, a bad id, a missing cycle and repeated fields', () => {
    expect(parseChangeRequest({ action: 'delete', contract: ID })).toBeNull();
    expect(parseChangeRequest({ action: 'pause', contract: 'gid://shopify/Order/1' })).toBeNull();
    expect(parseChangeRequest({ action: 'skip', contract: ID })).toBeNull();
    expect(parseChangeRequest({ action: ['pause', 'cancel'], contract: ID })).toBeNull();
    expect(parseChangeRequest(null)).toBeNull();
  });
});

describe('allowedActions', () => {
  it('offers only what the status allows', () => {
    expect(allowedActions(contract('ACTIVE'))).toEqual(['skip', 'pause', 'cancel']);
    expect(allowedActions(contract('ACTIVE', true))).toEqual(['unskip', 'pause', 'cancel']);
    expect(allowedActions(contract('PAUSED'))).toEqual(['resume', 'cancel']);
    expect(allowedActions(contract('CANCELLED'))).toEqual([]);
  });
});

describe('words and keys', () => {
  it('says the frequency and never reflects input in the outcome path', () => {
    expect(deliveryFrequency({ interval: 'WEEK', count: 2 })).toBe('every 2 weeks');
    expect(deliveryFrequency({ interval: 'MONTH', count: 1 })).toBe('every month');
    expect(outcomePath({ done: 'pause' })).toBe('/account/subscriptions?done=pause');
    expect(outcomePath({ error: 'not_found' })).toBe('/account/subscriptions?error=not_found');
  });

  it('maps platform userErrors to a key', () => {
    const err = (code: string) => [{ code, field: null, message: 'x' }];
    expect(errorOfUserErrors('pause', err('SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST'))).toBe(
      'not_found',
    );
    expect(errorOfUserErrors('pause', err('CONTRACT_TERMINATED'))).toBe('ended');
    expect(errorOfUserErrors('skip', err('OTHER'))).toBe('cycle');
  });
});

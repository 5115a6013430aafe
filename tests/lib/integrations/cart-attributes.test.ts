import { describe, expect, it } from 'vitest';
import {
  affiliateParams,
  attributesFingerprint,
  cartAttributes,
  experimentAttributes,
  type ExperimentState,
} from '@/lib/integrations/cart-attributes';

const experiment: ExperimentState = {
  accountId: '100',
  projectId: '200',
  session: 'sh:1*si:2',
  visitor: 'vi:abc*sc:1',
  visitorId: 'abc',
  goals: ['9', '3'],
  experiments: { '20': '201', '10': '101' },
  segments: {
    browser: 'CH',
    devices: 'DESK',
    source: 'campaign',
    campaign: 'welcome',
    country: 'GB',
    customSegments: [],
    isNew: true,
  },
};

describe('affiliateParams', () => {
  it.each([
    ['?awc=123_abc&utm_source=awin&other=x', { awc: '123_abc', utm_source: 'awin' }],
    ['awc=1', { awc: '1' }],
    ['?other=x', null],
    ['', null],
    ['?awc=', null],
  ])('%j → %j', (search, expected) => {
    expect(affiliateParams(search)).toEqual(expected);
  });
});

describe('experimentAttributes (SPEC §3 structure)', () => {
  it('orders experiments, pairs variations and fixes the currency fields', () => {
    expect(experimentAttributes(experiment)).toEqual({
      cid: '100',
      pid: '200',
      vid: 'abc',
      goals: ['3', '9'],
      vars: ['101', '201'],
      exps: ['10', '20'],
      defaultSegments: {
        browser: 'CH',
        devices: 'DESK',
        source: 'campaign',
        campaign: 'welcome',
        ctry: 'GB',
        cust: [],
        new: 1,
      },
      conversionRate: 1,
      presentmentCurrency: 'USD',
      currencySymbol: 'USD',
    });
    expect(
      experimentAttributes({ ...experiment, segments: { ...experiment.segments, isNew: false } })
        .defaultSegments,
    ).toMatchObject({ new: 0 });
  });
});

describe('cartAttributes', () => {
  it.each([
    [{ awinParams: null, segmentUserId: null, experiment: null }, []],
    [{ awinParams: { awc: '1' }, segmentUserId: null, experiment: null }, ['awinParams']],
    [{ awinParams: null, segmentUserId: 'anon-1', experiment: null }, ['segmentUserId']],
    [
      { awinParams: { awc: '1' }, segmentUserId: 'a', experiment },
      ['awinParams', 'segmentUserId', '_conv_s', '_conv_v', 'convert_attributes'],
    ],
    [
      {
        awinParams: null,
        segmentUserId: null,
        experiment: { ...experiment, session: null, visitor: null },
      },
      ['convert_attributes'],
    ],
  ])('%o → keys %o', (inputs, keys) => {
    expect(cartAttributes(inputs).map((a) => a.key)).toEqual(keys);
  });

  it('serialises awinParams as JSON', () => {
    expect(
      cartAttributes({ awinParams: { awc: '1' }, segmentUserId: null, experiment: null }),
    ).toEqual([{ key: 'awinParams', value: '{"awc":"1"}' }]);
  });
});

describe('attributesFingerprint', () => {
  const a = [{ key: 'segmentUserId', value: 'x' }];
  it.each([
    [null, [], null],
    ['c1', [], null],
  ] as const)('nothing to push → null', (cart, attrs, expected) => {
    expect(attributesFingerprint(cart, [...attrs])).toBe(expected);
  });
  it('changes with the values and with the cart, not otherwise', () => {
    expect(attributesFingerprint('c1', a)).toBe(attributesFingerprint('c1', [...a]));
    expect(attributesFingerprint('c1', a)).not.toBe(attributesFingerprint('c2', a));
    expect(attributesFingerprint('c1', a)).not.toBe(
      attributesFingerprint('c1', [{ key: 'segmentUserId', value: 'y' }]),
    );
  });
});

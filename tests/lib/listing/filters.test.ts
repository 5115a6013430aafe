import { describe, expect, it } from 'vitest';
import { filterParamOf, readFilterParam } from '@/lib/listing/filters';

describe('filterParamOf', () => {
  it.each<[string, unknown, { name: string; value: string } | null]>([
    [
      'a JSON string, as Shopify sends it',
      '{"productType":"Coffee"}',
      { name: 'filter.productType', value: 'Coffee' },
    ],
    [
      'an object',
      { productVendor: 'Morrow & Co.' },
      { name: 'filter.productVendor', value: 'Morrow & Co.' },
    ],
    ['a boolean', '{"available":true}', { name: 'filter.available', value: 'true' }],
    [
      'an option',
      '{"variantOption":{"name":"Size","value":"1 kg"}}',
      { name: 'filter.variantOption', value: '{"name":"Size","value":"1 kg"}' },
    ],
    [
      'a metafield',
      { productMetafield: { namespace: 'custom', key: 'origin', value: 'Peru' } },
      {
        name: 'filter.productMetafield',
        value: '{"namespace":"custom","key":"origin","value":"Peru"}',
      },
    ],
    ['the price range (the price inputs’ own)', '{"price":{"min":0,"max":40}}', null],
    ['two keys', '{"tag":"a","productType":"b"}', null],
    ['an unknown key', '{"colour":"red"}', null],
    ['not JSON', '{tag', null],
    ['null', null, null],
    ['an array', '[{"tag":"a"}]', null],
  ])('%s', (_case, input, expected) => {
    const param = filterParamOf(input);
    expect(param && { name: param.name, value: param.value }).toEqual(expected);
  });

  it('writes a value that reads back as the same filter', () => {
    const param = filterParamOf('{"variantOption":{"name":"Size","value":"1 kg"}}');
    expect(readFilterParam(param!.name, param!.value)).toEqual(param);
  });
});

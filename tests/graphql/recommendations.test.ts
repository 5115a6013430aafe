import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PRODUCT_RECOMMENDATIONS_QUERY } from '@/graphql/recommendations';

const root = path.resolve(import.meta.dirname, '../..');
const introspection = JSON.parse(
  readFileSync(
    path.join(root, 'node_modules/@shopify/hydrogen-react/storefront.schema.json'),
    'utf8',
  ),
) as { data?: IntrospectionQuery } & IntrospectionQuery;
const schema = buildClientSchema(introspection.data ?? introspection);

describe('PRODUCT_RECOMMENDATIONS_QUERY', () => {
  it('validates against the Storefront API 2023-10 schema, as operation ProductRecommendations', () => {
    const document = parse(PRODUCT_RECOMMENDATIONS_QUERY);
    expect(validate(schema, document)).toEqual([]);
    expect(PRODUCT_RECOMMENDATIONS_QUERY).toMatch(/query ProductRecommendations\(/);
  });
});

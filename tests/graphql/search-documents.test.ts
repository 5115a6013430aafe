import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientSchema, Kind, parse, validate, type IntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PREDICTIVE_SEARCH_QUERY, SEARCH_QUERY } from '@/graphql/search';

const root = path.resolve(import.meta.dirname, '../..');
const introspection = JSON.parse(
  readFileSync(
    path.join(root, 'node_modules/@shopify/hydrogen-react/storefront.schema.json'),
    'utf8',
  ),
) as { data?: IntrospectionQuery } & IntrospectionQuery;
const schema = buildClientSchema(introspection.data ?? introspection);

const documents: [string, string, string][] = [
  ['SEARCH_QUERY', SEARCH_QUERY, 'Search'],
  ['PREDICTIVE_SEARCH_QUERY', PREDICTIVE_SEARCH_QUERY, 'PredictiveSearch'],
];

describe('search documents', () => {
  it.each(documents)('%s is valid against the Storefront API 2023-10 schema', (_name, source) => {
    expect(validate(schema, parse(source)).map((error) => error.message)).toEqual([]);
  });

  it.each(documents)('%s holds one operation, %s', (_name, source, operation) => {
    const operations = parse(source).definitions.filter(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    );
    expect(operations.map((o) => o.name?.value)).toEqual([operation]);
  });

  it.each(documents)('%s defines each fragment it uses once', (_name, source) => {
    const names = parse(source)
      .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => d.name.value);
    expect(new Set(names).size).toBe(names.length);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildClientSchema,
  Kind,
  parse,
  validate,
  visit,
  type DocumentNode,
  type FieldNode,
  type IntrospectionQuery,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as cartDocuments from '@/graphql/cart';
import * as collectionDocuments from '@/graphql/collections';
import * as productDocuments from '@/graphql/products';

const root = path.resolve(import.meta.dirname, '../..');
const introspection = JSON.parse(
  readFileSync(
    path.join(root, 'node_modules/@shopify/hydrogen-react/storefront.schema.json'),
    'utf8',
  ),
) as { data?: IntrospectionQuery } & IntrospectionQuery;
const schema = buildClientSchema(introspection.data ?? introspection);

const documents = Object.entries({ ...cartDocuments, ...collectionDocuments, ...productDocuments }).filter(
  (entry): entry is [string, string] => typeof entry[1] === 'string',
);

function operationOf(document: DocumentNode): OperationDefinitionNode {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  expect(operations).toHaveLength(1);
  return operations[0]!;
}

/**
 * `first:` arguments of every field with that name, across the operation and its fragments: a
 * literal as a number, a variable as `$name`.
 */
function firstArguments(document: DocumentNode, fieldName: string): (number | string)[] {
  const values: (number | string)[] = [];
  visit(document, {
    Field(node: FieldNode) {
      if (node.name.value !== fieldName) return;
      const first = node.arguments?.find((argument) => argument.name.value === 'first');
      if (first?.value.kind === Kind.INT) values.push(Number(first.value.value));
      else if (first?.value.kind === Kind.VARIABLE) values.push(`$${first.value.name.value}`);
      else values.push('none');
    },
  });
  return values;
}

function constantName(operation: OperationDefinitionNode): string {
  const name = operation.name?.value ?? '';
  const snake = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
  return `${snake}_${operation.operation.toUpperCase()}`;
}

describe('GraphQL documents', () => {
  it('exports every document of SPEC §7 and the catalogue queries', () => {
    expect(documents.map(([name]) => name).sort()).toEqual([
      'CART_ATTRIBUTES_UPDATE_MUTATION',
      'CART_CREATE_MUTATION',
      'CART_DISCOUNT_CODES_UPDATE_MUTATION',
      'CART_LINES_ADD_MUTATION',
      'CART_LINES_REMOVE_MUTATION',
      'CART_LINES_UPDATE_MUTATION',
      'CART_QUERY',
      'COLLECTIONS_QUERY',
      'COLLECTION_HANDLES_QUERY',
      'COLLECTION_QUERY',
      'PRODUCTS_QUERY',
      'PRODUCT_BY_HANDLE_QUERY',
      'PRODUCT_HANDLES_QUERY',
      'PRODUCT_QUERY',
      'VARIANT_QUERY',
    ]);
  });

  it.each(documents)('%s is valid against the Storefront API 2023-10 schema', (_name, source) => {
    const errors = validate(schema, parse(source)).map((error) => error.message);
    expect(errors).toEqual([]);
  });

  it('the validation rejects a field the schema does not have', () => {
    const errors = validate(schema, parse('query Broken { cart(id: "1") { id price } }'));
    expect(errors.map((error) => error.message)).toEqual([
      'Cannot query field "price" on type "Cart".',
    ]);
  });

  it.each(documents)('%s holds the PascalCase operation its name says', (name, source) => {
    expect(constantName(operationOf(parse(source)))).toBe(name);
  });

  it.each(documents.filter(([name]) => name.endsWith('_MUTATION')))(
    '%s selects userErrors { field message }',
    (_name, source) => {
      const operation = operationOf(parse(source));
      const payload = operation.selectionSet.selections[0] as FieldNode;
      const userErrors = payload.selectionSet?.selections.find(
        (selection): selection is FieldNode =>
          selection.kind === Kind.FIELD && selection.name.value === 'userErrors',
      );
      expect(userErrors?.selectionSet?.selections.map((s) => (s as FieldNode).name.value)).toEqual([
        'field',
        'message',
      ]);
    },
  );

  // SPEC §9 caps, per document: field name → the `first:` of each occurrence.
  it.each<[string, string, Record<string, (number | string)[]>]>([
    [
      'CART_QUERY',
      cartDocuments.CART_QUERY,
      { lines: [10], sellingPlanGroups: [1], sellingPlans: [10], sellingPlanAllocations: [10] },
    ],
    [
      'CART_LINES_ADD_MUTATION',
      cartDocuments.CART_LINES_ADD_MUTATION,
      { lines: [10], sellingPlanGroups: [1], sellingPlans: [10], sellingPlanAllocations: [10] },
    ],
    [
      'PRODUCT_QUERY',
      productDocuments.PRODUCT_QUERY,
      {
        images: [5],
        variants: [100],
        sellingPlanGroups: [10],
        sellingPlans: [10],
        sellingPlanAllocations: [10],
      },
    ],
    [
      'PRODUCTS_QUERY',
      productDocuments.PRODUCTS_QUERY,
      { products: ['$first'], images: [5], variants: [100], sellingPlanGroups: [10] },
    ],
    [
      'VARIANT_QUERY',
      productDocuments.VARIANT_QUERY,
      { images: [1], sellingPlanGroups: [10], sellingPlans: [10], sellingPlanAllocations: [10] },
    ],
  ])('%s reads the capped connections of SPEC §9', (_name, source, caps) => {
    const document = parse(source);
    for (const [field, expected] of Object.entries(caps)) {
      expect({ field, first: firstArguments(document, field) }).toEqual({ field, first: expected });
    }
  });

  // STYLE §3: the selections the reshapers take as a unit are named fragments, so codegen emits
  // their types (CartLineFieldsFragment, VariantNodeFieldsFragment, …) and none is hand-written.
  it.each<[string, string, string[]]>([
    [
      'CART_QUERY',
      cartDocuments.CART_QUERY,
      [
        'AttributeFields',
        'CartDiscountAllocationFields',
        'CartFields',
        'CartLineFields',
        'CartMerchandiseFields',
        'CartMerchandiseProductFields',
        'ImageFields',
        'MoneyFields',
        'SellingPlanAllocationFields',
        'SellingPlanFields',
        'SellingPlanGroupFields',
        'VariantFields',
      ],
    ],
    [
      'VARIANT_QUERY',
      productDocuments.VARIANT_QUERY,
      [
        'ImageFields',
        'MoneyFields',
        'SellingPlanAllocationFields',
        'SellingPlanFields',
        'SellingPlanGroupFields',
        'VariantFields',
        'VariantNodeFields',
        'VariantNodeProductFields',
      ],
    ],
  ])('%s defines its named fragments, each once', (_name, source, expected) => {
    const names = parse(source)
      .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => d.name.value)
      .sort();
    expect(names).toEqual(expected);
  });

  it('the products query defaults to the first 50 products', () => {
    const operation = operationOf(parse(productDocuments.PRODUCTS_QUERY));
    const first = operation.variableDefinitions?.find((v) => v.variable.name.value === 'first');
    expect(first?.defaultValue).toMatchObject({ kind: Kind.INT, value: '50' });
  });

  it.each([
    ['upgradeVariant', 'upgrade_variant'],
    ['upgradeButtonTextOverride', 'upgrade_button_text_override'],
    ['abTestSwapWithVariantChance', 'ab_test_swap_with_variant_chance'],
    ['abTestSwapWithVariantId', 'ab_test_swap_with_variant_id'],
  ])('variants read custom.%s as the alias of key %s', (alias, key) => {
    const found: string[] = [];
    visit(parse(productDocuments.VARIANT_QUERY), {
      Field(node) {
        if (node.alias?.value !== alias || node.name.value !== 'metafield') return;
        const args = Object.fromEntries(
          (node.arguments ?? []).map((a) => [a.name.value, (a.value as { value: string }).value]),
        );
        found.push(`${args.namespace}.${args.key}`);
      },
    });
    expect(found).toEqual([`custom.${key}`]);
  });
});

describe('graphql/generated.ts', () => {
  it('is what `npm run codegen` produces from the current documents', async () => {
    const { generate } = await import('@graphql-codegen/cli');
    const { default: config } = await import('@/codegen');
    const outputs = (await generate({ ...config, cwd: root, silent: true }, false)) as {
      filename: string;
      content: string;
    }[];
    const generated = outputs.find((output) => output.filename === 'graphql/generated.ts');
    const committed = readFileSync(path.join(root, 'graphql/generated.ts'), 'utf8');
    expect(generated?.content.trim(), 'graphql/generated.ts is stale: run npm run codegen').toBe(
      committed.trim(),
    );
  }, 60_000);
});

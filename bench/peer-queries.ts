/**
 * Runs every Storefront document of a peer storefront against the local platform: Next.js
 * Commerce (vercel/commerce, `lib/shopify/{queries,mutations,fragments}`) and Hydrogen's skeleton
 * (Shopify/hydrogen, `templates/skeleton/app/{lib,routes}`). The peers' code is not copied into
 * this repository: point the script at a checkout of each (commits in tests/fixtures/peers/).
 *
 *   npx tsx bench/peer-queries.ts --commerce /work/nextjs-commerce \
 *     --hydrogen /work/hydrogen-skeleton/templates/skeleton [--hydrogen-api 2026-04]
 *
 * Each document is read as the peer writes it (a `/* GraphQL *\/` or `#graphql` template whose
 * `${FRAGMENT}` interpolations are resolved from the same files), validated against the 2023-10
 * schema, then posted to a platform started on a free port, at the API version path the peer
 * uses, with the variables its code passes (VARIABLES below). It prints one line per document
 * and exits 1 when any has a schema or GraphQL error.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, validate, type OperationDefinitionNode } from 'graphql';
import { storefrontSchemaSource } from '../emulators/storefront/schema';
import { startPlatform } from '../emulators/server';

interface Peer {
  name: string;
  dir: string;
  /** Folders under `dir` holding documents. */
  folders: string[];
  apiVersion: string;
}

const TOKEN = 'demo-storefront-token';

function files(dir: string): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })) return [];
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Every `const NAME = /* GraphQL *\/ \`…\`` or `` `#graphql …` `` template of one file. */
function templates(path: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /const\s+(\w+)\s*=\s*(\/\*\s*GraphQL\s*\*\/\s*)?`(#graphql)?([\s\S]*?)`/g;
  for (const [, name, tag, marker, body] of readFileSync(path, 'utf8').matchAll(pattern)) {
    if (name && body !== undefined && (tag || marker)) found.set(name, body);
  }
  return found;
}

/** Resolves `${NAME}` from the file's own templates first, then from every file's. */
function resolve(body: string, scopes: Map<string, string>[], depth = 0): string {
  if (depth > 10) throw new Error('fragment interpolation nests too deep');
  return body.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const inner = scopes.map((scope) => scope.get(name)).find((t) => t !== undefined);
    if (inner === undefined) throw new Error(`unknown interpolation \${${name}}`);
    return resolve(inner, scopes, depth + 1);
  });
}

/** The operations of a peer: name → document text. */
export function peerDocuments(peer: Peer): Map<string, string> {
  const perFile = peer.folders.flatMap((f) => files(join(peer.dir, f))).map(templates);
  const everyFile = new Map(perFile.flatMap((file) => [...file]));
  const documents = new Map<string, string>();
  for (const file of perFile) {
    for (const body of file.values()) {
      const text = resolve(body, [file, everyFile]);
      const operation = parse(text).definitions.find(
        (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
      );
      if (operation?.name) documents.set(operation.name.value, text);
    }
  }
  return documents;
}

type Variables = Record<string, unknown>;
type Context = { cartId?: string; lineId?: string; variantId?: string; productId?: string };

/** The variables each operation is sent with, as the peer's code builds them. */
const VARIABLES: Record<string, (c: Context) => Variables[]> = {
  // Next.js Commerce (lib/shopify/index.ts).
  createCart: () => [{}],
  addToCart: (c) => [{ cartId: c.cartId, lines: [{ merchandiseId: c.variantId, quantity: 1 }] }],
  editCartItems: (c) => [
    { cartId: c.cartId, lines: [{ id: c.lineId, merchandiseId: c.variantId, quantity: 2 }] },
  ],
  removeFromCart: (c) => [{ cartId: c.cartId, lineIds: [c.lineId] }],
  getCart: (c) => [{ cartId: c.cartId }],
  getCollection: () => [{ handle: 'coffee' }, { handle: 'no-such-collection' }],
  getCollections: () => [{}],
  getCollectionProducts: () =>
    [
      ...['RELEVANCE', 'BEST_SELLING', 'CREATED', 'PRICE'].map((sortKey) => ({
        handle: 'coffee',
        sortKey,
        reverse: sortKey === 'CREATED',
      })),
      { handle: 'hidden-homepage-featured-items' },
      { handle: 'hidden-homepage-carousel' },
    ] as Variables[],
  getMenu: () => [
    { handle: 'next-js-frontend-header-menu' },
    { handle: 'next-js-frontend-footer-menu' },
  ],
  getPage: () => [{ handle: 'about' }, { handle: 'no-such-page' }],
  getPages: () => [{}],
  getProduct: () => [{ handle: 'house-blend-coffee' }],
  getProductRecommendations: (c) => [{ productId: c.productId }],
  getProducts: () => [
    {},
    ...['RELEVANCE', 'BEST_SELLING', 'CREATED_AT', 'PRICE'].map((sortKey) => ({
      query: 'coffee',
      sortKey,
      reverse: sortKey === 'CREATED_AT',
    })),
  ],
  // Hydrogen's skeleton (routes and lib/fragments.ts); @inContext country and language as sent.
  Header: () => [{ headerMenuHandle: 'main-menu' }],
  Footer: () => [{ footerMenuHandle: 'footer' }],
  FeaturedCollection: () => [{}],
  RecommendedProducts: () => [{}],
  Collection: () => [{ handle: 'coffee', first: 8 }],
  StoreCollections: () => [{ first: 4 }],
  Catalog: () => [{ first: 8 }],
  Page: () => [{ handle: 'faq' }],
  Policy: () => [
    { privacyPolicy: true, refundPolicy: false, shippingPolicy: false, termsOfService: false },
  ],
  Policies: () => [{}],
  Product: () => [{ handle: 'house-blend-coffee', selectedOptions: [] }],
  RegularSearch: () => [{ term: 'coffee', first: 8 }],
  PredictiveSearch: () => [{ term: 'cof', limit: 10, limitScope: 'EACH' }],
  Blogs: () => [{ first: 10 }],
  // Hydrogen's skeleton of the 2023-10 release (the last commit before it moved to 2024-01).
  predictiveSearch: () => [{ searchTerm: 'cof', limit: 10, limitScope: 'EACH' }],
  search: () => [{ query: 'coffee', first: 8 }],
  ProductVariants: () => [{ handle: 'house-blend-coffee' }],
  Sitemap: () => [{ urlLimits: 250 }],
  Blog: () => [{ blogHandle: 'journal', first: 4 }],
  Article: () => [{ blogHandle: 'journal', articleHandle: 'brewing-guide' }],
};

/** The order that lets each cart call use the cart made before it. */
const FIRST = [
  'getProduct',
  'createCart',
  'addToCart',
  'editCartItems',
  'getCart',
  'removeFromCart',
];

interface Outcome {
  peer: string;
  operation: string;
  variables: Variables;
  problems: string[];
}

async function run(peer: Peer, url: string, context: Context): Promise<Outcome[]> {
  const documents = peerDocuments(peer);
  const schema = storefrontSchemaSource().clientSchema;
  const names = [...documents.keys()].sort(
    (a, b) => (FIRST.indexOf(a) + 1 || 99) - (FIRST.indexOf(b) + 1 || 99) || a.localeCompare(b),
  );
  const outcomes: Outcome[] = [];
  for (const operation of names) {
    const text = documents.get(operation) ?? '';
    const invalid = validate(schema, parse(text)).map((e) => `schema: ${e.message}`);
    for (const variables of VARIABLES[operation]?.(context) ?? [{}]) {
      const response = await fetch(`${url}/api/${peer.apiVersion}/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKEN },
        body: JSON.stringify({
          query: text,
          variables: { country: 'GB', language: 'EN', ...variables },
        }),
      });
      const body = (await response.json()) as {
        data?: Record<string, unknown>;
        errors?: { message: string }[];
      };
      remember(context, body.data);
      const problems = [...invalid, ...(body.errors ?? []).map((e) => `graphql: ${e.message}`)];
      if (response.status !== 200) problems.push(`HTTP ${response.status}`);
      outcomes.push({ peer: peer.name, operation, variables, problems });
    }
  }
  return outcomes;
}

/** Keeps the ids later calls need: the product, its first variant, the cart and its line. */
function remember(context: Context, data: Record<string, unknown> | undefined): void {
  const text = JSON.stringify(data ?? {});
  context.productId ??= /"(gid:\/\/shopify\/Product\/\d+)"/.exec(text)?.[1];
  context.variantId ??= /"(gid:\/\/shopify\/ProductVariant\/\d+)"/.exec(text)?.[1];
  const cart = /"(gid:\/\/shopify\/Cart\/[^"]+)"/.exec(text)?.[1];
  if (cart) context.cartId = cart;
  const line = /"(gid:\/\/shopify\/CartLine\/[^"]+)"/.exec(text)?.[1];
  if (line) context.lineId = line;
}

function argument(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function main(): Promise<void> {
  const peers: Peer[] = [];
  const commerce = argument('--commerce');
  if (commerce)
    peers.push({
      name: 'nextjs-commerce',
      dir: commerce,
      folders: ['lib/shopify'],
      apiVersion: '2023-01',
    });
  const hydrogen = argument('--hydrogen');
  if (hydrogen)
    peers.push({
      name: 'hydrogen-skeleton',
      dir: hydrogen,
      folders: ['app/root.tsx', 'app/lib', 'app/routes'],
      apiVersion: argument('--hydrogen-api') ?? '2026-04',
    });
  if (peers.length === 0) throw new Error('give --commerce <dir> and/or --hydrogen <dir>');
  const platform = await startPlatform({
    port: 0,
    env: {},
    log: { info: () => {}, error: () => {} },
  });
  try {
    const outcomes: Outcome[] = [];
    for (const peer of peers) outcomes.push(...(await run(peer, platform.url, {})));
    for (const o of outcomes) {
      const status = o.problems.length === 0 ? 'ok  ' : 'FAIL';
      console.log(`${status} ${o.peer} ${o.operation} ${JSON.stringify(o.variables)}`);
      for (const problem of o.problems) console.log(`       ${problem}`);
    }
    const failed = outcomes.filter((o) => o.problems.length > 0).length;
    console.log(
      `${outcomes.length - failed} of ${outcomes.length} requests answered without errors`,
    );
    process.exitCode = failed > 0 ? 1 : 0;
  } finally {
    await platform.close();
  }
}

await main();

/**
 * The Customer Account API GraphQL endpoint: graphql-yoga over the real 2026-04 schema, at
 * Shopify's `/<shopId>/account/customer/api/<version>/graphql` (and without the shop id). Every
 * version path is served with the one schema. The access token comes raw in `Authorization`, as
 * Hydrogen sends it, or after `Bearer `; a missing, unknown, expired or revoked one is a 401.
 */
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createYoga } from 'graphql-yoga';
import { json } from '../http';
import type { AccountDirectory } from './directory';
import type { AccountContext } from './context';
import { buildAccountResolvers } from './resolvers';
import { CUSTOMER_API_VERSION, customerAccountSchemaSource } from './schema';
import type { SessionStore } from './sessions';

const GRAPHQL_PATH =
  /^(?:\/\d+)?\/account\/customer\/api\/(unstable|\d{4}-(?:0[1-9]|1[0-2]))\/graphql(?:\.json)?\/?$/;
const SERVED_PATH = '/account/customer/api/graphql';

export function isCustomerGraphqlPath(pathname: string): boolean {
  return GRAPHQL_PATH.test(pathname);
}

let executableSchema: ReturnType<typeof makeExecutableSchema> | null = null;

function schema() {
  if (!executableSchema) {
    const { clientSchema, typeDefs } = customerAccountSchemaSource();
    executableSchema = makeExecutableSchema({
      typeDefs,
      resolvers: buildAccountResolvers(clientSchema),
    });
  }
  return executableSchema;
}

/** The bearer of `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function accessTokenOf(request: Request): string | null {
  const header = (request.headers.get('authorization') ?? '').trim();
  const token = header.replace(/^Bearer\s+/i, '');
  return token !== '' ? token : null;
}

export interface GraphqlDeps {
  sessions: SessionStore;
  directory: AccountDirectory;
  now: () => number;
  shop: AccountContext['shop'];
  publicUrl: string;
}

export function createGraphqlHandler(deps: GraphqlDeps): (request: Request) => Promise<Response> {
  const yoga = createYoga<{ account: AccountContext }, AccountContext>({
    schema: schema(),
    graphqlEndpoint: SERVED_PATH,
    context: ({ account }) => account,
    landingPage: false,
    graphiql: false,
    cors: false,
  });
  return async (request) => {
    if (request.method !== 'POST' && request.method !== 'GET')
      return json({ errors: [{ message: 'Method not allowed' }] }, 405, { allow: 'GET, POST' });
    const token = accessTokenOf(request);
    const session = token ? deps.sessions.sessionForAccessToken(token) : null;
    const customer = session ? deps.directory.customer(session.customerId) : undefined;
    if (!customer)
      return json(
        { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] },
        401,
        { 'www-authenticate': 'Bearer error="invalid_token"' },
      );
    const url = new URL(request.url);
    url.pathname = SERVED_PATH;
    const body = request.method === 'POST' ? await request.arrayBuffer() : undefined;
    const served = new Request(url, {
      method: request.method,
      headers: request.headers,
      ...(body ? { body } : {}),
    });
    const account: AccountContext = {
      customer,
      directory: deps.directory,
      now: deps.now(),
      shop: deps.shop,
      publicUrl: deps.publicUrl,
    };
    const response = await yoga.fetch(served, { account });
    response.headers.set('x-shopify-api-version', CUSTOMER_API_VERSION);
    return response;
  };
}

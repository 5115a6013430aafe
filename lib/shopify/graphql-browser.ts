/**
 * What the browser bundle gets for `graphql` (next.config.ts aliases it there, and only there).
 *
 * graphql-request imports graphql-js's parser and printer at the top of its modules, for two
 * things this shop never asks of it in the browser: `parse`, to send a document's operation name
 * (lib/shopify/client.ts sets `excludeOperationName`, so it is never called), and `print`, for
 * documents given as syntax trees (ours are strings: the client's `request` takes a string). That
 * was 43 kB of dead code (about 11 kB gzip) in the chunk every page loads for its first cart call.
 *
 * The server keeps the real graphql-js. If a future change reaches either function in the
 * browser, it fails at once with a message that says why, rather than sending something wrong.
 */

/** The one node kind graphql-request reads (to find a document's operations). */
export const Kind = { OPERATION_DEFINITION: 'OperationDefinition' } as const;

function notShipped(name: string): never {
  throw new Error(
    `graphql's ${name}() is not in the browser bundle (lib/shopify/graphql-browser.ts): pass documents as strings, with excludeOperationName`,
  );
}

export function parse(): never {
  return notShipped('parse');
}

export function print(): never {
  return notShipped('print');
}

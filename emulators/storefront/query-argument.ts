/**
 * The `query:` argument of a root field, parsed once per request. A query past the parser's limits
 * is a GraphQL error naming the limit (code BAD_REQUEST), never a failed request.
 */
import { apiError } from './errors';
import { parseSearchQuery, SearchQueryError, type QueryNode } from './search-query';

export function parseQueryArgument(query: string | null | undefined): QueryNode | null {
  try {
    return parseSearchQuery(query ?? '');
  } catch (error) {
    if (error instanceof SearchQueryError)
      throw apiError(error.message, { code: 'BAD_REQUEST', argumentName: 'query' });
    throw error;
  }
}

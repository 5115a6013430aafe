/** Shopify global ids (`gid://shopify/<Type>/<id>[?query]`) as the emulator reads and mints them. */
import { apiError } from './errors';

export interface ParsedGid {
  type: string;
  id: string;
}

const GID = /^gid:\/\/shopify\/([A-Za-z]+)\/([^/?#\s]+)(\?[^#\s]*)?$/;

/** The type and id of a global id (a query string such as `?key=…` is ignored), or null. */
export function parseGid(value: string): ParsedGid | null {
  const match = GID.exec(value);
  return match && match[1] && match[2] ? { type: match[1], id: match[2] } : null;
}

/** Like Shopify, an ID argument that is not a global id is a GraphQL error, not a null result. */
export function requireGid(value: string): ParsedGid {
  const parsed = parseGid(value);
  if (!parsed) {
    throw apiError(`Invalid global id '${value}'`, {
      code: 'argumentLiteralsIncompatible',
      typeName: 'CoercionError',
    });
  }
  return parsed;
}

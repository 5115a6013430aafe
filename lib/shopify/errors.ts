/**
 * Errors thrown by the Storefront client (STYLE §6): real `Error` subclasses that carry the GraphQL
 * operation name and the underlying `cause`. userErrors are not thrown; they come back as values.
 */

export interface StorefrontErrorOptions {
  operation: string;
  status?: number;
  cause?: unknown;
}

/** Base class: any failure of a Storefront API call. */
export class StorefrontError extends Error {
  /** The GraphQL operation name, e.g. `CartLinesAdd`. */
  readonly operation: string;
  /** HTTP status when a response arrived. */
  readonly status?: number;

  constructor(message: string, { operation, status, cause }: StorefrontErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'StorefrontError';
    this.operation = operation;
    if (status !== undefined) this.status = status;
  }
}

/** The request did not produce a usable GraphQL response: network failure or a non-2xx status. */
export class StorefrontTransportError extends StorefrontError {
  constructor(message: string, options: StorefrontErrorOptions) {
    super(message, options);
    this.name = 'StorefrontTransportError';
  }
}

/** The API answered with top-level GraphQL `errors` (bad document, throttling, access denied). */
export class StorefrontGraphQLError extends StorefrontError {
  readonly errors: { message: string }[];

  constructor(
    message: string,
    options: StorefrontErrorOptions & { errors: { message: string }[] },
  ) {
    super(message, options);
    this.name = 'StorefrontGraphQLError';
    this.errors = options.errors;
  }
}

/** Where the subscriptions page and its forms live; shared by the page (browser) and the route. */

/** The page the forms are on, and where their answers land. */
export const SUBSCRIPTIONS_PAGE = '/account/subscriptions';

/** The route the forms post to. */
export const SUBSCRIPTIONS_API = '/api/account/subscriptions';

/** Where the empty state sends a customer to find something to subscribe to. */
export const SUBSCRIPTION_PRODUCTS = '/collections/all';

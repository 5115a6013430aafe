/** The subscription change forms' field names: the page writes them, the route reads them. */
export const SUBSCRIPTION_FIELDS = { action: 'action', contract: 'contract', cycle: 'cycle' };

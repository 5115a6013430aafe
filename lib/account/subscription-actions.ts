/**
 * The customer's own changes to a subscription contract, through the Customer Account API's
 * mutations (2026-04): pause, resume (`subscriptionContractActivate`), cancel, and skip or unskip
 * one billing cycle. Each answers the contract as the platform holds it afterwards, or the
 * platform's userErrors turned into one SubscriptionError key (./subscription-model.ts).
 * https://shopify.dev/docs/api/customer/2026-04/mutations/subscriptionContractPause
 * https://shopify.dev/docs/api/customer/2026-04/mutations/subscriptionBillingCycleSkip
 */
import type { AccountConfig } from '@/lib/config/account';
import { customerRequest } from './customer-api';
import type {
  SubscriptionAction,
  SubscriptionContract,
  SubscriptionError,
} from './subscription-model';
import {
  getSubscriptionContract,
  reshapeContract,
  SUBSCRIPTION_CONTRACT_FIELDS,
  type ContractNode,
} from './subscriptions';

type StatusAction = Extract<SubscriptionAction, 'pause' | 'resume' | 'cancel'>;

const STATUS_FIELD: Record<StatusAction, string> = {
  pause: 'subscriptionContractPause',
  resume: 'subscriptionContractActivate',
  cancel: 'subscriptionContractCancel',
};

const OPERATION: Record<StatusAction, string> = {
  pause: 'SubscriptionContractPause',
  resume: 'SubscriptionContractActivate',
  cancel: 'SubscriptionContractCancel',
};

/** The document of a status change; exported for the schema test. */
export function statusMutation(action: StatusAction): string {
  return /* GraphQL */ `
    mutation ${OPERATION[action]}($id: ID!) {
      ${STATUS_FIELD[action]}(subscriptionContractId: $id) {
        contract {
          ...SubscriptionContractFields
        }
        userErrors {
          code
          field
          message
        }
      }
    }
    ${SUBSCRIPTION_CONTRACT_FIELDS}
  `;
}

/** The document of a skip or unskip of one billing cycle; exported for the schema test. */
export function cycleMutation(skip: boolean): string {
  const name = skip ? 'subscriptionBillingCycleSkip' : 'subscriptionBillingCycleUnskip';
  return /* GraphQL */ `
    mutation ${skip ? 'SubscriptionBillingCycleSkip' : 'SubscriptionBillingCycleUnskip'}(
      $input: SubscriptionBillingCycleInput!
    ) {
      ${name}(billingCycleInput: $input) {
        billingCycle {
          cycleIndex
          skipped
        }
        userErrors {
          code
          field
          message
        }
      }
    }
  `;
}

export interface PlatformUserError {
  code: string | null;
  field: string[] | null;
  message: string;
}

export type SubscriptionChange =
  | { ok: true; contract: SubscriptionContract }
  | { ok: false; error: SubscriptionError; userErrors: PlatformUserError[] };

/** The one place a platform userError becomes what the customer is told. */
export function errorOfUserErrors(action: SubscriptionAction, errors: PlatformUserError[]) {
  const first = errors[0];
  if (first?.code === 'SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST') return 'not_found';
  if (first?.code === 'CONTRACT_TERMINATED') return 'ended';
  const isCycle = action === 'skip' || action === 'unskip';
  // A cycle mutation names an unknown (or another customer's) contract by its field.
  if (isCycle && first?.field?.includes('contractId')) return 'not_found';
  return isCycle ? 'cycle' : 'not_allowed';
}

export interface ChangeRequest {
  action: SubscriptionAction;
  contractId: string;
  /** The billing cycle to skip or unskip (the page's upcoming one). */
  cycleIndex?: number;
}

async function changeStatus(
  accessToken: string,
  action: StatusAction,
  contractId: string,
  config?: AccountConfig,
): Promise<SubscriptionChange> {
  type Payload = { contract: ContractNode | null; userErrors: PlatformUserError[] };
  const data = await customerRequest<Record<string, Payload>, { id: string }>(
    accessToken,
    statusMutation(action),
    { id: contractId },
    config,
  );
  const payload = data[STATUS_FIELD[action]]!;
  if (payload.userErrors.length > 0 || !payload.contract)
    return {
      ok: false,
      error: errorOfUserErrors(action, payload.userErrors),
      userErrors: payload.userErrors,
    };
  return { ok: true, contract: reshapeContract(payload.contract) };
}

async function changeCycle(
  accessToken: string,
  request: ChangeRequest,
  config?: AccountConfig,
): Promise<SubscriptionChange> {
  const skip = request.action === 'skip';
  const field = skip ? 'subscriptionBillingCycleSkip' : 'subscriptionBillingCycleUnskip';
  type Payload = { billingCycle: unknown; userErrors: PlatformUserError[] };
  const input = { contractId: request.contractId, selector: { index: request.cycleIndex } };
  const data = await customerRequest<Record<string, Payload>, { input: typeof input }>(
    accessToken,
    cycleMutation(skip),
    { input },
    config,
  );
  const payload = data[field]!;
  if (payload.userErrors.length > 0)
    return {
      ok: false,
      error: errorOfUserErrors(request.action, payload.userErrors),
      userErrors: payload.userErrors,
    };
  // The cycle's answer is not the contract: read the contract as the platform now holds it.
  const contract = await getSubscriptionContract(accessToken, request.contractId, config);
  return contract ? { ok: true, contract } : { ok: false, error: 'not_found', userErrors: [] };
}

/**
 * Sends the change to the platform for the signed-in customer.
 * @throws CustomerApiUnauthorized / CustomerApiError as customerRequest does
 */
export function changeSubscription(
  accessToken: string,
  request: ChangeRequest,
  config?: AccountConfig,
): Promise<SubscriptionChange> {
  if (request.action === 'skip' || request.action === 'unskip')
    return changeCycle(accessToken, request, config);
  return changeStatus(accessToken, request.action, request.contractId, config);
}

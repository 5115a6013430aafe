/**
 * The customer's own subscription actions, with the userErrors the Customer Account API answers:
 * pause, resume (`subscriptionContractActivate`), cancel, and skip/unskip of one billing cycle.
 * An unknown id and another customer's contract give the same SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST.
 */
import {
  cycle,
  MAX_UPCOMING_CYCLES,
  firstUnbilledIndex,
  selectCycle,
  type BillingCycle,
  type CycleSchedule,
} from './billing-cycles';
import type { AccountDirectory } from './directory';
import type { ContractRecord, ContractStatus } from './records';

export interface UserError {
  code: string;
  field: string[];
  message: string;
}

export type StatusAction = 'pause' | 'activate' | 'cancel';

const TARGET: Record<StatusAction, ContractStatus> = {
  pause: 'PAUSED',
  activate: 'ACTIVE',
  cancel: 'CANCELLED',
};

/** Which statuses each action starts from; the rest are refused with the code named. */
const ALLOWED_FROM: Record<StatusAction, readonly ContractStatus[]> = {
  pause: ['ACTIVE', 'FAILED'],
  activate: ['PAUSED', 'FAILED'],
  cancel: ['ACTIVE', 'PAUSED', 'FAILED'],
};

const notFound = (field: string[]): UserError => ({
  code: 'SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST',
  field,
  message: 'Subscription contract does not exist.',
});

export function schedule(contract: ContractRecord): CycleSchedule {
  return {
    anchor: contract.createdAt,
    interval: contract.interval,
    intervalCount: contract.intervalCount,
    skipped: contract.skipped,
  };
}

function refusal(action: StatusAction, status: ContractStatus): UserError {
  if (status === 'CANCELLED' || status === 'EXPIRED')
    return {
      code: 'CONTRACT_TERMINATED',
      field: ['subscriptionContractId'],
      message: `The subscription contract is ${status.toLowerCase()} and cannot be changed.`,
    };
  return {
    code: 'INVALID',
    field: ['subscriptionContractId'],
    message: `A subscription contract that is ${status.toLowerCase()} cannot be ${action === 'activate' ? 'resumed' : `${action}d`}.`,
  };
}

export function changeStatus(
  directory: AccountDirectory,
  customerId: string,
  contractId: string,
  action: StatusAction,
  now: number,
): { contract: ContractRecord | null; userErrors: UserError[] } {
  const contract = directory.contract(customerId, contractId);
  if (!contract) return { contract: null, userErrors: [notFound(['subscriptionContractId'])] };
  if (!ALLOWED_FROM[action].includes(contract.status))
    return { contract, userErrors: [refusal(action, contract.status)] };
  contract.status = TARGET[action];
  contract.updatedAt = now;
  contract.revisionId += 1;
  return { contract, userErrors: [] };
}

export interface CycleInput {
  contractId: string;
  selector: { index?: number | null; date?: string | null };
}

/** Skips (`skip: true`) or unskips one upcoming billing cycle of an active or paused contract. */
export function setCycleSkipped(
  directory: AccountDirectory,
  customerId: string,
  input: CycleInput,
  skip: boolean,
  now: number,
): { billingCycle: BillingCycle | null; userErrors: UserError[] } {
  const invalid = (field: string[], message: string) => ({
    billingCycle: null,
    userErrors: [{ code: 'INVALID', field, message }],
  });
  const contract = directory.contract(customerId, input.contractId);
  if (!contract)
    return {
      billingCycle: null,
      userErrors: [{ ...notFound(['billingCycleInput', 'contractId']), code: 'INVALID' }],
    };
  if (contract.status !== 'ACTIVE' && contract.status !== 'PAUSED')
    return invalid(
      ['billingCycleInput', 'contractId'],
      `A ${contract.status.toLowerCase()} subscription contract has no billing cycles to change.`,
    );
  const { index, date } = input.selector;
  if ((index == null) === (date == null))
    return invalid(
      ['billingCycleInput', 'selector'],
      'Select a billing cycle by exactly one of index or date.',
    );
  const plan = schedule(contract);
  const selected = selectCycle(plan, input.selector, now);
  const last = firstUnbilledIndex(plan, now) + MAX_UPCOMING_CYCLES - 1;
  if (!selected || selected.billed || selected.cycleIndex > last)
    return invalid(
      ['billingCycleInput', 'selector'],
      'The billing cycle does not exist or has already been billed.',
    );
  if (selected.skipped === skip)
    return invalid(
      ['billingCycleInput', 'selector'],
      `The billing cycle is ${skip ? 'already skipped' : 'not skipped'}.`,
    );
  if (skip) contract.skipped.add(selected.cycleIndex);
  else contract.skipped.delete(selected.cycleIndex);
  contract.updatedAt = now;
  contract.revisionId += 1;
  return { billingCycle: cycle(schedule(contract), selected.cycleIndex, now), userErrors: [] };
}

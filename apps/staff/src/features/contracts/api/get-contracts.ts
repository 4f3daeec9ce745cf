import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import {
  CONTRACTS_KEY,
  portfolioPath,
  contractRecord,
  contractSchedule,
  contractSummary,
} from './contracts-resource.ts';

const OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false };

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** `GET /modules/{module}/contracts/{id}`: 404 when the contract is outside the module's scope. */
export function useContract(module: string, contractId: number) {
  return useSWR(
    validId(contractId) ? [CONTRACTS_KEY, module, 'one', contractId] : null,
    () => api.findById(portfolioPath(module, 'contracts'), contractId, undefined, { schema: contractRecord }),
    OPTIONS,
  );
}

/** `GET /modules/{module}/contracts/{id}/summary`: spec §3's summary as display strings. */
export function useContractSummary(module: string, contractId: number) {
  return useSWR(
    validId(contractId) ? [CONTRACTS_KEY, module, 'summary', contractId] : null,
    () =>
      api.get(`${portfolioPath(module, 'contracts')}/${contractId}/summary`, undefined, {
        schema: contractSummary,
      }),
    OPTIONS,
  );
}

/** `GET /modules/{module}/contracts/{id}/schedule`: the payment schedule rows. */
export function useContractSchedule(module: string, contractId: number | null) {
  return useSWR(
    contractId !== null && validId(contractId) ? [CONTRACTS_KEY, module, 'schedule', contractId] : null,
    () =>
      api.get(`${portfolioPath(module, 'contracts')}/${contractId}/schedule`, undefined, {
        schema: contractSchedule,
      }),
    OPTIONS,
  );
}

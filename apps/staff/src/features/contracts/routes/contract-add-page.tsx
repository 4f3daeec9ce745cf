import type { ContractAddKind, ModulePolicy } from '@lendline/portfolio';
import { useMemo, useRef, useState } from 'react';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { useRemoteOptions } from '../../../components/form/use-remote-options.ts';
import { StatusPage } from '../../../components/status-page.tsx';
import { createContract } from '../api/create-contract.ts';
import { useRefreshContracts, type ContractRecord } from '../api/contracts-resource.ts';
import { createCustomer } from '../api/create-customer.ts';
import { customerSource, useDebtSources } from '../api/lookups.ts';
import { nameSource } from '../api/name-lookups.ts';
import { ContractCreated } from '../components/contract-created.tsx';
import { ContractForm } from '../components/contract-form.tsx';
import { contractInput, type ContractFormValues } from '../contract-form-rules.ts';
import { newCustomerInput } from '../new-customer-rules.ts';
import { ADD_LABELS, contractsGate, type ContractLinks } from '../contract-links.ts';

export interface ContractAddPageProps {
  module: string;
  policy: ModulePolicy;
  kind: ContractAddKind;
  links: ContractLinks;
}

const CONTEXT: Record<ContractAddKind, string> = {
  contract: 'Enter the terms; the server prices the lease or loan and writes its payment schedule.',
  'asset-contract': 'Enter the terms and the financed equipment; the server prices the contract.',
  'misc-contract': 'A lightweight contract that one-off charges (fees, taxes, buyouts) are billed against.',
};

/**
 * Add Contract (spec §2 `add`, `module-wise/add`, `assest-add`, `misc-contract-add`). Only where the
 * module's policy has this add kind: elsewhere the server would refuse with a 403 and end the session.
 */
export function ContractAddPage({ module, policy, kind, links }: ContractAddPageProps) {
  const allowed = policy.contracts.add.includes(kind);
  const customers = useRemoteOptions(allowed ? customerSource(module) : null, []);
  const vendors = useRemoteOptions(allowed ? nameSource(module, 'vendors') : null, []);
  const salesReps = useRemoteOptions(allowed ? nameSource(module, 'sales-reps') : null, []);
  const debtSources = useDebtSources(module, allowed);
  // Stable between renders, so the debt source picker does not render again when another picker searches.
  const debtSourceOptions = useMemo(
    () => (debtSources.data ?? []).map((source) => ({ value: String(source.id), label: source.name })),
    [debtSources.data],
  );
  // A customer made for a contract the server then refused: saving again with the same customer
  // details uses it rather than making a second one.
  const madeCustomer = useRef<{ draft: string; id: number } | null>(null);
  const refresh = useRefreshContracts();
  const [created, setCreated] = useState<ContractRecord | null>(null);
  const [round, setRound] = useState(0);

  const customerIdFor = async (values: ContractFormValues): Promise<number> => {
    if (values.customerMode === 'existing') return Number(values.customerId);
    const body = newCustomerInput(values.newCustomer);
    const draft = JSON.stringify(body);
    if (madeCustomer.current?.draft === draft) return madeCustomer.current.id;
    const customer = await createCustomer(module, body);
    madeCustomer.current = { draft, id: customer.id };
    return customer.id;
  };

  if (!allowed) {
    return (
      <StatusPage title={ADD_LABELS[kind]} action={{ label: 'Back to contracts', to: links.list }}>
        This module does not add this kind of contract.
      </StatusPage>
    );
  }
  return (
    <>
      <PageHeader title={ADD_LABELS[kind]} context={CONTEXT[kind]} />
      {created ? (
        <ContractCreated
          contract={created}
          detailHref={links.detail(created)}
          onAddAnother={() => {
            setCreated(null);
            setRound((value) => value + 1);
          }}
        />
      ) : (
        <ContractForm
          key={round}
          kind={kind}
          customers={customers}
          vendors={vendors}
          salesReps={salesReps}
          debtSources={debtSourceOptions}
          cancelHref={links.list}
          gate={contractsGate(module)}
          onSubmit={async (values) => {
            const customerId = await customerIdFor(values);
            const contract = await createContract(module, contractInput(kind, values, customerId));
            madeCustomer.current = null;
            setCreated(contract);
            void refresh();
          }}
        />
      )}
    </>
  );
}

import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import type { SearchableFilters } from '../../../components/data-table/search-filter-bar.tsx';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar, type PaginationBarProps } from '../../../components/data-table/pagination-bar.tsx';
import { downloadRunFile } from '../../../components/progress/job-progress-provider.tsx';
import {
  confirmRun,
  previewRun,
  useRefreshExtensions,
  type RunChoice,
  type RunKind,
} from '../api/extensions-api.ts';
import { useFollowedRun } from '../api/use-followed-run.ts';
import {
  ExtensionFilterBar,
  type ExtensionFilterBarProps,
  type FilterChoiceControl,
} from '../components/extension-filter-bar.tsx';
import { choiceOptions } from '../extension-labels.ts';
import { RunDialog } from '../components/run-dialog.tsx';
import { RunOutcome } from '../components/run-outcome.tsx';
import { processGate } from '../extension-gates.ts';

type Choices = readonly { value: string; count: number }[];

/** The filters both views offer, from their filter endpoint's counts; each view adds its own after them. */
export function commonExtensionChoices<
  Filters extends SearchableFilters & {
    billingSource: string;
    paymentMethod: string;
    paymentFrequency: string;
  },
>(
  data: { billingSources: Choices; paymentMethods: Choices; paymentFrequencies: Choices } | undefined,
): FilterChoiceControl<Filters>[] {
  return [
    {
      key: 'billingSource',
      label: 'Billing source',
      multiple: true,
      width: 170,
      options: choiceOptions(data?.billingSources),
    },
    {
      key: 'paymentMethod',
      label: 'Payment method',
      width: 140,
      options: choiceOptions(data?.paymentMethods),
    },
    {
      key: 'paymentFrequency',
      label: 'Frequency',
      width: 120,
      options: choiceOptions(data?.paymentFrequencies),
    },
  ];
}

export interface ExtensionRunViewProps<Filters extends SearchableFilters> {
  kind: RunKind;
  title: string;
  context: string;
  filterBar: ExtensionFilterBarProps<Filters>;
  pagination: PaginationBarProps;
  /** Where the Process dialog starts: the view's own filters, as far as the run's call can take them. */
  initialRun: RunChoice;
  /** The view's table; `refresh` reloads it and its filter counts (after an edit or a run). */
  children: (refresh: () => Promise<unknown>) => ReactNode;
}

/**
 * What the two Extensions views share around their tables: the header with "Process" (Extensions ›
 * Contracts › create), the run followed to its result, the filter bar, the pages, and the run's dialog
 * (preview, then confirm). The views differ in their filters, columns and run; the frame is one.
 */
export function ExtensionRunView<Filters extends SearchableFilters>({
  kind,
  title,
  context,
  filterBar,
  pagination,
  initialRun,
  children,
}: ExtensionRunViewProps<Filters>) {
  const refresh = useRefreshExtensions();
  const followed = useFollowedRun(() => void refresh());
  const [processing, setProcessing] = useState(false);

  const process = (
    <PermissionGate {...processGate}>
      <Button size="sm" onClick={() => setProcessing(true)}>
        Process
      </Button>
    </PermissionGate>
  );

  return (
    <>
      <PageHeader title={title} context={context} actions={process} />
      {followed.run && (
        <RunOutcome
          run={followed.run}
          onDismiss={followed.dismiss}
          onDownload={() => void downloadRunFile(followed.run!)}
        />
      )}
      <ExtensionFilterBar {...filterBar} />
      {children(refresh)}
      <PaginationBar {...pagination} />
      {processing && (
        <RunDialog
          kind={kind}
          opened
          onClose={() => setProcessing(false)}
          initial={initialRun}
          preview={(choice) => previewRun(kind, choice)}
          confirm={(choice, token) => confirmRun(kind, choice, token)}
          onStarted={followed.follow}
        />
      )}
    </>
  );
}

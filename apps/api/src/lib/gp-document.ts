/**
 * A sales invoice as Dynamics GP takes it through eConnect: an SOP document in a batch. Its number is
 * ours (`EXT-INV-0001234`): GP refuses a second document with a number it holds, which is what makes a
 * repeated submission harmless.
 */
export interface GpSalesDocument {
  documentNumber: string;
  batchId: string;
  customerNumber: string;
  documentDate: string;
  dueDate: string;
  subtotal: string;
  taxAmount: string;
  total: string;
  reference: string;
  lines: { description: string; amount: string }[];
}

/**
 * What GP did with a document. `in-batch` is the whole truth of a success: the document exists, unposted,
 * in that batch; posting it through the ledger is done in GP. `duplicate` means GP already held it (an
 * earlier try that we did not hear back from): the same outcome, reached once. `rejected` is GP saying
 * no, with its reason, for the "failed to post" report.
 */
export type GpOutcome =
  | { status: 'in-batch'; batchId: string; documentNumber: string; duplicate: boolean }
  | { status: 'rejected'; reason: string };

/** Dynamics GP, as the app sees it: the real service, or the embedded journal when none is configured. */
export interface GpAdapter {
  /** Where documents go, for the screens and the log: `GP at https://…` or `the embedded GP journal`. */
  readonly describe: string;
  /** Creates the document in GP once; throws only when GP could not be reached (retry later). */
  submit(document: GpSalesDocument): Promise<GpOutcome>;
}

import type { GpAdapter, GpOutcome, GpSalesDocument } from '../../lib/gp-document.ts';

export interface GpServiceOptions {
  /** The GP Service Based Architecture root, e.g. `https://gp.example.com/GPService/Tenants(DefaultTenant)`. */
  url: string;
  user: string;
  password: string;
  company: string;
  /** One try's limit: GP that does not answer is retried by the next run, never waited on for ever. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Dynamics GP through its Service Based Architecture REST endpoint: `POST {url}/Companies({company})/
 * Sales/SalesInvoices` with the document, basic credentials. GP answers 201 with the batch the unposted
 * document landed in; 409 when it already holds a document of that number (our earlier try went through:
 * the same outcome, reached once); 400 or 422 with its reason when it refuses one (customer on hold, an
 * unknown customer): that is a rejection, kept on the invoice. Anything else, or no answer, throws, and
 * the invoice stays to be posted again.
 */
export function gpService(options: GpServiceOptions): GpAdapter {
  const call = options.fetch ?? fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}/Companies(${encodeURIComponent(options.company)})/Sales/SalesInvoices`;
  const authorization = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
  return {
    describe: `GP at ${new URL(options.url).origin}`,
    async submit(document: GpSalesDocument): Promise<GpOutcome> {
      const response = await call(endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: authorization,
        },
        body: JSON.stringify({
          SOPNumber: document.documentNumber,
          BatchId: document.batchId,
          CustomerId: document.customerNumber,
          DocumentDate: document.documentDate,
          DueDate: document.dueDate,
          Subtotal: document.subtotal,
          TaxAmount: document.taxAmount,
          Total: document.total,
          Reference: document.reference,
          Lines: document.lines.map((line) => ({
            Description: line.description,
            UnitPrice: line.amount,
            Quantity: 1,
          })),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      const answer = (await response.json().catch(() => ({}))) as { BatchId?: string; Message?: string };
      if (response.status === 201 || response.status === 200)
        return {
          status: 'in-batch',
          batchId: answer.BatchId ?? document.batchId,
          documentNumber: document.documentNumber,
          duplicate: false,
        };
      if (response.status === 409)
        return {
          status: 'in-batch',
          batchId: answer.BatchId ?? document.batchId,
          documentNumber: document.documentNumber,
          duplicate: true,
        };
      if (response.status === 400 || response.status === 422)
        return {
          status: 'rejected',
          reason: `GP: ${answer.Message ?? `refused the document (${response.status})`}`.slice(0, 500),
        };
      throw new Error(`GP answered ${response.status}`);
    },
  };
}

import { useState } from 'react';
import { processApiFor } from '../../features/process-runs/api/process-api.ts';
import { ProcessPage } from '../../features/process-runs/routes/process-page.tsx';

// The Process pages (Extensions › Process, Miscellaneous Invoices › Process; issue 23 item 5), each
// with the server's calls for its module.

export function ExtensionProcessRoute() {
  const [processApi] = useState(() => processApiFor('extensions'));
  return <ProcessPage module="extensions" processApi={processApi} />;
}

export function MiscProcessRoute() {
  const [processApi] = useState(() => processApiFor('miscInvoice'));
  return <ProcessPage module="miscInvoice" processApi={processApi} />;
}

import { NotBuiltPage } from './not-built-page.tsx';

// The Process pages (Extensions › Process, Miscellaneous Invoices › Process), wired to the route.
// Being built (issue 23 item 5).

export function ExtensionProcessRoute() {
  return <NotBuiltPage />;
}

export function MiscProcessRoute() {
  return <NotBuiltPage />;
}

import { NotBuiltPage } from './not-built-page.tsx';

// The report catalogue's pages (Extensions › Reports, Asset Management › Reports), wired to the route.
// Being built (issue 23 item 4).

export function ReportCardsRoute() {
  return <NotBuiltPage />;
}

export function ReportListRoute() {
  return <NotBuiltPage />;
}

import { StatusPage } from '../../components/status-page.tsx';
import { innermost, useRouteHandles } from '../route-handle.ts';

/** Stands in for a screen that a later release brings: says so, and shows nothing made up. */
export function NotBuiltPage() {
  const title = innermost(useRouteHandles(), 'title') ?? 'This page';
  return <StatusPage title={title}>This screen is not available yet in this release.</StatusPage>;
}

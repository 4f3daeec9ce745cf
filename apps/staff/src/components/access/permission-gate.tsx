import type { ElementRequest } from '@lendline/permissions';
import type { ReactNode } from 'react';
import { useElementAccess } from '../../lib/access/use-element-access.ts';

export interface PermissionGateProps extends Partial<ElementRequest> {
  children: ReactNode;
  /** Wrap block content (a form, a table section); inline content (buttons) by default. */
  block?: boolean;
}

/**
 * Applies the spec §6 element rule to what it wraps: nothing is rendered when the role lacks every
 * requested action; when it may only view, the content stays visible but becomes non-clickable (half
 * opacity, no pointer events, `aria-disabled`, and `inert`, which takes inner buttons and links out of the
 * tab order). Granting the permission later re-renders it fully usable; nothing is left behind.
 *
 * @example <PermissionGate module={module} menu="Users" actions={['view', 'create']}><Button>Add user</Button></PermissionGate>
 */
export function PermissionGate({ module, menu, actions, children, block = false }: PermissionGateProps) {
  const access = useElementAccess(module && menu && actions ? { module, menu, actions } : undefined);
  if (access === 'hidden') return null;
  if (access === 'visible') return <>{children}</>;
  return (
    <div
      aria-disabled="true"
      data-access="disabled"
      inert
      style={{ display: block ? 'block' : 'inline-block', opacity: 0.5, pointerEvents: 'none' }}
    >
      {children}
    </div>
  );
}

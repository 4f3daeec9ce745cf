import type { Action, PermissionMap } from '@lendline/permissions';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PermissionsContext } from '../../lib/access/permissions-context.ts';
import { PermissionGate } from './permission-gate.tsx';

const grant = (...actions: Action[]): PermissionMap => ({
  setupModule: { Users: Object.fromEntries(actions.map((a) => [a, true])) },
});

function Harness({ initial }: { initial: PermissionMap }) {
  const [permissions, setPermissions] = useState(initial);
  return (
    <PermissionsContext.Provider value={permissions}>
      <PermissionGate module="setupModule" menu="Users" actions={['view', 'create']}>
        <button type="button">Add user</button>
      </PermissionGate>
      <button type="button" onClick={() => setPermissions(grant('view', 'create'))}>
        grant
      </button>
    </PermissionsContext.Provider>
  );
}

afterEach(cleanup);

describe('PermissionGate (spec §6 element rule)', () => {
  it('hides the element when no requested action is allowed', () => {
    render(<Harness initial={{}} />);
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
  });

  it('makes it non-clickable with view only, and undoes that when the permission arrives', () => {
    render(<Harness initial={grant('view')} />);
    const button = screen.getByText('Add user');
    const wrapper = button.parentElement!;
    expect(wrapper.getAttribute('aria-disabled')).toBe('true');
    expect(wrapper.hasAttribute('inert')).toBe(true);
    expect(wrapper.style.opacity).toBe('0.5');
    expect(wrapper.style.pointerEvents).toBe('none');
    act(() => screen.getByText('grant').click());
    const granted = screen.getByRole('button', { name: 'Add user' });
    expect(granted.closest('[aria-disabled]')).toBeNull();
    expect(granted.closest('[inert]')).toBeNull();
  });

  it('leaves elements without a request alone', () => {
    render(
      <PermissionsContext.Provider value={{}}>
        <PermissionGate>
          <span>always</span>
        </PermissionGate>
      </PermissionsContext.Provider>,
    );
    expect(screen.getByText('always')).toBeTruthy();
  });
});

import type { ElementRequest, PermissionMap } from '@lendline/permissions';
import { fn } from 'storybook/test';
import { withPermissions } from '../../data-table/testing/with-permissions.tsx';

/**
 * The args every record form's stories share: a save that succeeds (a spy), its button's label and the
 * permission it needs.
 *
 * @example args: { initialValues: EMPTY_ROLE, cancelHref: '/setupModule/role/list', ...recordFormArgs('Add role', gate) }
 */
export const recordFormArgs = (submitLabel: string, gate: ElementRequest) => ({
  onSubmit: fn(async () => undefined),
  submitLabel,
  gate,
});

/**
 * An existing record in its form: its values, saved with "Save changes".
 *
 * @example export const Update: Story = { args: editArgs(MARCUS) };
 */
export const editArgs = <Values>(initialValues: Values) => ({ initialValues, submitLabel: 'Save changes' });

/**
 * An existing record for a role that may only view it: every field shown, none changeable, the save
 * button disabled.
 *
 * @example export const ViewOnly: Story = viewOnlyStory(MARCUS, { setupModule: { Users: { view: true } } });
 */
export const viewOnlyStory = <Values>(initialValues: Values, permissions: PermissionMap) => ({
  args: editArgs(initialValues),
  decorators: [withPermissions(permissions)],
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import {
  editArgs,
  recordFormArgs,
  viewOnlyStory,
} from '../../../components/form/testing/record-form-stories.ts';
import { apiFailure } from '../../../testing/api-failure.ts';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { ROLE_OPTIONS } from '../testing/user-fixtures.ts';
import { EMPTY_USER } from '../user-form-rules.ts';
import { usersGate } from '../user-links.ts';
import { UserForm } from './user-form.tsx';

const MARCUS = {
  firstName: 'Marcus',
  lastName: 'Delgado',
  email: 'marcus.delgado@example.com',
  roleId: '2',
  isActive: true,
};

const meta = {
  title: 'Users/User form',
  component: UserForm,
  decorators: [withPermissions({ setupModule: { Users: { view: true, create: true } } }), withMemoryRouter],
  args: {
    initialValues: EMPTY_USER,
    roles: { options: ROLE_OPTIONS, loading: false, error: false },
    cancelHref: '/setupModule/user/list',
    ...recordFormArgs('Add user', usersGate('setupModule')),
  },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};

export const Update: Story = { args: editArgs(MARCUS) };

/** The spec's messages: required, names in letters, a valid e-mail address. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'R2D2');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'marcus@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }));
    await expect(canvas.getByText('Please enter valid first name')).toBeVisible();
    await expect(canvas.getByText('Please enter valid email address')).toBeVisible();
    await expect(canvas.getAllByText('Field is required')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TakenEmail: Story = {
  args: {
    initialValues: MARCUS,
    onSubmit: fn(async () =>
      Promise.reject(
        apiFailure(409, 'A record with the same unique value already exists.', 'DUPLICATE_ENTRY'),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }));
    await expect(await canvas.findByText('A user with this e-mail address already exists.')).toBeVisible();
  },
};

export const Refused: Story = {
  args: {
    ...editArgs(MARCUS),
    onSubmit: fn(async () =>
      Promise.reject(apiFailure(403, 'You cannot assign a role with rights you do not have.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You cannot assign a role with rights');
  },
};

/** Editing yourself: the server refuses a new role or deactivation, so neither is offered. */
export const Yourself: Story = { args: { ...editArgs(MARCUS), self: true } };

export const ViewOnly: Story = viewOnlyStory(MARCUS, { setupModule: { Users: { view: true } } });

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiFailure } from '../../../testing/api-failure.ts';
import type { PickableUser } from '../api/search-users.ts';
import { LoginAsModal } from './login-as-modal.tsx';

const people: PickableUser[] = [
  { id: 21, firstName: 'Priya', lastName: 'Nair', email: 'priya.nair@example.com' },
  { id: 15, firstName: 'Tomas', lastName: 'Herrera', email: 'tomas.herrera@example.com' },
  { id: 31, firstName: 'Morgan', lastName: 'Okafor', email: 'morgan.okafor@example.com' },
  { id: 42, firstName: 'Sam', lastName: 'Whitfield', email: 'sam.whitfield@example.com' },
];

const searchPeople = async (text: string) =>
  people.filter((p) => `${p.firstName} ${p.lastName} ${p.email}`.toLowerCase().includes(text.toLowerCase()));

const meta = {
  title: 'Impersonation/Login as',
  component: LoginAsModal,
  args: {
    opened: true,
    onClose: fn(),
    selfId: 7,
    canListUsers: true,
    onLogin: fn(async () => {}),
    searchUsers: searchPeople,
  },
} satisfies Meta<typeof LoginAsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {};

export const Loading: Story = { args: { searchUsers: () => new Promise<PickableUser[]>(() => {}) } };

export const NoMatch: Story = { args: { searchUsers: async () => [] } };

export const ServerRefusesLogin: Story = {
  args: {
    onLogin: fn(async () =>
      Promise.reject(apiFailure(403, 'You cannot log in as a user who holds rights you do not have.')),
    ),
  },
  // The refusal shows only after a Login: pick someone and press it. The modal renders in a portal.
  play: async () => {
    const modal = within(document.body);
    await userEvent.click(await modal.findByRole('radio', { name: /Tomas Herrera/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Login' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'You cannot log in as a user who holds rights you do not have.',
    );
  },
};

export const SearchFails: Story = {
  args: { searchUsers: async () => Promise.reject(apiFailure(500, 'Database unavailable')) },
};

/** The role may log in as others but not list users (Setup Module › Users › view). */
export const CannotListUsers: Story = { args: { canListUsers: false } };

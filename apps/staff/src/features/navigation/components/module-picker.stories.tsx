import { MODULES } from '@lendline/permissions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HOME_CHOICE, ModulePicker } from './module-picker.tsx';

const pickable = MODULES.filter((module) => module.inPicker && module.menus.length > 0);

const meta = {
  title: 'Navigation/Module picker',
  component: ModulePicker,
  args: { modules: pickable, value: HOME_CHOICE, onPick: fn() },
} satisfies Meta<typeof ModulePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHome: Story = {};

export const InAModule: Story = { args: { value: 'extensions' } };

/** Outside home and the modules (profile, Setup): the placeholder. */
export const Placeholder: Story = { args: { value: null } };

export const OneModule: Story = {
  args: { modules: pickable.filter((module) => module.id === 'ach'), value: 'ach' },
};

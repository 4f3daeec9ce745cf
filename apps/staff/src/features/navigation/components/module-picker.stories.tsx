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

/** Outside home and the modules (profile, Role Permissions): the placeholder. */
export const Placeholder: Story = { args: { value: null } };

/** On Setup, which the picker does not offer (the gear menu opens it): shown as chosen, listed disabled. */
export const OnSetup: Story = { args: { value: null, current: { id: 'setupModule', name: 'Setup' } } };

export const OneModule: Story = {
  args: { modules: pickable.filter((module) => module.id === 'ach'), value: 'ach' },
};

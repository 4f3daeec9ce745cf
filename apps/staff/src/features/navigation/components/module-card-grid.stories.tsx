import { MODULES } from '@lendline/permissions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { ACH_FILE_VIEWER, moduleVisual } from '../module-visuals.ts';
import { ModuleCardGrid, type ModuleCard } from './module-card-grid.tsx';

/** A card for every module that has menus, as a role with every view would see them. */
const everyModule: ModuleCard[] = MODULES.filter((module) => module.menus.length > 0).map((module) => {
  const sections = module.menus.filter((menu) => menu.sidebar).map((menu) => menu.menu);
  return { id: module.id, name: module.name, href: `/${module.id}`, sections, ...moduleVisual(module.id) };
});
const achFileViewer: ModuleCard = {
  id: ACH_FILE_VIEWER,
  name: 'ACH File Viewer',
  href: '/ach-view-file',
  sections: [],
  ...moduleVisual(ACH_FILE_VIEWER),
};

const meta = {
  title: 'Navigation/Module cards',
  component: ModuleCardGrid,
  decorators: [withMemoryRouter],
} satisfies Meta<typeof ModuleCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryModule: Story = { args: { cards: [...everyModule, achFileViewer] } };

export const AchOperator: Story = {
  args: { cards: [...everyModule.filter((card) => card.id === 'ach'), achFileViewer] },
};

export const Analyst: Story = {
  args: {
    cards: everyModule
      .filter((card) => ['enquiry', 'extensions', 'assetManagement'].includes(card.id))
      .map((card) => ({ ...card, sections: card.sections.filter((section) => section !== 'Invoices') })),
  },
};

/**
 * Modules whose screens are still planned: ACH and Vendor Invoice say "Not built yet" and lead nowhere;
 * Extensions and Tape Builder open their built sections and name the ones still to come.
 */
export const NotBuiltYet: Story = {
  args: {
    cards: [
      ...everyModule
        .filter((card) => ['extensions', 'dataTapes'].includes(card.id))
        .map((card) =>
          card.id === 'extensions'
            ? { ...card, sections: ['Contracts', 'Invoices'], notBuilt: ['Reports', 'Process'] }
            : {
                ...card,
                href: '/dataTapes/downloads/list',
                sections: ['Downloads'],
                notBuilt: ['Tapes', 'Templates'],
              },
        ),
      ...everyModule
        .filter((card) => ['ach', 'vendorInvoice'].includes(card.id))
        .map((card) => ({ ...card, href: null, notBuilt: card.sections, sections: [] })),
      achFileViewer,
    ],
  },
};

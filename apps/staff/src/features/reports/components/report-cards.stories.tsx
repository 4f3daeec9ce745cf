import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ON_A_PHONE } from '../../../testing/phone-story.ts';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { ASSET_CARDS, EXTENSION_CARDS } from '../testing/report-fixtures.ts';
import { ReportCards } from './report-cards.tsx';

// The cards of `/{module}/report/cards` (Extensions) and `/{module}/asset-report/cards` (Asset Management).
const meta = {
  title: 'Reports/Report cards',
  component: ReportCards,
  decorators: [withMemoryRouter],
  args: {
    cards: EXTENSION_CARDS.cards,
    hrefOf: (card) => `/extensions/report/list?report=${card.id}`,
  },
} satisfies Meta<typeof ReportCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Extensions: a count by billing source (bars), revenue by month (line), GP failures by reason (donut), a figure alone. */
export const Full: Story = {};

/** Asset Management's one report, residual exposure by maturity year. */
export const AssetManagement: Story = {
  args: {
    cards: ASSET_CARDS.cards,
    hrefOf: (card) => `/assetManagement/asset-report/list?report=${card.id}`,
  },
};

/** Cards of the same shape hold the place while the catalogue loads. */
export const Loading: Story = { args: { cards: undefined } };

/** A module whose catalogue has no reports yet. */
export const Empty: Story = { args: { cards: [] } };

/**
 * No permission: the server answers only the cards the caller may open, so a role allowed none of this
 * module's reports sees none and is told whom to ask (without Reports › view at all, the route guard
 * shows the section's access-denied page instead; see report-pages.test.tsx).
 */
export const NoReportPermitted: Story = { args: { cards: [] } };

export const Failed: Story = {
  name: 'Error',
  args: {
    error: { title: 'The reports could not be loaded', message: 'Internal Server Error', onRetry: fn() },
  },
};

/** At 390 px the cards stack in one column, each chart the card's full width. */
export const OnAPhone: Story = { ...ON_A_PHONE };

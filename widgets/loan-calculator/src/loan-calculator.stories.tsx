/** @jsxImportSource react */
// Storybook renders with React; the widget stays Preact inside its custom element, as on a partner page.
// No server: the stories' calculators talk to a fake Widget API (testing/fake-widget-api.ts) at their own
// `api-base`, one fake per key, so every state can be looked at.
import { routeStoryFetch } from '@lendline/widget-host/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import './index.tsx';
import { fakeWidgetApi, type FakeWidgetApiOptions } from './testing/fake-widget-api.ts';

const STORY_API = 'https://stories.lendline.test';
const fakes = new Map<string, ReturnType<typeof fakeWidgetApi>>();

const keyFor = (name: string) => `llk_${name.padEnd(32, 'x').slice(0, 32)}`;

/** A key of its own for a story, answered by a fake set up as the story needs. */
function storyKey(name: string, options: FakeWidgetApiOptions = {}): string {
  fakes.set(keyFor(name), fakeWidgetApi(options));
  return keyFor(name);
}

// Only the stories' own API base is answered by the fakes, each key by its own.
routeStoryFetch('lendline.loan-calculator.story-fetch', (url) => {
  const key = url.startsWith(STORY_API) ? /\/keys\/([^/]+)\//.exec(url)?.[1] : undefined;
  return key ? fakes.get(decodeURIComponent(key))?.fetch : undefined;
});

interface LoanCalculatorArgs {
  apiKey: string;
  amount?: string;
  term?: string;
  theme?: 'light' | 'dark';
}

const calculatorIn = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('loan-calculator')!.shadowRoot!;

async function calculatorReady(canvasElement: HTMLElement): Promise<ShadowRoot> {
  const root = calculatorIn(canvasElement);
  await waitFor(() => expect(root.querySelector('form')).not.toBeNull());
  return root;
}

const meta = {
  title: 'Widgets/Loan calculator',
  tags: ['widget'],
  render: ({ apiKey, amount, term, theme }) => (
    <loan-calculator api-key={apiKey} api-base={STORY_API} amount={amount} term={term} theme={theme} />
  ),
} satisfies Meta<LoanCalculatorArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer is on its way: a skeleton in the calculator's shape. */
export const Loading: Story = { args: { apiKey: storyKey('loading', { hangOffer: true }) } };

/** The vendor's offer: payment first, then the inputs, the disclaimer and the inquiry form. */
export const Offer: Story = { args: { apiKey: storyKey('offer'), amount: '25000', term: '48' } };

/** A promo in force applies to the choice (2.9% at 36 months); the others say what qualifies. */
export const PromoApplied: Story = {
  args: { apiKey: storyKey('promo'), amount: '25000', term: '36' },
};

/** A revoked, expired or unknown key: the server's words and nothing about the vendor. */
export const InvalidKey: Story = {
  args: { apiKey: storyKey('revoked', { refusedKeys: [keyFor('revoked')] }) },
};

/** The offer could not be loaded (offline, server down): a retry. */
export const NetworkError: Story = { args: { apiKey: storyKey('offline', { failOffer: true }) } };

/** Sent without a name or e-mail: the spec's messages under their fields, the first one focused. */
export const ValidationErrors: Story = {
  args: { apiKey: storyKey('validation'), amount: '25000', term: '48' },
  play: async ({ canvasElement }) => {
    const root = await calculatorReady(canvasElement);
    await userEvent.type(root.querySelector('#email')!, 'ann@');
    await userEvent.type(root.querySelector('#phone')!, '5550100199');
    await userEvent.click(root.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(root.querySelector('#customerName-error')).not.toBeNull());
  },
};

/** The inquiry is in: the thank-you with the reference number and the payment on file. */
export const Submitted: Story = {
  args: { apiKey: storyKey('submitted'), amount: '25000', term: '48' },
  play: async ({ canvasElement }) => {
    const root = await calculatorReady(canvasElement);
    await userEvent.type(root.querySelector('#customerName')!, 'Ann Lee');
    await userEvent.type(root.querySelector('#businessName')!, 'Lee Dental');
    await userEvent.type(root.querySelector('#email')!, 'ann@example.com');
    await userEvent.click(root.querySelector('button[type="submit"]')!);
    await waitFor(() =>
      expect(root.querySelector('h2')?.textContent).toBe('Thank you! Your request was sent.'),
    );
  },
};

/** `theme="dark"` on a dark page. */
export const Dark: Story = {
  args: { apiKey: storyKey('dark'), amount: '25000', term: '48', theme: 'dark' },
  decorators: [
    (Story) => (
      <div style={{ background: '#101214', color: '#e9ecef', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};

// A partner's page with its own font and theme, set from outside through the README's custom properties.
const PARTNER_PAGE = `.partner-page { font-family: Georgia, serif;
  --lendline-accent: #0b7285; --lendline-radius: 14px; }`;

/** A partner page's own font and theme (serif, teal accent, rounder corners): selects and buttons follow. */
export const PartnerTheme: Story = {
  args: { apiKey: storyKey('partner-theme'), amount: '25000', term: '36' },
  decorators: [
    (Story) => (
      <div className="partner-page">
        <style>{PARTNER_PAGE}</style>
        <Story />
      </div>
    ),
  ],
};

/** The term select with the keyboard on it: the drawn chevron, the focus ring in the accent colour. */
export const SelectFocused: Story = {
  args: { apiKey: storyKey('select-focused'), amount: '25000', term: '48' },
  play: async ({ canvasElement }) => {
    const root = await calculatorReady(canvasElement);
    root.querySelector<HTMLSelectElement>('#term')!.focus();
  },
};

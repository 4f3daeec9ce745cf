/** @jsxImportSource react */
// Storybook renders with React; the widget stays Preact inside its custom element, as on a partner page.
// Each story answers through a fake of the public API (no server behind Storybook) and opens on its step
// from a stored draft, the way a reload restores one.
import { routeStoryFetch } from '@lendline/widget-host/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { draftKey, saveDraft } from './draft/draft-storage.ts';
import { blankOwner, newDraft } from './draft/draft.ts';
import './index.tsx';
import { fakeCreditApi, type FakeCreditApiOptions } from './testing/fake-credit-api.ts';
import { BUSINESS, EQUIPMENT, OWNER } from './testing/sample-application.ts';

interface CreditApplicationArgs {
  company?: string;
  to?: string;
  theme?: 'light' | 'dark';
  /** The step the stored draft opens on (0-3); none: a fresh form. */
  step?: number;
  /** How the fake API answers. */
  api?: FakeCreditApiOptions;
}

// The answers of the steps before `step`, as typed, so each step opens with what came before it.
function storeDraft(company: string, to: string, step: number | undefined): void {
  const key = draftKey(company, to);
  localStorage.removeItem(key);
  sessionStorage.removeItem(key);
  if (step === undefined) return;
  const draft = newDraft();
  draft.step = step;
  if (step > 0) draft.business = { ...draft.business, ...BUSINESS };
  if (step > 1) draft.owners = [{ ...blankOwner(), ...OWNER, guarantor: true }];
  if (step > 2) draft.equipment = { ...draft.equipment, ...EQUIPMENT };
  if (step > 2) {
    draft.consents = { creditPull: true, electronicRecords: true, contactConsent: false };
    draft.signature = { name: `${OWNER.firstName} ${OWNER.lastName}` };
  }
  saveDraft(key, draft);
}

// Only the stories' own API base is answered by the current story's fake; everything else goes to the real
// fetch, so the other stories in the same frame are not touched.
const STORY_API = 'https://credit-application.story';
let currentFake = fakeCreditApi();
routeStoryFetch('lendline.credit-application.story-fetch', (url) =>
  url.startsWith(STORY_API) ? currentFake.fetch : undefined,
);

const withFakeApi: Decorator<CreditApplicationArgs> = (Story, { args }) => {
  currentFake = fakeCreditApi({ recipientName: 'Dana Reyes', ...args.api });
  storeDraft(args.company ?? '', args.to ?? '', args.step);
  return <Story />;
};

const meta = {
  title: 'Widgets/Credit application',
  tags: ['widget'],
  decorators: [withFakeApi],
  args: { company: 'Northwind Leasing', to: 'dana-reyes' },
  render: ({ company, to, theme, step }) => (
    // A new element per story, so the widget reads the draft stored for it.
    <credit-application key={`${step}`} company={company} to={to} theme={theme} api-base={STORY_API} />
  ),
} satisfies Meta<CreditApplicationArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Submits the filled-in application and waits until the widget shows `expected` (text in its shadow tree):
 * the server's answers below show only after a Submit, so their stories press it.
 */
const submitAndSee =
  (expected: string): Story['play'] =>
  async ({ canvasElement }) => {
    const root = canvasElement.querySelector('credit-application')!.shadowRoot!;
    const submit = await waitFor(() => {
      const button = root.querySelector<HTMLButtonElement>('button[type="submit"]');
      expect(button?.textContent).toBe('Submit application');
      return button!;
    });
    await userEvent.click(submit);
    await waitFor(() => expect(root.textContent).toContain(expected));
  };

/** Step 1 of 4, empty. Press Next to see the spec's messages under every required field. */
export const BusinessStep: Story = {};

export const OwnersStep: Story = { args: { step: 1 } };

export const EquipmentStep: Story = { args: { step: 2 } };

/** Review & sign, filled in: Submit shows the confirmation with a reference number. */
export const ReviewAndSign: Story = { args: { step: 3 } };

/** The server refuses a field (422): the message lands on the field, on the step that shows it. */
export const ServerRefusesAField: Story = {
  args: { step: 3, api: { reject: [{ path: 'owners.0.ssn', message: 'Please enter valid number' }] } },
  play: submitAndSee('Please enter valid number'),
};

/** Rate limited (429): "Too many requests. Please try again in 30 seconds." */
export const RateLimited: Story = {
  args: { step: 3, api: { rateLimit: 30 } },
  play: submitAndSee('Too many requests'),
};

/** The connection drops once: the form offers Try again, which resends the same clientId. */
export const NetworkError: Story = {
  args: { step: 3, api: { failSubmissions: 1 } },
  play: submitAndSee('Try again'),
};

/** Sending… while the server has not answered. */
export const Sending: Story = { args: { step: 3, api: { hang: true } }, play: submitAndSee('Sending…') };

export const DarkTheme: Story = { args: { theme: 'dark' } };

/** A page that left out the recipient: the widget names what is missing. */
export const MissingRecipient: Story = { args: { to: undefined } };

/** In a 320 px column the steps keep their numbers and only the current one its title. */
export const NarrowColumn: Story = {
  args: { step: 1 },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

// A partner's page with its own font and theme, set from outside through the README's custom properties.
const PARTNER_PAGE = `.partner-page { font-family: Georgia, serif;
  --lendline-accent: #0b7285; --lendline-radius: 14px; }`;

/** A partner page's own font and theme (serif, teal accent, rounder corners): the widget takes them. */
export const PartnerTheme: Story = {
  args: { step: 2 },
  decorators: [
    (Story) => (
      <div className="partner-page">
        <style>{PARTNER_PAGE}</style>
        <Story />
      </div>
    ),
  ],
};

/** @jsxImportSource react */
// Storybook renders with React; the widget stays Preact inside its custom element, as on a partner page.
// The files are @lendline/nacha's test fixtures (moov-io/ach's, Apache-2.0), which Vite serves and bundles
// as assets; the widget fetches them through its `src` attribute and reads them with the real reader.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import './index.tsx';

const fixture = {
  valid: new URL('../../../shared/nacha/test-data/ach/valid-other/ppd-mixedDebitCredit.ach', import.meta.url),
  errors: new URL('../../../shared/nacha/test-data/ach/malformed/20110729A-invalid.ach', import.meta.url),
  returns: new URL('../../../shared/nacha/test-data/ach/returns-noc/return-WEB.ach', import.meta.url),
  noc: new URL('../../../shared/nacha/test-data/ach/returns-noc/cor-example.ach', import.meta.url),
  large: new URL(
    '../../../shared/nacha/test-data/ach/large/PPD-200-batches-100000-entries.ach.gz',
    import.meta.url,
  ),
};

interface AchViewerArgs {
  src?: string;
  batchName?: string;
  reveal?: boolean;
}

const viewerIn = (canvasElement: HTMLElement) => canvasElement.querySelector('ach-viewer')!.shadowRoot!;

async function loaded(canvasElement: HTMLElement): Promise<ShadowRoot> {
  const root = viewerIn(canvasElement);
  await waitFor(() => expect(root.querySelector('[role="status"]')?.textContent).toMatch(/^Loaded /), {
    timeout: 15_000,
  });
  return root;
}

const meta = {
  title: 'Widgets/ACH file viewer',
  tags: ['widget'],
  render: ({ src, batchName, reveal }) => (
    <ach-viewer src={src} batch-name={batchName} reveal={reveal ? '' : undefined} />
  ),
} satisfies Meta<AchViewerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing open yet: the file picker, the drop target and the paste box. */
export const Empty: Story = { args: {} };

/** A batch name the server cannot load yet: the viewer says so and still opens local files. */
export const BatchNotAvailable: Story = { args: { batchName: '2026-11-21-A' } };

/** A valid mixed debit and credit batch, opened: every check matches, accounts masked. */
export const ValidFile: Story = {
  args: { src: fixture.valid.href },
  play: async ({ canvasElement }) => {
    const root = await loaded(canvasElement);
    await userEvent.click(root.querySelector('.fold')!);
  },
};

/** The same file for a role that may see full account numbers (`reveal`). */
export const Revealed: Story = { args: { src: fixture.valid.href, reveal: true } };

/** A file with a wrong-length header that shifts every field: the problems list and mismatched totals. */
export const FileWithErrors: Story = {
  args: { src: fixture.errors.href },
  play: async ({ canvasElement }) => {
    const root = await loaded(canvasElement);
    await userEvent.click(root.querySelector<HTMLButtonElement>('.problems .link')!);
  },
};

/** A return file: Addenda 99 reasons (R01, R03) inline with their entries. */
export const Returns: Story = {
  args: { src: fixture.returns.href },
  play: async ({ canvasElement }) => {
    const root = await loaded(canvasElement);
    await userEvent.click(root.querySelector('.fold')!);
  },
};

/** A notification of change: C01 with the corrected account number, masked like any account. */
export const NotificationOfChange: Story = {
  args: { src: fixture.noc.href },
  play: async ({ canvasElement }) => {
    const root = await loaded(canvasElement);
    await userEvent.click(root.querySelector('.fold')!);
  },
};

/** 200 batches, 100,000 entries (gzip, unpacked by the viewer): only the rows in view are rendered. */
export const LargeFile: Story = { args: { src: fixture.large.href } };

// A dark page themes the widget from outside, through the custom properties of README.md.
const DARK_PAGE = `.dark-page { background: #101214; color: #e9ecef; padding: 16px;
  --lendline-accent: #74c0fc; --lendline-accent-text: #0b1a2a; --lendline-text: #e9ecef;
  --lendline-surface: #1a1d21; --lendline-error: #ff8787; --lendline-warning: #ffd43b;
  --lendline-success: #8ce99a; }`;

/** Themed by the page: the --lendline-* custom properties on a dark page. */
export const Dark: Story = {
  args: { src: fixture.returns.href },
  decorators: [
    (Story) => (
      <div className="dark-page">
        <style>{DARK_PAGE}</style>
        <Story />
      </div>
    ),
  ],
};

/** Opens a fixture through the file picker, as a person choosing it from the computer would. */
async function pick(canvasElement: HTMLElement, file: URL, name: string): Promise<ShadowRoot> {
  const root = viewerIn(canvasElement);
  const picked = new DataTransfer();
  picked.items.add(new File([await (await fetch(file)).blob()], name));
  const input = root.querySelector<HTMLInputElement>('#file')!;
  input.files = picked.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return loaded(canvasElement);
}

/** The picker with the keyboard on it: the native input is focused, its button shows the ring. */
export const PickerFocused: Story = {
  args: {},
  play: ({ canvasElement }) => viewerIn(canvasElement).querySelector<HTMLInputElement>('#file')!.focus(),
};

/** A file chosen with the picker: its name beside the button, the status and downloads in the toolbar. */
export const OpenedFromPicker: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const root = await pick(canvasElement, fixture.returns, 'return-WEB.ach');
    await expect(root.querySelector('.open .name')?.textContent).toBe('return-WEB.ach');
  },
};

/** A 320 px column: the picker, the name and the toolbar wrap; the downloads stay together. */
export const NarrowColumn: Story = {
  args: { src: fixture.returns.href },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

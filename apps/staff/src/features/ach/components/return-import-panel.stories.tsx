import { ApiError } from '@lendline/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, fn, userEvent, within } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { importFixture, RETURN_FILES, RETURN_LINES } from '../testing/ach-return-fixtures.ts';
import { ACH_OPERATOR, ACH_VIEW_ONLY } from '../testing/fake-ach-api.ts';
import { STORY_LINKS } from '../testing/story-links.ts';
import { ReturnFileTable } from './return-file-table.tsx';
import { ReturnImportPanel } from './return-import-panel.tsx';

// ACH › Returns & NOCs: the import. Each story reaches its state by itself (a file chosen, the bank
// fetched), without a server.

const file = () => new File(['101 091000019 0210000212611240800A094101'], 'RETURNS-20261124.ach');
const choose = async () => {
  const input = within(document.body).getByLabelText('Return file');
  fireEvent.change(input, { target: { files: [file()] } });
};

const meta = {
  title: 'ACH/Return import',
  component: ReturnImportPanel,
  decorators: [withPermissions(ACH_OPERATOR), withMemoryRouter],
  args: {
    importFile: fn(async () => importFixture()),
    fetchFromBank: fn(async () => ({ files: [] })),
    loadLines: fn(async () => RETURN_LINES),
    onImported: fn(),
    links: STORY_LINKS,
  },
} satisfies Meta<typeof ReturnImportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for a file: drop it, choose it, or fetch from the bank. */
export const Ready: Story = {};

/** The file is on its way (the server has not answered). */
export const Importing: Story = {
  name: 'Loading',
  args: { importFile: fn(() => new Promise<never>(() => undefined)) },
  play: async () => {
    await choose();
    await within(document.body).findByText('Importing RETURNS-20261124.ach…');
  },
};

/** Everything a file can hold: reinitiated, refused with reasons (R02, R07, a NOC), NOC applied, unmatched. */
export const Imported: Story = {
  name: 'Full',
  play: async () => {
    await choose();
    await within(document.body).findByRole('status', { name: 'Import of RETURNS-20261124.ach' });
  },
};

/** Only NOCs, all applied: nothing refused, nothing reinitiated. */
export const NocsOnly: Story = {
  args: {
    importFile: fn(async () =>
      importFixture({
        file: { ...importFixture().file, returnCount: 0, unmatchedCount: 0 },
        reinitiationBatches: [],
      }),
    ),
    loadLines: fn(async () => RETURN_LINES.filter((line) => line.id === 804)),
  },
  play: Imported.play,
};

/** The same file again: nothing changed, and the screen says so. */
export const Duplicate: Story = {
  args: { importFile: fn(async () => importFixture({ duplicate: true })) },
  play: async () => {
    await choose();
    await within(document.body).findByText(/already imported, nothing changed/);
  },
};

/** The file reads with errors: refused whole, the problems listed by line. */
export const Refused: Story = {
  name: 'Error',
  args: {
    importFile: fn(async () => {
      throw new ApiError(
        422,
        {
          statusCode: 422,
          message: 'The return file has problems; nothing was imported',
          code: 'INVALID_RETURN_FILE',
          details: [
            {
              path: '/line/6',
              message: 'Batch control debit total 000000049128 does not match the entries (49127)',
            },
          ],
        },
        'Unprocessable',
      );
    }),
  },
  play: async () => {
    await choose();
    await within(document.body).findByText(/Line 6: Batch control/);
  },
};

/** Fetch from bank: one file imported, one left at the bank with its reason. */
export const FetchedFromBank: Story = {
  args: {
    fetchFromBank: fn(async () => ({
      files: [
        { name: 'RETURNS-20261124.ach', imported: importFixture(), error: null },
        { name: 'RETURNS-20261125.ach', imported: null, error: 'Line 3: record length is 93, not 94' },
      ],
    })),
  },
  play: async () => {
    await userEvent.click(within(document.body).getByRole('button', { name: 'Fetch from bank' }));
    await within(document.body).findByText('RETURNS-20261125.ach stays at the bank');
  },
};

/** Fetch from bank with nothing waiting. */
export const NothingAtTheBank: Story = {
  name: 'Empty',
  play: async () => {
    await userEvent.click(within(document.body).getByRole('button', { name: 'Fetch from bank' }));
    await within(document.body).findByText('Nothing waiting at the bank');
  },
};

/**
 * A role that may only view (ACH view, not create): no import at all; the imported files and the
 * returns list stay readable.
 */
export const NoPermission: Story = {
  decorators: [withPermissions(ACH_VIEW_ONLY)],
  render: (args) => (
    <>
      <ReturnImportPanel {...args} />
      <ReturnFileTable rows={RETURN_FILES} empty={null} selectedId={null} onSelect={() => undefined} />
    </>
  ),
};

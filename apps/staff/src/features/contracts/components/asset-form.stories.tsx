import { ApiError } from '@lendline/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { assetFormValues } from '../asset-form-rules.ts';
import { ASSET_FIXTURES } from '../testing/contract-fixtures.ts';
import { AssetForm } from './asset-form.tsx';

const ASSET = assetFormValues(ASSET_FIXTURES[0]!);

const meta = {
  title: 'Portfolio/Asset form',
  component: AssetForm,
  decorators: [
    withPermissions({ firstPayment: { Contracts: { view: true, create: true } } }),
    withMemoryRouter,
  ],
  args: {
    initialValues: ASSET,
    onSubmit: fn(async () => undefined),
    cancelHref: '/firstPayment/contract/list',
    gate: { module: 'firstPayment', menu: 'Contracts', actions: ['view', 'create'] },
  },
} satisfies Meta<typeof AssetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An asset on file; its book residual reads as money ($ and thousands). */
export const Update: Story = {};

/** A sold asset must say when it left; nothing is sent until it does. */
export const Invalid: Story = {
  args: { initialValues: { ...ASSET, status: 'SOLD', dispositionDate: null, locationState: 'Texas' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save asset' }));
    await expect(canvas.getByText('When did the asset leave?')).toBeVisible();
    await expect(canvas.getByText('Two letters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's 422 details show on the fields they name, until those fields change. */
export const Refused: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(
        new ApiError(
          422,
          {
            statusCode: 422,
            message: 'The request body is invalid.',
            details: [{ path: '/serialNumber', message: 'Serial number is already on another asset' }],
          },
          'The request body is invalid.',
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save asset' }));
    await expect(await canvas.findByText('Serial number is already on another asset')).toBeVisible();
  },
};

/** A role that may only view sees the form disabled. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ firstPayment: { Contracts: { view: true } } })],
};

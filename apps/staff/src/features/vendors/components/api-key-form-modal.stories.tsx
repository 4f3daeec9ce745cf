import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiFailure } from '../../../testing/api-failure.ts';
import { apiKeyFormValues, NEW_API_KEY } from '../api-key-rules.ts';
import { API_KEY_FIXTURES } from '../testing/vendor-fixtures.ts';
import { ApiKeyFormModal } from './api-key-form-modal.tsx';
import { RotateKeyModal } from './rotate-key-modal.tsx';

const meta = {
  title: 'Vendor Quote/API key form',
  component: ApiKeyFormModal,
  args: {
    opened: true,
    onClose: fn(),
    title: 'Create API key for Acme Paving',
    submitLabel: 'Create key',
    initialValues: NEW_API_KEY,
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof ApiKeyFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Create: Story = {};

export const Edit: Story = {
  args: {
    title: 'Edit key "Website" (llk_a1b2c3d4…)',
    submitLabel: 'Save changes',
    initialValues: apiKeyFormValues(API_KEY_FIXTURES[0]!),
  },
};

/** Origins are checked as the server compares them: https, no path; the limit from 10 to 6000. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await userEvent.type(
      body.getByRole('textbox', { name: 'Allowed origin 1' }),
      'http://acme.example.com/shop',
    );
    await userEvent.clear(body.getByRole('textbox', { name: /^Rate limit/ }));
    await userEvent.type(body.getByRole('textbox', { name: /^Rate limit/ }), '5');
    await userEvent.click(body.getByRole('button', { name: 'Create key' }));
    await expect(
      body.getByText('Enter the origin only, without a path: https://www.example.com'),
    ).toBeVisible();
    await expect(body.getByText('Enter 10 to 6000 requests a minute')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The vendor left Vendor Quote meanwhile: the server's words above the form. */
export const Refused: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(
        apiFailure(409, 'Keys can be created only for active vendors enrolled in Vendor Quote.'),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Create key' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Keys can be created only for active vendors',
    );
  },
};

/** Rotating a key: the grace period the old key keeps working for, 7 days unless changed. */
export const Rotate: StoryObj<typeof RotateKeyModal> = {
  render: () => (
    <RotateKeyModal
      apiKey={API_KEY_FIXTURES[0]!}
      vendorName="Acme Paving"
      onClose={fn()}
      onRotate={fn(async () => undefined)}
    />
  ),
};

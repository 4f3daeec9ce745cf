/** @jsxImportSource react */
import type { StoryObj } from '@storybook/react-vite';
import './index.tsx';
interface LoanCalculatorArgs {
    apiKey?: string;
}
declare const meta: {
    title: string;
    tags: string[];
    render: ({ apiKey }: LoanCalculatorArgs) => import("react").JSX.Element;
};
export default meta;
type Story = StoryObj<typeof meta>;
export declare const WithVendorKey: Story;
export declare const WithoutApiKey: Story;

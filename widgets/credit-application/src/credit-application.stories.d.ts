/** @jsxImportSource react */
import type { StoryObj } from '@storybook/react-vite';
import './index.tsx';
interface CreditApplicationArgs {
    compName?: string;
    toName?: string;
}
declare const meta: {
    title: string;
    tags: string[];
    render: ({ compName, toName }: CreditApplicationArgs) => import("react").JSX.Element;
};
export default meta;
type Story = StoryObj<typeof meta>;
export declare const WithCompanyAndRecipient: Story;
export declare const WithoutRecipient: Story;

/** @jsxImportSource react */
import type { StoryObj } from '@storybook/react-vite';
import './index.tsx';
interface AchViewerArgs {
    batchName?: string;
}
declare const meta: {
    title: string;
    tags: string[];
    render: ({ batchName }: AchViewerArgs) => import("react").JSX.Element;
};
export default meta;
type Story = StoryObj<typeof meta>;
export declare const WithBatch: Story;
export declare const WithoutBatch: Story;

import type { Decorator } from '@storybook/react-vite';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';

/**
 * Story settings that show a sign-in form as its page does: full screen in the sign-in frame with the
 * page's title, and a router for its links. Spread into the story's meta.
 */
export function onAuthPage(title: string, description: string) {
  const withAuthLayout: Decorator = (Story) => (
    <AuthLayout title={title} description={description}>
      <Story />
    </AuthLayout>
  );
  return { parameters: { layout: 'fullscreen' }, decorators: [withAuthLayout, withMemoryRouter] };
}

import { Center, Loader } from '@mantine/core';

/** A full-area spinner for the moment the app cannot show anything truthful yet (session check, page code). */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center mih="60vh" role="status" aria-label={label}>
      <Loader size="md" />
    </Center>
  );
}

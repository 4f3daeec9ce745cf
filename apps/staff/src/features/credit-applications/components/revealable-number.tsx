import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useEffect, useState } from 'react';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { showErrorToast } from '../../../lib/toast.ts';

/** How long a revealed number stays on screen before it is masked again. */
export const REVEAL_SECONDS = 30;

export interface RevealableNumberProps {
  /** What the number is, e.g. "SSN of Marco Bellini", for the button and the announcement. */
  label: string;
  /** The masked form the server sent ("•••-••-6789"). */
  masked: string;
  /** Inquiries › download; without it the Reveal button is not rendered at all. */
  gate: ElementRequest;
  /** Asks the server for the plain value (audited there). */
  onReveal: () => Promise<string>;
}

/**
 * A personal number, masked, with a Reveal button for roles that may download: the plain value shows for
 * 30 seconds, then is masked again. Both changes are announced politely. The value lives only in this
 * component's state, so it is gone once masked or when the page is left.
 */
export function RevealableNumber({ label, masked, gate, onReveal }: RevealableNumberProps) {
  const [plain, setPlain] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const hide = () => {
    setPlain(null);
    setAnnouncement(`${label} is masked again.`);
  };

  useEffect(() => {
    if (plain === null) return;
    const timer = setTimeout(() => {
      setPlain(null);
      setAnnouncement(`${label} is masked again.`);
    }, REVEAL_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [plain, label]);

  const reveal = async () => {
    setBusy(true);
    try {
      const value = await onReveal();
      setPlain(value);
      setAnnouncement(`${label} shown for ${REVEAL_SECONDS} seconds.`);
    } catch (failure) {
      showErrorToast('Error', errorMessage(failure, 'The number could not be revealed.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap" component="span">
      <Text span size="sm" ff="monospace" data-revealed={plain !== null || undefined}>
        {plain ?? masked}
      </Text>
      {/* One button that toggles, so keyboard focus stays on it when the number shows and hides. */}
      <PermissionGate {...gate}>
        <Button
          size="compact-xs"
          variant="subtle"
          loading={busy}
          onClick={plain === null ? () => void reveal() : hide}
          aria-label={`${plain === null ? 'Reveal' : 'Hide'} ${label}`}
        >
          {plain === null ? 'Reveal' : 'Hide'}
        </Button>
      </PermissionGate>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Group>
  );
}

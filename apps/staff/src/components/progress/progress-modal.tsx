import { Button, Group, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { describeCountdown, formatCountdown } from './countdown.ts';
import { FORCED_COMPLETE_MS, PROGRESS_UNIT_MS, useProgress, type ProgressOptions } from './use-progress.ts';

// Spec §4: the countdown shows only for this message.
export const PORTFOLIO_ANALYSIS_MESSAGE = 'Assembling data for portfolio analysis';

export interface ProgressModalProps extends ProgressOptions {
  opened: boolean;
  message: string;
  /** Offers a Cancel button (and Escape) that calls this. */
  onCancel?: () => void;
  /** Covers the whole window, for work during which nothing else may be done (Switching User, sync). */
  fullScreen?: boolean;
}

function ProgressBody({ message, onCancel, ...options }: Omit<ProgressModalProps, 'opened' | 'fullScreen'>) {
  const { percent, remainingSeconds } = useProgress(options);
  const showCountdown = message === PORTFOLIO_ANALYSIS_MESSAGE && remainingSeconds !== null;

  return (
    <Stack align="center" gap="md" py="md">
      {percent === null ? (
        <Loader size="md" aria-hidden="true" />
      ) : (
        <Progress
          w="100%"
          maw={360}
          size="md"
          value={percent}
          striped={percent < 100}
          animated={percent < 100}
          transitionDuration={options.complete ? FORCED_COMPLETE_MS : (options.unitMs ?? PROGRESS_UNIT_MS)}
          aria-label={message}
        />
      )}
      <Modal.Title fz="md" fw={600} ta="center">
        {message}
      </Modal.Title>
      {showCountdown && (
        <Text
          size="sm"
          c="dimmed"
          ff="monospace"
          aria-label={`${describeCountdown(remainingSeconds)} remaining`}
        >
          Time remaining {formatCountdown(remainingSeconds)}
        </Text>
      )}
      {onCancel && (
        <Group justify="center">
          <Button variant="default" size="xs" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * A blocking progress dialog for long work (spec §2 Modals, §4 Progress countdown): a bar that runs for the
 * expected duration (or a spinner when it is unknown), the message, the countdown for portfolio analysis,
 * and Cancel when the work can be cancelled. Completion can be forced when the work ends early.
 *
 * @example <ProgressModal opened message={PORTFOLIO_ANALYSIS_MESSAGE} durationMs={90_000} complete={jobDone} onFinish={show} onCancel={cancel} />
 */
export function ProgressModal({ opened, fullScreen = false, ...body }: ProgressModalProps) {
  return (
    <Modal.Root
      opened={opened}
      onClose={() => body.onCancel?.()}
      closeOnEscape={body.onCancel !== undefined}
      closeOnClickOutside={false}
      fullScreen={fullScreen}
      centered
      size="sm"
    >
      <Modal.Overlay backgroundOpacity={0.35} blur={2} />
      <Modal.Content>
        <Modal.Body
          h={fullScreen ? '100%' : undefined}
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          role="status"
        >
          <ProgressBody {...body} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

import { Button, CloseButton, Group, Input, Stack, TextInput } from '@mantine/core';

/** The most origins a key may list (the server's limit). */
export const MAX_ORIGINS = 20;

export interface OriginsEditorProps {
  origins: string[];
  onChange: (origins: string[]) => void;
  /** Each row's error by index. */
  errors: Partial<Record<number, string>>;
  /** An error about the list as a whole (from the server). */
  error?: string;
}

/**
 * The allowed origins of a key, one per row: the websites that may embed the calculator. Rows can be
 * added and removed; empty rows are left out when saving.
 */
export function OriginsEditor({ origins, onChange, errors, error }: OriginsEditorProps) {
  const change = (index: number, value: string) =>
    onChange(origins.map((origin, at) => (at === index ? value : origin)));
  const remove = (index: number) => {
    const rest = origins.filter((_, at) => at !== index);
    onChange(rest.length > 0 ? rest : ['']);
  };

  return (
    <Input.Wrapper
      label="Allowed origins"
      description="The websites that may embed the calculator, e.g. https://www.example.com. No path; http:// only for localhost. Without any, the key works only on the standalone calculator page."
      error={error}
    >
      <Stack gap={6} mt={6}>
        {origins.map((origin, index) => (
          <Group key={index} gap={6} align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              aria-label={`Allowed origin ${index + 1}`}
              placeholder="https://www.example.com"
              value={origin}
              onChange={(event) => change(index, event.currentTarget.value)}
              error={errors[index]}
              autoComplete="off"
              type="url"
            />
            <CloseButton
              size="lg"
              mt={2}
              aria-label={`Remove origin ${index + 1}`}
              onClick={() => remove(index)}
              disabled={origins.length === 1 && !origin}
            />
          </Group>
        ))}
        <Group>
          <Button
            size="xs"
            variant="default"
            onClick={() => onChange([...origins, ''])}
            disabled={origins.length >= MAX_ORIGINS}
          >
            Add origin
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

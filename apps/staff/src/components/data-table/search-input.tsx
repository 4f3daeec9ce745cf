import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { filterWidth } from './filter-bar.tsx';
import { Icon } from '../icons.tsx';

export interface SearchInputProps {
  label: string;
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onChange: (value: string) => void;
  placeholder?: string;
  /** Pause before searching; long enough not to ask the server for every keystroke. */
  delay?: number;
  width?: number;
}

/**
 * A text search that waits for typing to pause, searches at once on Enter, and clears with one click.
 * It follows outside changes to `value` (a reset) without losing what is being typed.
 */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
  delay = 300,
  width = 240,
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A new value from outside (restored settings, Reset) replaces the text, unless it is our own echo.
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  const commit = useDebouncedCallback((next: string) => {
    if (next !== value) onChange(next);
  }, delay);

  const change = (next: string) => {
    setText(next);
    commit(next.trim());
  };

  return (
    <TextInput
      type="search"
      size="xs"
      w={filterWidth(width)}
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
      leftSection={<Icon name="search" size={14} />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => {
              change('');
              commit.flush();
            }}
          />
        ) : null
      }
    />
  );
}

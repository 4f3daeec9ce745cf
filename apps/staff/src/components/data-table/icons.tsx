import type { SVGProps } from 'react';

// The list glyphs the shared icon set (components/icons.tsx) lacks. All are decorative: the control
// around each carries the accessible name.
const base = (size: number): SVGProps<SVGSVGElement> => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
});

export function DotsIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </svg>
  );
}

/** Both arrows; the active direction is drawn solid, the other faint, so the state is not colour alone. */
export function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg {...base(12)} strokeWidth={0} fill="currentColor">
      <path d="M12 4 6 11h12z" opacity={direction === 'asc' ? 1 : 0.3} />
      <path d="m12 20 6-7H6z" opacity={direction === 'desc' ? 1 : 0.3} />
    </svg>
  );
}

/** Three columns side by side: the table's column chooser. */
export function ColumnsIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <path d="M4 5h16v14H4z" />
      <path d="M9.5 5v14M14.5 5v14" />
    </svg>
  );
}

/** A chevron pointing left or right: the previous and next page buttons. */
export function ChevronIcon({ direction, size = 16 }: { direction: 'left' | 'right'; size?: number }) {
  return (
    <svg {...base(size)}>
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/** A tick: the chosen item of a menu, drawn so the choice is not told by colour alone. */
export function CheckIcon({ size = 14 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <path d="M5 12l5 5 9-10" />
    </svg>
  );
}

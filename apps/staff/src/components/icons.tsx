// Stroke icons on a 24-unit grid, drawn in the style of the open Tabler set. Inline paths keep the app
// free of an icon package and let each chunk carry only the few bytes of the icons it shows.
const ICON_PATHS = {
  home: [
    'M5 12H3l9-9 9 9h-2',
    'M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7',
    'M9 21v-6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v6',
  ],
  apps: ['M4 4h6v6H4z', 'M14 4h6v6h-6z', 'M4 14h6v6H4z', 'M14 17h6M17 14v6'],
  gear: [
    'M10.325 4.317c.426-1.756 2.924-1.756 3.35 0a1.724 1.724 0 0 0 2.573 1.066c1.543-.94 3.31.826 2.37 2.37a1.724 1.724 0 0 0 1.065 2.572c1.756.426 1.756 2.924 0 3.35a1.724 1.724 0 0 0-1.066 2.573c.94 1.543-.826 3.31-2.37 2.37a1.724 1.724 0 0 0-2.572 1.065c-.426 1.756-2.924 1.756-3.35 0a1.724 1.724 0 0 0-2.573-1.066c-1.543.94-3.31-.826-2.37-2.37a1.724 1.724 0 0 0-1.065-2.572c-1.756-.426-1.756-2.924 0-3.35a1.724 1.724 0 0 0 1.066-2.573c-.94-1.543.826-3.31 2.37-2.37 1 .608 2.296.07 2.572-1.065z',
    'M9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0',
  ],
  bell: [
    'M10 5a2 2 0 1 1 4 0 7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6',
    'M9 17v1a3 3 0 0 0 6 0v-1',
  ],
  lock: [
    'M5 13a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z',
    'M8 11V7a4 4 0 1 1 8 0v4',
    'M12 16v.01',
  ],
  reset: ['M3.05 11a9 9 0 1 1 .5 4', 'M3 4v5h5'],
  logout: [
    'M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2',
    'M9 12h12l-3-3',
    'M18 15l3-3',
  ],
  refresh: ['M20 11a8.1 8.1 0 0 0-15.5-2m-.5-4v4h4', 'M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4'],
  users: [
    'M5 7a4 4 0 1 0 8 0 4 4 0 1 0-8 0',
    'M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2',
    'M16 3.13a4 4 0 0 1 0 7.75',
    'M21 21v-2a4 4 0 0 0-3-3.85',
  ],
  loginAs: ['M5 7a4 4 0 1 0 8 0 4 4 0 1 0-8 0', 'M3 21v-2a4 4 0 0 1 4-4h4', 'M15 19h6', 'M18 16l3 3-3 3'],
  switchBack: ['M9 14l-4-4 4-4', 'M5 10h11a4 4 0 1 1 0 8h-1'],
  search: ['M3 10a7 7 0 1 0 14 0 7 7 0 1 0-14 0', 'M21 21l-6-6'],
  contracts: [
    'M14 3v4a1 1 0 0 0 1 1h4',
    'M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z',
    'M9 9h1M9 13h6M9 17h6',
  ],
  contractSearch: [
    'M14 3v4a1 1 0 0 0 1 1h4',
    'M12 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v4.5',
    'M14 17.5a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0',
    'M18.5 19.5L21 22',
  ],
  files: [
    'M15 3v4a1 1 0 0 0 1 1h4',
    'M18 17h-7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4l5 5v7a2 2 0 0 1-2 2z',
    'M16 17v2a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h2',
  ],
  invoices: ['M5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16l-3-2-2 2-2-2-2 2-2-2-3 2', 'M9 7h6M9 11h6M13 15h2'],
  dollar: ['M16.7 8A3 3 0 0 0 14 6h-4a3 3 0 0 0 0 6h4a3 3 0 0 1 0 6h-4a3 3 0 0 1-2.7-2', 'M12 3v3m0 12v3'],
  cash: [
    'M7 11a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2z',
    'M12 14a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
    'M17 9V7a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2',
  ],
  calendarPlus: [
    'M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z',
    'M16 3v4M8 3v4M4 11h16',
    'M10 16h4M12 14v4',
  ],
  reports: ['M4 19h16', 'M7 16v-5M12 16V7M17 16v-3'],
  process: [
    'M3.5 5.5L5 7l2.5-2.5',
    'M3.5 11.5L5 13l2.5-2.5',
    'M3.5 17.5L5 19l2.5-2.5',
    'M11 6h9M11 12h9M11 18h9',
  ],
  bank: ['M3 21h18M3 10h18', 'M5 6l7-3 7 3', 'M4 10v11M20 10v11', 'M8 14v3M12 14v3M16 14v3'],
  sparkles: [
    'M16 18a2 2 0 0 1 2 2 2 2 0 0 1 2-2 2 2 0 0 1-2-2 2 2 0 0 1-2 2zm0-12a2 2 0 0 1 2 2 2 2 0 0 1 2-2 2 2 0 0 1-2-2 2 2 0 0 1-2 2zM9 18a6 6 0 0 1 6-6 6 6 0 0 1-6-6 6 6 0 0 1-6 6 6 6 0 0 1 6 6z',
  ],
  database: ['M4 6a8 3 0 1 0 16 0 8 3 0 1 0-16 0', 'M4 6v6a8 3 0 0 0 16 0V6', 'M4 12v6a8 3 0 0 0 16 0v-6'],
  templates: ['M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z', 'M4 9h16M9 9v11'],
  download: ['M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2', 'M7 11l5 5 5-5', 'M12 4v12'],
  certificate: [
    'M12 15a3 3 0 1 0 6 0 3 3 0 1 0-6 0',
    'M13 17.5V22l2-1.5 2 1.5v-4.5',
    'M10 19H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-1 1.73',
    'M6 9h12M6 12h3M6 15h2',
  ],
  shield: ['M12 3a12 12 0 0 0 8.5 3A12 12 0 0 1 12 21 12 12 0 0 1 3.5 6 12 12 0 0 0 12 3'],
  store: [
    'M3 21h18',
    'M3 7v1a3 3 0 0 0 6 0V7m0 1a3 3 0 0 0 6 0V7m0 1a3 3 0 0 0 6 0V7H3l2-4h14l2 4',
    'M5 21V10.85M19 21V10.85',
    'M9 21v-4a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v4',
  ],
  inquiries: [
    'M8 9h8M8 13h6',
    'M18 4a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3h-5l-5 3v-3H6a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3z',
  ],
  sliders: [
    'M4 6h8M16 6h4M12 6a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
    'M4 12h2M10 12h10M6 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
    'M4 18h11M19 18h1M15 18a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  ],
  calculator: [
    'M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z',
    'M8 7h8v3H8z',
    'M8 14v.01M12 14v.01M16 14v.01M8 17v.01M12 17v.01M16 17v.01',
  ],
  scale: [
    'M7 20h10',
    'M6 6l6-1 6 1',
    'M12 3v17',
    'M9 12L6 6l-3 6a3 3 0 0 0 6 0',
    'M21 12l-3-6-3 6a3 3 0 0 0 6 0',
  ],
  truck: [
    'M5 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
    'M15 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
    'M5 17H3V6a1 1 0 0 1 1-1h9v12m-4 0h6m4 0h2v-6h-8m0-5h5l3 5',
  ],
  cloud: [
    'M6.657 18C4.085 18 2 15.993 2 13.517s2.085-4.482 4.657-4.482c.393-1.762 1.794-3.2 3.675-3.773 1.88-.572 3.956-.193 5.444 1 1.488 1.19 2.162 3.007 1.77 4.769h.99c1.913 0 3.464 1.56 3.464 3.486S20.449 18 18.535 18z',
  ],
  nacha: [
    'M14 3v4a1 1 0 0 0 1 1h4',
    'M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z',
    'M10 13l-1 2 1 2M14 13l1 2-1 2',
  ],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof ICON_PATHS;

export interface IconProps {
  name: IconName;
  /** Edge length in pixels. */
  size?: number;
  stroke?: number;
}

/** A decorative stroke icon; whatever it sits in carries the accessible name. */
export function Icon({ name, size = 18, stroke = 1.75 }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      {ICON_PATHS[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}

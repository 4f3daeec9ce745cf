/** The product's mark, shared by the sign-in pages and the top bar so both read as one product. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 28 28"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <rect width="28" height="28" rx="7" fill="#38bdf8" />
      <path d="M9 7v14h10" fill="none" stroke="#0b1f3a" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

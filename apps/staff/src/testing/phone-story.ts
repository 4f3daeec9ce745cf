/**
 * A story's parameters and globals that show it at 390 × 844, the phone the staff app promises to be
 * usable on (docs/ui.md), as the e2e list-fit checks do. Spread into a story.
 *
 * @example export const OnAPhone: Story = { ...ON_A_PHONE, args: { rows: 15 } };
 */
export const ON_A_PHONE = {
  parameters: {
    viewport: {
      options: {
        phone: {
          name: 'Phone 390 × 844',
          styles: { width: '390px', height: '844px' },
          type: 'mobile' as const,
        },
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

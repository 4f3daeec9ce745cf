// Lives in the shadow root only; the custom properties are the partner page's theming hooks.
export const creditApplicationStyles = `
:host {
  display: block;
  max-width: 100%;
}

:host([hidden]) {
  display: none;
}

.card {
  box-sizing: border-box;
  padding: var(--lendline-space, 1rem);
  border: 1px solid color-mix(in srgb, currentColor 20%, transparent);
  border-top: 3px solid var(--lendline-accent, #1c7ed6);
  border-radius: var(--lendline-radius, 8px);
}

.title {
  margin: 0 0 calc(var(--lendline-space, 1rem) / 2);
  font-size: 1.125em;
  font-weight: 600;
  line-height: 1.3;
}

.status {
  margin: 0;
  line-height: 1.5;
  /* Company and recipient names can be long; wrap them rather than overflow a 320 px column. */
  overflow-wrap: anywhere;
}
`;

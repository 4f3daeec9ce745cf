// Lives in the shadow root only (an adopted stylesheet, which a page's CSP `style-src` does not block).
// The --lendline-* custom properties are the partner page's theming hooks (README.md); each --lc-* one
// reads its public property with the theme's default. The build squeezes the whitespace out (vite.config.ts).
export const loanCalculatorStyles = `
:host {
  display: block;
  --lc-accent: var(--lendline-accent, #1864ab);
  --lc-on-accent: var(--lendline-accent-text, #fff);
  --lc-text: var(--lendline-text, #1f2933);
  --lc-surface: var(--lendline-surface, #fff);
  --lc-error: var(--lendline-error, #c92a2a);
  /* Muted text and borders follow the theme's text and surface: AA text, 3:1 control borders. */
  --lc-muted: var(--lendline-muted, color-mix(in srgb, var(--lc-text) 72%, var(--lc-surface)));
  --lc-border: var(--lendline-border, color-mix(in srgb, var(--lc-text) 50%, var(--lc-surface)));
  --lc-radius: var(--lendline-radius, 8px);
  --lc-space: var(--lendline-space, 1rem);
}
:host([theme='dark']) {
  --lc-accent: var(--lendline-accent, #74c0fc);
  --lc-on-accent: var(--lendline-accent-text, #0b1a2a);
  --lc-text: var(--lendline-text, #e9ecef);
  --lc-surface: var(--lendline-surface, #1a1d21);
  --lc-error: var(--lendline-error, #ff8787);
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.card {
  padding: var(--lc-space);
  border: 1px solid var(--lc-border);
  border-top: 3px solid var(--lc-accent);
  border-radius: var(--lc-radius);
  background: var(--lc-surface);
  color: var(--lc-text);
  font-family: var(--lendline-font, inherit);
  line-height: 1.45;
  overflow-wrap: anywhere;
}
p, h2, h3, ul { margin: 0 0 0.5em; }
h2 { font-size: 1.125em; }
h3 { font-size: 1em; }
h2:focus { outline: none; }
.muted, .hint, .per, .detail, .error { font-size: 0.875em; }
.muted, .hint, .per { color: var(--lc-muted); }
.payment {
  margin-bottom: var(--lc-space);
  padding: calc(var(--lc-space) * 0.75);
  border-radius: var(--lc-radius);
  background: color-mix(in srgb, var(--lc-accent) 9%, var(--lc-surface));
}
/* Tabular figures on a line of their own: a new payment moves nothing else. */
.figure { margin: 0; font-variant-numeric: tabular-nums; white-space: nowrap; }
.amount { font-size: 2em; font-weight: 700; }
.promos { padding-left: 1.25em; }
.badge {
  padding: 0 0.5em;
  border-radius: 1em;
  background: var(--lc-accent);
  color: var(--lc-on-accent);
  font-weight: 600;
}
.field { margin-bottom: 0.75em; }
label { display: block; margin-bottom: 0.25em; font-size: 0.875em; font-weight: 600; }
input, select, textarea, .button {
  width: 100%;
  min-height: 2.5em;
  padding: 0.4em 0.6em;
  border: 1px solid var(--lc-border);
  border-radius: calc(var(--lc-radius) / 2);
  background: var(--lc-surface);
  color: inherit;
  font: inherit;
}
/*
 * Selects stay native <select>s, drawn: appearance none and a chevron of two CSS gradients in the text
 * colour. A native select keeps what a custom listbox would have to rebuild in script (the keyboard, type
 * to pick, the phone's own picker, screen readers, autofill) and costs the bundle only these CSS bytes; an
 * SVG or data: image would also need the partner page's CSP to allow it (img-src).
 */
select {
  appearance: none;
  padding-right: 2em;
  background-image: linear-gradient(45deg, #0000 40%, currentColor 0 60%, #0000 0),
    linear-gradient(-45deg, #0000 40%, currentColor 0 60%, #0000 0);
  background-position: right 1.12em top 55%, right 0.75em top 55%;
  background-size: 0.4em 0.4em;
  background-repeat: no-repeat;
  cursor: pointer;
}
:is(input, select, textarea):not([aria-invalid]):hover { border-color: var(--lc-text); }
[aria-invalid='true'] { border: 2px solid var(--lc-error); }
.error { margin-top: 0.25em; color: var(--lc-error); }
:focus-visible { outline: 2px solid var(--lc-accent); outline-offset: 2px; }
.button {
  width: auto;
  padding: 0.5em 1.1em;
  border-color: var(--lc-accent);
  background: var(--lc-accent);
  color: var(--lc-on-accent);
  font-weight: 600;
  cursor: pointer;
}
.button[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
form { padding-top: var(--lc-space); border-top: 1px solid var(--lc-border); }
.sr-only {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}
.skeleton {
  height: 2.5em;
  margin-bottom: 0.75em;
  border-radius: 4px;
  background: color-mix(in srgb, var(--lc-text) 10%, transparent);
}
`;

// Lives in the shadow root only (an adopted stylesheet, which a page's CSP `style-src` does not block).
// The --lendline-* custom properties are the partner page's theming hooks (README.md); each --ca-* one reads
// its public property with the theme's default.
export const creditApplicationStyles = `
:host {
  display: block;
  --ca-accent: var(--lendline-accent, #1864ab);
  --ca-on-accent: var(--lendline-accent-text, #fff);
  --ca-text: var(--lendline-text, #1f2933);
  --ca-surface: var(--lendline-surface, #fff);
  --ca-error: var(--lendline-error, #c92a2a);
  /* Muted text and borders follow the theme's text and surface: AA text, 3:1 control borders. */
  --ca-muted: var(--lendline-muted, color-mix(in srgb, var(--ca-text) 72%, var(--ca-surface)));
  --ca-border: var(--lendline-border, color-mix(in srgb, var(--ca-text) 50%, var(--ca-surface)));
  --ca-radius: var(--lendline-radius, 8px);
  --ca-space: var(--lendline-space, 1rem);
}
:host([theme='dark']) {
  --ca-accent: var(--lendline-accent, #74c0fc);
  --ca-on-accent: var(--lendline-accent-text, #0b1a2a);
  --ca-text: var(--lendline-text, #e9ecef);
  --ca-surface: var(--lendline-surface, #1a1d21);
  --ca-error: var(--lendline-error, #ff8787);
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.card {
  margin: 0;
  padding: var(--ca-space);
  border: 1px solid var(--ca-border);
  border-top: 3px solid var(--ca-accent);
  border-radius: var(--ca-radius);
  background: var(--ca-surface);
  color: var(--ca-text);
  font-family: var(--lendline-font, inherit);
  line-height: 1.45;
  overflow-wrap: anywhere;
  /* The step indicator fits itself to the widget's width, not the page's (the page may give it a column). */
  container-type: inline-size;
}
p, h2, h3, h4, dl { margin: 0 0 0.5em; }
h2 { font-size: 1.25em; }
h3 { font-size: 1.125em; }
h4 { font-size: 1em; }
h3:focus { outline: none; }
.muted, .hint, .error { font-size: 0.875em; }
.muted, .hint { color: var(--ca-muted); }
/*
 * The step indicator: numbered circles joined by a line, done steps in the accent's outline, the current one
 * filled, whose title is the section's heading. Where the widget is narrow only the current title shows
 * (the others stay for screen readers).
 */
.steps {
  display: flex;
  align-items: center;
  gap: 0.5em;
  margin: var(--ca-space) 0 calc(var(--ca-space) * 1.25);
  padding: 0;
  list-style: none;
  color: var(--ca-muted);
}
.steps li { display: flex; align-items: center; gap: 0.5em; flex: 1 1 auto; min-width: 0; }
.steps li:last-child { flex: none; }
.steps li:not(:last-child)::after {
  content: '';
  flex: 1 1 1em;
  min-width: 1em;
  border-top: 2px solid var(--ca-border);
}
.steps li.past::after { border-color: var(--ca-accent); }
.number {
  display: grid;
  place-items: center;
  flex: none;
  width: 2em;
  height: 2em;
  border: 2px solid var(--ca-border);
  border-radius: 50%;
  font-size: 0.875em;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
}
.past .number { border-color: var(--ca-accent); color: var(--ca-accent); }
[aria-current] .number { border-color: var(--ca-accent); background: var(--ca-accent); color: var(--ca-on-accent); }
.title { font-size: 0.875em; }
.steps h3 { margin: 0; color: var(--ca-text); font-size: 1em; overflow-wrap: normal; }
@container (max-width: 34em) {
  .steps .title {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  /* The circles in a row without their lines; the current title takes what is left, wrapping by words. */
  .steps li, .steps li:last-child { flex: none; }
  .steps [aria-current] { flex: 1 1 0; }
  .steps li::after { display: none; }
}
fieldset { margin: 0 0 var(--ca-space); padding: 0; border: 0; min-width: 0; }
legend { margin-bottom: 0.5em; padding: 0; font-weight: 700; }
/* One column on a phone, two or three where there is room. */
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 13em), 1fr)); gap: 0 1em; }
.wide { grid-column: 1 / -1; }
.field { margin-bottom: 0.75em; }
label { display: block; margin-bottom: 0.25em; font-size: 0.875em; font-weight: 600; }
.check { display: flex; flex-wrap: wrap; gap: 0 0.5em; align-items: flex-start; }
.check input { width: 1.25em; min-height: 1.25em; margin: 0.1em 0 0; flex: none; }
.check label { flex: 1; font-weight: 400; font-size: 1em; }
.check .error, .check .hint { flex-basis: 100%; }
input, select, textarea, .button {
  width: 100%;
  min-height: 2.75em;
  padding: 0.4em 0.6em;
  border: 1px solid var(--ca-border);
  border-radius: calc(var(--ca-radius) / 2);
  background: var(--ca-surface);
  color: inherit;
  font: inherit;
}
/*
 * Selects stay native <select>s, drawn: appearance none and a chevron of two CSS gradients in the text
 * colour. A native select keeps what a custom listbox would have to rebuild in script (the keyboard, type
 * to pick, the phone's own picker, screen readers, autofill) for a few bytes of CSS; an SVG or data: image
 * would also need the partner page's CSP to allow it (img-src).
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
:is(input, select, textarea):not([aria-invalid]):hover { border-color: var(--ca-text); }
input[type='checkbox'] { accent-color: var(--ca-accent); }
[aria-invalid='true'] { border: 2px solid var(--ca-error); }
.check [aria-invalid='true'] { outline: 2px solid var(--ca-error); }
.error { margin: 0.25em 0 0; color: var(--ca-error); }
.failure { margin-bottom: 0.75em; }
:focus-visible { outline: 2px solid var(--ca-accent); outline-offset: 2px; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5em; justify-content: flex-end; }
.button {
  width: auto;
  padding: 0.5em 1.25em;
  border-color: var(--ca-accent);
  background: var(--ca-accent);
  color: var(--ca-on-accent);
  font-weight: 600;
  cursor: pointer;
}
.secondary { background: transparent; color: var(--ca-text); }
.button[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
.link {
  padding: 0.25em 0;
  border: 0;
  background: none;
  color: var(--ca-accent);
  font: inherit;
  font-size: 0.875em;
  text-decoration: underline;
  cursor: pointer;
}
.owner { margin-bottom: var(--ca-space); padding-bottom: 0.5em; border-bottom: 1px solid var(--ca-border); }
.owner fieldset { margin-bottom: 0; }
.summary { margin-bottom: var(--ca-space); }
.summary dl { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 13em), 1fr)); gap: 0.25em 1em; }
dt { color: var(--ca-muted); font-size: 0.875em; }
dd { margin: 0; }
.reference { font-size: 1.25em; letter-spacing: 0.05em; }
.sr-only, .hp {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}
/* The honeypot is also far off screen, where no autofill or person reaches it. */
.hp { left: -10000px; }
`;

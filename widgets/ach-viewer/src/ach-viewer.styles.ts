// Lives in the shadow root only (an adopted stylesheet, which a page's CSP `style-src` does not block).
// The --lendline-* custom properties are the page's theming hooks (README.md); each one-letter property
// (--a accent, --t text, --b surface, …) reads its public one with the default, short because every byte
// counts against the gzip budget. The build squeezes the whitespace out (vite.config.ts). Row heights
// are fixed because the virtual lists compute positions from them (ENTRY_ROW_HEIGHT, RAW_LINE_HEIGHT).
export const achViewerStyles = `
:host {
  display: block;
  --a: var(--lendline-accent, #1864ab);
  --n: var(--lendline-accent-text, #fff);
  --t: var(--lendline-text, #1f2933);
  --b: var(--lendline-surface, #fff);
  --e: var(--lendline-error, #c92a2a);
  --w: var(--lendline-warning, #8a5a00);
  --k: var(--lendline-success, #2b8a3e);
  --m: var(--lendline-muted, color-mix(in srgb, var(--t) 72%, var(--b)));
  --d: 1px solid var(--lendline-border, color-mix(in srgb, var(--t) 50%, var(--b)));
  --r: 1px solid color-mix(in srgb, var(--t) 14%, var(--b));
  --s: var(--lendline-space, 1rem);
  --mo: var(--lendline-mono-font, ui-monospace, Menlo, Consolas, monospace);
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.card {
  padding: var(--s);
  border: var(--d);
  border-top: 3px solid var(--a);
  border-radius: var(--lendline-radius, 8px);
  background: var(--b);
  color: var(--t);
  font-family: var(--lendline-font, inherit);
  line-height: 1.45;
  overflow-wrap: anywhere;
}
.dragging { outline: 3px dashed var(--a); outline-offset: -6px; }
p, h2, h3, h4, ol, ul, dl { margin: 0 0 0.5em; }
h2 { font-size: 1.125em; }
h3, h4 { font-size: 1em; }
.hint, .code, caption, dt, .sub, label { font-size: 0.875em; color: var(--m); }
label, summary, caption, .button, .status, .alert, .name { font-weight: 600; }
label { display: block; color: inherit; }
.note { padding: 0.5em; border-left: 3px solid var(--w); }
/* The open row (picker button, the file's name, the hint) beside the paste box; the toolbar below it. */
.bar, .open, .tools, .exports { display: flex; flex-wrap: wrap; gap: 0.5em 0.75em; align-items: baseline; }
.bar > div { flex: 1 1 16em; min-width: 0; }
.open .hint { flex-basis: 100%; margin: 0; }
/* The native input stays focusable and labelled; its label is the visible button. */
#file { position: absolute; width: 1px; opacity: 0; }
.tools { justify-content: space-between; margin-top: 0.5em; }
input, textarea, .button {
  max-width: 100%;
  min-height: 2.25em;
  padding: 0.3em 0.6em;
  border: var(--d);
  border-radius: 4px;
  background: var(--b);
  color: inherit;
  font: inherit;
}
textarea, #search { width: 100%; }
textarea, .mono, .line { font: 0.8125em var(--mo); }
#search { max-width: 32em; }
.button { display: inline-flex; align-items: center; border-color: var(--a); background: var(--a); color: var(--n); cursor: pointer; }
.button:disabled { opacity: 0.6; }
summary { cursor: pointer; line-height: 2.25; }
details[open] { flex-basis: 100%; }
.link, .fold { padding: 0; border: 0; background: none; color: var(--a); font: inherit; cursor: pointer; }
.link { text-decoration: underline; }
:focus-visible, .line:focus, #file:focus-visible + label { outline: 2px solid var(--a); outline-offset: 1px; }
section { margin-top: var(--s); padding-top: var(--s); border-top: var(--r); }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0 var(--s); }
dd { margin: 0; }
table { border-spacing: 0; font-variant-numeric: tabular-nums; }
caption { text-align: left; }
th, td { padding: 0.2em 0.5em; text-align: left; white-space: nowrap; border-bottom: var(--r); }
.num { text-align: right; }
.mismatch td { background: color-mix(in srgb, var(--e) 14%, var(--b)); }
.mismatch td:last-child, .reason, .alert, .has-problem .ln { color: var(--e); font-weight: 700; }
.missing td:last-child, .warn { color: var(--w); }
.match td:last-child, .ok { color: var(--k); }
.problems { max-height: 20rem; overflow: auto; }
.badge { padding: 0 0.5em; border-radius: 1em; font-size: 0.8125em; font-weight: 700; color: var(--b); background: var(--w); }
.error .badge { background: var(--e); }
.batches { padding: 0; list-style: none; }
.batch { margin-bottom: 0.35em; border: var(--r); border-radius: 4px; }
.off { border-left: 4px solid var(--e); }
.fold { display: block; width: 100%; padding: 0.4em 0.6em; color: inherit; text-align: left; }
.fold::before { content: '▸ '; }
[aria-expanded='true']::before { content: '▾ '; }
.sub { display: block; padding-left: 1em; }
.panel { padding: 0 0.6em 0.6em; }
.wide, .scroll { overflow: auto; }
.scroll { border: var(--r); border-radius: 4px; }
.entries { max-height: 22rem; }
.entries table { table-layout: fixed; width: max-content; }
.entries th { position: sticky; top: 0; z-index: 1; background: var(--b); }
.entries td { height: 32px; overflow: hidden; text-overflow: ellipsis; padding-block: 0; }
.spacer td { padding: 0; border: 0; }
.raw { max-height: 24rem; background: color-mix(in srgb, var(--t) 4%, var(--b)); }
.space { min-width: max-content; }
.line { height: 22px; font-size: 13px; line-height: 22px; white-space: pre; }
.line.selected { background: color-mix(in srgb, var(--a) 16%, var(--b)); }
.line:focus { outline-offset: -2px; }
.ln { display: inline-block; width: 4.5em; padding-right: 0.75em; text-align: right; color: var(--m); user-select: none; }
code { font: inherit; }
.field:hover, .field:focus { background: color-mix(in srgb, var(--a) 28%, var(--b)); outline: 0; }
.bad { background: color-mix(in srgb, var(--e) 24%, var(--b)); text-decoration: underline wavy var(--e); }
`;

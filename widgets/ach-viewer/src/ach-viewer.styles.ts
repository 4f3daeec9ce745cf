// Lives in the shadow root only (an adopted stylesheet, which a page's CSP `style-src` does not block).
// The --lendline-* custom properties are the page's theming hooks (README.md); each --v-* one reads its
// public property with the default. The build squeezes the whitespace out (vite.config.ts). Row heights
// are fixed because the virtual lists compute positions from them (ENTRY_ROW_HEIGHT, RAW_LINE_HEIGHT).
export const achViewerStyles = `
:host {
  display: block;
  --v-accent: var(--lendline-accent, #1864ab);
  --v-on-accent: var(--lendline-accent-text, #fff);
  --v-text: var(--lendline-text, #1f2933);
  --v-bg: var(--lendline-surface, #fff);
  --v-error: var(--lendline-error, #c92a2a);
  --v-warn: var(--lendline-warning, #8a5a00);
  --v-ok: var(--lendline-success, #2b8a3e);
  --v-muted: var(--lendline-muted, color-mix(in srgb, var(--v-text) 72%, var(--v-bg)));
  --v-border: var(--lendline-border, color-mix(in srgb, var(--v-text) 50%, var(--v-bg)));
  --v-rule: color-mix(in srgb, var(--v-text) 14%, var(--v-bg));
  --v-radius: var(--lendline-radius, 8px);
  --v-space: var(--lendline-space, 1rem);
  --v-mono: var(--lendline-mono-font, ui-monospace, Menlo, Consolas, monospace);
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.card {
  padding: var(--v-space);
  border: 1px solid var(--v-border);
  border-top: 3px solid var(--v-accent);
  border-radius: var(--v-radius);
  background: var(--v-bg);
  color: var(--v-text);
  font-family: var(--lendline-font, inherit);
  line-height: 1.45;
  overflow-wrap: anywhere;
}
.dragging { outline: 3px dashed var(--v-accent); outline-offset: -6px; }
p, h2, h3, h4, ol, ul, dl { margin: 0 0 0.5em; }
h2 { font-size: 1.125em; }
h3, h4 { font-size: 1em; }
.hint, .code, caption, .facts dt, .sub { font-size: 0.875em; color: var(--v-muted); }
.note { padding: 0.5em; border-left: 3px solid var(--v-warn); }
.bar { display: flex; flex-wrap: wrap; gap: 0.5em var(--v-space); }
.bar > div { flex: 1 1 16em; min-width: 0; }
label { display: block; font-size: 0.875em; font-weight: 600; }
input, textarea, .button {
  max-width: 100%;
  min-height: 2.25em;
  padding: 0.3em 0.6em;
  border: 1px solid var(--v-border);
  border-radius: 4px;
  background: var(--v-bg);
  color: inherit;
  font: inherit;
}
textarea { width: 100%; font: 0.8125em var(--v-mono); }
#search { width: 100%; max-width: 32em; }
.button { margin: 0 0.5em 0.5em 0; border-color: var(--v-accent); background: var(--v-accent); color: var(--v-on-accent); font-weight: 600; }
.button:disabled { opacity: 0.6; }
summary { cursor: pointer; font-weight: 600; line-height: 2.25; }
details[open] { flex-basis: 100%; }
.link { padding: 0; border: 0; background: none; color: var(--v-accent); font: inherit; text-decoration: underline; cursor: pointer; }
:focus-visible { outline: 2px solid var(--v-accent); outline-offset: 1px; }
.status { font-weight: 600; }
.alert { color: var(--v-error); font-weight: 600; }
section { margin-top: var(--v-space); padding-top: var(--v-space); border-top: 1px solid var(--v-rule); }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0 var(--v-space); }
dd { margin: 0; overflow-wrap: anywhere; }
table { border-spacing: 0; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 600; }
th, td { padding: 0.2em 0.5em; text-align: left; white-space: nowrap; border-bottom: 1px solid var(--v-rule); }
.num { text-align: right; }
.mono { font: 0.875em var(--v-mono); }
.mismatch td { background: color-mix(in srgb, var(--v-error) 14%, var(--v-bg)); }
.mismatch td:last-child, .reason { color: var(--v-error); font-weight: 700; }
.missing td:last-child, .warn { color: var(--v-warn); }
.match td:last-child, .ok { color: var(--v-ok); }
.problems { max-height: 20rem; overflow: auto; }
.badge { padding: 0 0.5em; border-radius: 1em; font-size: 0.8125em; font-weight: 700; color: var(--v-bg); background: var(--v-warn); }
.error .badge { background: var(--v-error); }
.batches { padding: 0; list-style: none; }
.batch { margin-bottom: 0.35em; border: 1px solid var(--v-rule); border-radius: 4px; }
.batch.mismatch { border-left: 4px solid var(--v-error); }
.fold { display: block; width: 100%; padding: 0.4em 0.6em; border: 0; background: none; color: inherit; font: inherit; text-align: left; }
.fold::before { content: '▸ '; }
[aria-expanded='true']::before { content: '▾ '; }
.sub { display: block; padding-left: 1em; }
.panel { padding: 0 0.6em 0.6em; }
.wide { overflow-x: auto; }
.scroll { overflow: auto; border: 1px solid var(--v-rule); border-radius: 4px; }
.entries { max-height: 22rem; }
.entries table { table-layout: fixed; width: max-content; }
.entries th { position: sticky; top: 0; z-index: 1; background: var(--v-bg); }
.entries td { height: 32px; overflow: hidden; text-overflow: ellipsis; padding-block: 0; }
.spacer td { padding: 0; border: 0; }
.raw { max-height: 24rem; background: color-mix(in srgb, var(--v-text) 4%, var(--v-bg)); }
.space { min-width: max-content; }
.line { height: 22px; font: 13px/22px var(--v-mono); white-space: pre; }
.line.selected { background: color-mix(in srgb, var(--v-accent) 16%, var(--v-bg)); }
.line:focus { outline: 2px solid var(--v-accent); outline-offset: -2px; }
.ln { display: inline-block; width: 4.5em; padding-right: 0.75em; text-align: right; color: var(--v-muted); user-select: none; }
.has-problem .ln { color: var(--v-error); font-weight: 700; }
code { font: inherit; }
.field:hover, .field:focus { background: color-mix(in srgb, var(--v-accent) 28%, var(--v-bg)); outline: 0; }
.bad { background: color-mix(in srgb, var(--v-error) 24%, var(--v-bg)); text-decoration: underline wavy var(--v-error); }
`;

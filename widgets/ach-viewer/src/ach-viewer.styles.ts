// Lives in the shadow root only (an adopted stylesheet, which a page's CSP `style-src` does not block).
// The --lendline-* custom properties are the page's theming hooks (README.md); each --av-* one reads its
// public property with the theme's default. The build squeezes the whitespace out (vite.config.ts).
// Row heights are fixed because the virtual lists compute positions from them (ENTRY_ROW_HEIGHT,
// RAW_LINE_HEIGHT).
export const achViewerStyles = `
:host {
  display: block;
  max-width: 100%;
  --av-accent: var(--lendline-accent, #1864ab);
  --av-on-accent: var(--lendline-accent-text, #fff);
  --av-text: var(--lendline-text, #1f2933);
  --av-surface: var(--lendline-surface, #fff);
  --av-error: var(--lendline-error, #c92a2a);
  --av-warning: var(--lendline-warning, #8a5a00);
  --av-success: var(--lendline-success, #2b8a3e);
  --av-muted: var(--lendline-muted, color-mix(in srgb, var(--av-text) 72%, var(--av-surface)));
  --av-border: var(--lendline-border, color-mix(in srgb, var(--av-text) 50%, var(--av-surface)));
  --av-rule: color-mix(in srgb, var(--av-text) 14%, var(--av-surface));
  --av-radius: var(--lendline-radius, 8px);
  --av-space: var(--lendline-space, 1rem);
  --av-mono: var(--lendline-mono-font, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace);
}
:host([theme='dark']) {
  --av-accent: var(--lendline-accent, #74c0fc);
  --av-on-accent: var(--lendline-accent-text, #0b1a2a);
  --av-text: var(--lendline-text, #e9ecef);
  --av-surface: var(--lendline-surface, #1a1d21);
  --av-error: var(--lendline-error, #ff8787);
  --av-warning: var(--lendline-warning, #ffd43b);
  --av-success: var(--lendline-success, #8ce99a);
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.card {
  padding: var(--av-space);
  border: 1px solid var(--av-border);
  border-top: 3px solid var(--av-accent);
  border-radius: var(--av-radius);
  background: var(--av-surface);
  color: var(--av-text);
  font-family: var(--lendline-font, inherit);
  line-height: 1.45;
}
.card.dragging { outline: 3px dashed var(--av-accent); outline-offset: -6px; }
p, h2, h3, h4, ul, ol, dl { margin: 0 0 0.5em; }
h2 { font-size: 1.125em; }
h3 { font-size: 1em; }
h4 { font-size: 1em; font-weight: normal; }
.hint, .note, .code, caption, .batch-facts { font-size: 0.875em; }
.hint, .code, .batch-facts { color: var(--av-muted); }
.note { padding: 0.5em 0.75em; border-left: 3px solid var(--av-warning); }
.open-bar { display: flex; flex-wrap: wrap; gap: 0.5em var(--av-space); align-items: flex-start; }
.open-bar > .field { flex: 1 1 16em; }
label { display: block; margin-bottom: 0.25em; font-size: 0.875em; font-weight: 600; }
input, textarea, .button {
  max-width: 100%;
  min-height: 2.25em;
  padding: 0.3em 0.6em;
  border: 1px solid var(--av-border);
  border-radius: calc(var(--av-radius) / 2);
  background: var(--av-surface);
  color: inherit;
  font: inherit;
}
textarea { display: block; width: 100%; margin-bottom: 0.5em; font-family: var(--av-mono); font-size: 0.8125em; }
.search input { width: 100%; max-width: 32em; }
.button {
  border-color: var(--av-accent);
  background: var(--av-accent);
  color: var(--av-on-accent);
  font-weight: 600;
  cursor: pointer;
}
.button:disabled { opacity: 0.6; cursor: not-allowed; }
.exports { display: flex; flex-wrap: wrap; gap: 0.5em; }
summary { cursor: pointer; font-weight: 600; min-height: 2.25em; padding-top: 0.3em; }
.paste[open] { flex: 1 1 100%; }
.link {
  padding: 0;
  border: 0;
  background: none;
  color: var(--av-accent);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
}
:focus-visible { outline: 2px solid var(--av-accent); outline-offset: 2px; }
.status:empty, .alert:empty { display: none; }
.status { font-weight: 600; }
.alert { color: var(--av-error); font-weight: 600; }
.section { margin-top: calc(var(--av-space) * 1.25); padding-top: var(--av-space); border-top: 1px solid var(--av-rule); }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.15em var(--av-space); }
.facts dt { color: var(--av-muted); }
.facts dd { margin: 0; overflow-wrap: anywhere; }
table { border-collapse: separate; border-spacing: 0; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 600; padding: 0.25em 0; }
th, td { padding: 0 0.5em; text-align: left; white-space: nowrap; }
th { font-weight: 600; }
.num { text-align: right; }
.mono { font-family: var(--av-mono); font-size: 0.875em; }
.totals { margin: 0.5em 0; }
.totals th, .totals td { padding: 0.2em 0.5em; border-bottom: 1px solid var(--av-rule); }
.totals thead th { border-bottom-color: var(--av-border); }
.totals .mismatch { background: color-mix(in srgb, var(--av-error) 14%, var(--av-surface)); }
.totals .mismatch td:last-child { color: var(--av-error); font-weight: 700; }
.totals .missing td:last-child { color: var(--av-warning); font-weight: 600; }
.totals .match td:last-child { color: var(--av-success); }
.ok { color: var(--av-success); }
.warn-text { color: var(--av-warning); }
.problems { padding-left: 1.5em; max-height: 20rem; overflow: auto; }
.problems li { margin-bottom: 0.35em; }
.badge { display: inline-block; padding: 0 0.5em; border-radius: 1em; font-size: 0.8125em; font-weight: 700; color: var(--av-surface); }
.error .badge { background: var(--av-error); }
.warning .badge { background: var(--av-warning); }
.batches { padding: 0; list-style: none; }
.batch { border: 1px solid var(--av-rule); border-radius: calc(var(--av-radius) / 2); margin-bottom: 0.35em; }
.batch.mismatch { border-left: 4px solid var(--av-error); }
.batch h4 { margin: 0; }
.fold {
  display: block;
  width: 100%;
  padding: 0.4em 0.6em 0.4em 1.6em;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  position: relative;
}
.fold::before { content: '▸'; position: absolute; left: 0.5em; }
.fold[aria-expanded='true']::before { content: '▾'; }
.batch-name { display: block; font-weight: 600; overflow-wrap: anywhere; }
.panel { padding: 0 0.6em 0.6em; }
.scroller { overflow: auto; border: 1px solid var(--av-rule); border-radius: calc(var(--av-radius) / 2); }
.entries { max-height: 22rem; }
.entries table { table-layout: fixed; width: max-content; }
.entries thead th {
  position: sticky;
  top: 0;
  z-index: 1;
  height: 2.25em;
  background: var(--av-surface);
  border-bottom: 1px solid var(--av-border);
}
.entries tbody td {
  height: 32px;
  overflow: hidden;
  text-overflow: ellipsis;
  border-bottom: 1px solid var(--av-rule);
}
.entries tr.spacer td { padding: 0; border: 0; }
.entries .has-reason td:last-child { color: var(--av-error); font-weight: 600; }
.c-line { width: 5em; }
.c-batch { width: 4.5em; }
.c-name { width: 14em; }
.c-code { width: 13em; }
.c-routing { width: 8.5em; }
.c-account { width: 10em; }
.c-amount { width: 9em; text-align: right; }
.c-trace { width: 11.5em; }
.c-id { width: 11em; }
.c-reason { width: 22em; }
.raw { height: 24rem; background: color-mix(in srgb, var(--av-text) 4%, var(--av-surface)); }
.raw-space { position: relative; min-width: max-content; }
.line {
  display: flex;
  height: 22px;
  line-height: 22px;
  font-family: var(--av-mono);
  font-size: 13px;
  white-space: pre;
  cursor: default;
}
.line.selected { background: color-mix(in srgb, var(--av-accent) 16%, var(--av-surface)); }
.line:focus { outline: 2px solid var(--av-accent); outline-offset: -2px; }
.ln { flex: none; width: 4.5em; padding-right: 0.75em; text-align: right; color: var(--av-muted); user-select: none; }
.has-problem .ln { color: var(--av-error); font-weight: 700; }
code { font: inherit; padding-right: 1em; }
.field:hover, .field:focus { background: color-mix(in srgb, var(--av-accent) 28%, var(--av-surface)); outline: none; }
.field.bad { background: color-mix(in srgb, var(--av-error) 24%, var(--av-surface)); text-decoration: underline wavy var(--av-error); }
.field-info { min-height: 1.45em; margin-top: 0.35em; font-size: 0.875em; color: var(--av-muted); overflow-wrap: anywhere; }
`;

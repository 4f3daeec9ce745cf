import { escapeHtml } from '../lib/html.ts';
import type { OpenApiDocument } from './openapi.ts';

type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; description?: string }[];
  requestBody?: { content: { 'application/json': { schema: Schema & { $ref?: string } } } };
  responses: Record<string, { description: string }>;
};
type Schema = {
  properties?: Record<string, { type?: unknown; format?: string; description?: string; readOnly?: boolean }>;
  required?: string[];
};

function schemaTable(schema: Schema | undefined): string {
  if (!schema?.properties) return '';
  const rows = Object.entries(schema.properties)
    .map(([name, prop]) => {
      const type = [prop.type].flat().join(' | ') + (prop.format ? ` (${prop.format})` : '');
      const notes = [
        schema.required?.includes(name) ? 'required' : '',
        prop.readOnly ? 'read-only' : '',
        prop.description ?? '',
      ]
        .filter(Boolean)
        .join('; ');
      return `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(type)}</td><td>${escapeHtml(notes)}</td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th>Property</th><th>Type</th><th>Notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * A readable, dependency-free reference rendered from the OpenAPI document on the server, so it works
 * offline and behind strict content security policies.
 */
export function renderApiReference(doc: OpenApiDocument): string {
  const schemas = doc.components.schemas as Record<string, Schema>;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const tag = op.tags?.[0] ?? 'Other';
      const inlineBody = op.requestBody?.content['application/json'].schema;
      const bodyRef = inlineBody?.$ref?.split('/').pop();
      const body = bodyRef ? schemas[bodyRef] : inlineBody;
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${escapeHtml(p.name)}</code> (${p.in})${p.description ? `: ${escapeHtml(p.description)}` : ''}</li>`,
        )
        .join('');
      const responses = Object.entries(op.responses)
        .map(([status, r]) => `<li><code>${status}</code> ${escapeHtml(r.description)}</li>`)
        .join('');
      const html = `<section class="op"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>/api${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary ?? '')}${op.description ? ` — ${escapeHtml(op.description)}` : ''}</p>
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}
${body?.properties ? `<h4>Body${bodyRef ? `: ${escapeHtml(bodyRef)}` : ''}</h4>${schemaTable(body)}` : ''}
<h4>Responses</h4><ul>${responses}</ul></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = doc.tags
    .map((tag) => {
      const model = schemas[tag.name];
      const description = 'description' in tag ? String(tag.description ?? '') : '';
      return `<h2 id="${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2>${description ? `<p>${escapeHtml(description)}</p>` : ''}
${model?.properties ? `<details><summary>Model properties</summary>${schemaTable(model)}</details>` : ''}
${(byTag.get(tag.name) ?? []).join('\n')}`;
    })
    .join('\n');
  const toc = doc.tags
    .map((tag) => `<a href="#${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a>`)
    .join(' · ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference - ${escapeHtml(doc.info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:24px;color:#1d2433}
code{font:13px ui-monospace,monospace;background:#f2f4f8;padding:1px 4px;border-radius:4px}
h2{border-bottom:1px solid #d8dde6;padding-bottom:4px;margin-top:40px}
.op{border:1px solid #e3e7ee;border-radius:8px;padding:4px 16px;margin:12px 0}
.m{display:inline-block;min-width:64px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.get{background:#2f6fde}.post{background:#1f8a4c}.patch{background:#b7791f}.delete{background:#c53030}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border-bottom:1px solid #eef0f4;text-align:left;padding:4px 8px}
</style></head><body>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
<nav>${toc}</nav>
${sections}
</body></html>`;
}

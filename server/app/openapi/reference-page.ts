import type { OpenApiDocument } from './document.js'

/**
 * GET /api/docs: the API document as one plain HTML page, rendered here from the OpenAPI document
 * (docs/api.md#the-reference-page). No script at all: it works under the app's CSP, reads in any
 * browser and screen reader, and holds the accessibility bar of the app (issue 25) — headings per
 * module and route, lists instead of wide tables, text that wraps at 320 px.
 */
type Json = Record<string, any>

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

const escape = (text: unknown) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The little markdown the route descriptions use: paragraphs, **bold** and `code`. */
function markdown(text: string | undefined): string {
  if (!text) return ''
  return text
    .split(/\n{2,}/)
    .map((paragraph) =>
      escape(paragraph)
        .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
        .replace(/`([^`]+)`/g, '<code>$1</code>')
    )
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const refName = (ref: string) => ref.split('/').pop() ?? ref

/** A schema in a few words: a link to a named schema, `array of …`, a type, or an enumeration. */
function typeOf(schema: Json | undefined): string {
  if (!schema) return ''
  if (schema.$ref) return `<a href="#schema-${slug(refName(schema.$ref))}">${escape(refName(schema.$ref))}</a>`
  if (schema.enum) return schema.enum.map((value: unknown) => `<code>${escape(JSON.stringify(value))}</code>`).join(' | ')
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf).map(typeOf).join(' | ')
  if (schema.type === 'array') return `array of ${typeOf(schema.items)}`
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any')
  return escape(schema.format ? `${type} (${schema.format})` : type)
}

/** An object schema's fields as a list (a table would not fit a phone), or its type. */
function schemaBody(schema: Json | undefined): string {
  if (!schema) return ''
  if (schema.type !== 'object' || !schema.properties) return `<p>${typeOf(schema)}</p>`
  const required = new Set<string>(schema.required ?? [])
  const fields = Object.entries<Json>(schema.properties).map(
    ([name, field]) =>
      `<li><code>${escape(name)}</code>${required.has(name) ? ' <span class="req">wajib / required</span>' : ''}: ${typeOf(field)}${
        field.description ? ` — ${escape(field.description)}` : ''
      }</li>`
  )
  return `<ul class="fields">${fields.join('')}</ul>`
}

function parameters(operation: Json): string {
  const list: Json[] = operation.parameters ?? []
  if (list.length === 0) return ''
  const items = list.map(
    (p) =>
      `<li><code>${escape(p.name)}</code> <span class="where">(${escape(p.in)}${p.required ? ', wajib / required' : ''})</span>: ${typeOf(p.schema)}${
        p.description ? ` — ${escape(p.description)}` : ''
      }</li>`
  )
  return `<h4>Parameter / Parameters</h4><ul class="fields">${items.join('')}</ul>`
}

function requestBody(operation: Json): string {
  const content: Json | undefined = operation.requestBody?.content
  if (!content) return ''
  return Object.entries<Json>(content)
    .map(([type, media]) => `<h4>Isi permintaan / Request body <code>${escape(type)}</code></h4>${schemaBody(media.schema)}`)
    .join('')
}

function responses(operation: Json, doc: OpenApiDocument): string {
  const items = Object.entries<Json>(operation.responses ?? {}).map(([status, response]) => {
    const resolved: Json = response.$ref ? ((doc.components?.responses as Json)?.[refName(response.$ref)] ?? {}) : response
    const media = Object.entries<Json>(resolved.content ?? {})
    const body = media.map(([type, m]) => ` <code>${escape(type)}</code> ${typeOf(m.schema)}`).join('')
    return `<li><strong>${escape(status)}</strong> ${escape(resolved.description ?? '')}${body}</li>`
  })
  return `<h4>Jawaban / Responses</h4><ul class="fields">${items.join('')}</ul>`
}

function operationSection(method: string, path: string, operation: Json, doc: OpenApiDocument): string {
  const id = slug(`${method} ${path}`)
  return `<section class="op" aria-labelledby="${id}">
<h3 id="${id}"><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p class="summary">${escape(operation.summary ?? '')}</p>
${markdown(operation.description)}${parameters(operation)}${requestBody(operation)}${responses(operation, doc)}
</section>`
}

/** The operations grouped by tag (one module each), in the document's order. */
function byTag(doc: OpenApiDocument): Map<string, string[]> {
  const tags = new Map<string, string[]>()
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      const tag = operation.tags?.[0] ?? 'lainnya'
      if (!tags.has(tag)) tags.set(tag, [])
      tags.get(tag)!.push(operationSection(method, path, operation, doc))
    }
  }
  return tags
}

function schemasSection(doc: OpenApiDocument): string {
  const schemas = Object.entries<Json>((doc.components?.schemas as Json) ?? {})
  const items = schemas.map(
    ([name, schema]) => `<section class="op" aria-labelledby="schema-${slug(name)}">
<h3 id="schema-${slug(name)}">${escape(name)}</h3>${schema.description ? `<p>${escape(schema.description)}</p>` : ''}${schemaBody(schema)}</section>`
  )
  return `<section aria-labelledby="schemas"><h2 id="schemas">Skema / Schemas</h2>${items.join('')}</section>`
}

export function renderReferencePage(doc: OpenApiDocument): string {
  const tags = byTag(doc)
  const toc = [...tags.entries()]
    .map(([tag, ops]) => `<li><a href="#tag-${slug(tag)}">${escape(tag)}</a> <span class="count">(${ops.length})</span></li>`)
    .join('')
  const sections = [...tags.entries()]
    .map(
      ([tag, ops]) =>
        `<section aria-labelledby="tag-${slug(tag)}"><h2 id="tag-${slug(tag)}">${escape(tag)}</h2>${ops.join('')}</section>`
    )
    .join('')
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escape(doc.info.title)} — Referensi / Reference</title>
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main">Langsung ke isi / Skip to content</a>
<header>
<h1>${escape(doc.info.title)} <span class="version">v${escape(doc.info.version)}</span></h1>
${markdown(doc.info.description)}
<p><a href="/api/openapi.json">Dokumen OpenAPI (JSON) / OpenAPI document</a> · <a href="/">TeleRawat</a></p>
</header>
<nav aria-label="Modul / Modules"><h2>Modul / Modules</h2><ul>${toc}<li><a href="#schemas">Skema / Schemas</a></li></ul></nav>
<main id="main">${sections}${schemasSection(doc)}</main>
</body>
</html>
`
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0 auto;max-width:72rem;padding:1rem;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#fff;overflow-wrap:anywhere}
a{color:#0f5f66}
a:focus-visible{outline:3px solid #0f5f66;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
h1{font-size:1.75rem;margin:.5rem 0}h2{font-size:1.35rem;margin:2rem 0 .5rem;border-bottom:2px solid #d1d5db}
h3{font-size:1.05rem;margin:0 0 .25rem}h4{font-size:.95rem;margin:.75rem 0 .25rem}
.version{font-size:.9rem;color:#4b5563;font-weight:normal}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;list-style:none}
.count,.where{color:#4b5563}
.op{border:1px solid #d1d5db;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}
.summary{margin:.25rem 0;font-weight:600}
.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:.25rem;padding:0 .4rem;color:#fff;font-size:.85rem}
.get{background:#1d4ed8}.post{background:#047857}.put,.patch{background:#92400e}.delete{background:#b91c1c}
code{font-family:ui-monospace,monospace;font-size:.9em;background:#f3f4f6;border-radius:.2rem;padding:0 .2rem}
.fields{margin:.25rem 0;padding-left:1.25rem}
.req{color:#9f1239;font-size:.85em}
`

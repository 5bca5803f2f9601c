import fc from 'fast-check'

/** The subset of JSON Schema that `z.toJSONSchema(schema, { io: 'input' })` emits for this app's request schemas. */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  default?: unknown
}

export interface SchemaHints {
  /** Real ids (accounts, appointments, records) mixed into uuid fields so valid bodies reach the rules, not just the 404s. */
  knownIds: string[]
}

/** Strings stay short by default: the hostile generators cover the huge ones. */
const STRING_CAP = 300

function stringOf(schema: JsonSchema, key: string | undefined, hints: SchemaHints): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    return hints.knownIds.length ? fc.oneof(fc.uuid(), fc.constantFrom(...hints.knownIds)) : fc.uuid()
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString())
  }
  if (key === 'email') return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254))
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern))
  const minLength = schema.minLength ?? 0
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? STRING_CAP, STRING_CAP))
  return fc.string({
    minLength,
    maxLength,
    unit: fc.oneof(fc.constant('a'), fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' })),
  })
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-3) : -1e6)
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-3) : 1e6)
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
}

/** A fast-check arbitrary of values that satisfy `schema` (as far as JSON Schema can say; refinements may still refuse them). */
export function arbitraryOf(schema: JsonSchema, hints: SchemaHints, key?: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, hints, key)))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return stringOf(schema, key, hints)
    case 'integer':
      return numberOf(schema, true)
    case 'number':
      return numberOf(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(schema.items ? arbitraryOf(schema.items, hints) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: schema.maxItems ?? Math.max(schema.minItems ?? 0, 5),
      })
    case 'object': {
      const shape = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, arbitraryOf(s, hints, k)]))
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in shape) })
    }
    default:
      // `{}`: a field the schema leaves open (a preprocess or z.unknown()).
      return fc.jsonValue({ maxDepth: 2 })
  }
}

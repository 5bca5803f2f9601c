import fc from 'fast-check'

/** Values that break naive input handling; each is small to describe and built only when sent. */

export const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff']
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype']

/** A string carrying a NUL or a lone surrogate somewhere. */
export const poisonedString = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', ...LONE_SURROGATES), fc.string({ maxLength: 20 }))
  .map(([a, poison, b]) => a + poison + b)

/** Any JSON value of the wrong kind for a typical field. */
export const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  fc.constantFrom('1e309', '-0', 'NaN', 'Infinity', '9'.repeat(400), 'true', 'null', "' OR 1=1 --", '$where', '{{7*7}}')
)

/** Nested arrays/objects `depth` deep (past the guard's 32, and far past it). */
export const deepDepth = fc.constantFrom(33, 64, 500, 5000)
/** JSON text of arrays/objects nested `depth` deep (as text: JSON.stringify itself overflows the stack past a few thousand). */
export function nestedJson(depth: number, leaf = '1'): string {
  const open = Array.from({ length: depth }, (_, i) => (i % 2 ? '[' : '{"d":')).join('')
  const close = Array.from({ length: depth }, (_, i) => (i % 2 ? ']' : '}'))
    .reverse()
    .join('')
  return open + leaf + close
}

/** Sizes of huge strings and arrays: under the 1 MB cap but over every field limit, and over the cap. */
export const hugeStringLength = fc.constantFrom(10_001, 100_000, 600_000, 1_100_000)
export const hugeArrayLength = fc.constantFrom(1_001, 50_000, 200_000)

/** Path parameter values that are not ids. */
export const hostileParam = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    '%ED%A0%80', // a lone surrogate as UTF-8 (invalid)
    '%ZZ',
    '%',
    '..%2F..%2Fetc%2Fpasswd',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '0',
    '-1',
    '1e309',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '%27%20OR%201%3D1--',
    'x'.repeat(300),
    '1'.repeat(5000)
  ),
  fc.string({ minLength: 1, maxLength: 60 }).map(encodeURIComponent),
  fc.uuid().map((u) => u.toUpperCase()),
  fc.uuid().map((u) => `${u}x`)
)

/** Whole query strings (without '?') that stress the query parser and the list parameters. */
export const hostileQuery = fc.oneof(
  fc.constantFrom(
    'search=%00',
    'search=a%00b',
    'search=%ED%A0%80',
    'search=%ZZ',
    'search[]=a&search[]=b',
    'search[$gt]=',
    'search[a][b][c][d][e][f]=1',
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    'a[__proto__][b]=1',
    'limit=-1',
    'limit=0',
    'limit=1e400',
    'limit=abc',
    'limit=100000',
    'limit[]=1',
    'cursor=',
    'cursor=%00',
    'cursor=eyJhIjoxfQ',
    'cursor=W1siYSJdXQ',
    'cursor=' + 'A'.repeat(4000),
    'filter=everything',
    'status=DELETED',
    'from=forever',
    'others=maybe',
    'date=2024-13-45',
    'date=99999-01-01',
    'date=%00',
    'patientId=not-a-uuid',
    '=&&=&%=%',
    'x=' + '%00'.repeat(500)
  ),
  fc
    .dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string({ maxLength: 40 }), poisonedString), { maxKeys: 4 })
    .map((d) => new URLSearchParams(d as Record<string, string>).toString())
)

/** Headers a hostile or careless client sends along. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      'x-min-position': fc.constantFrom('0', '1', '-1', '999999999999999999999999', 'abc', '1e10', '9223372036854775807', ''),
      'if-none-match': fc.constantFrom('*', 'W/"x"', '"' + 'a'.repeat(500) + '"'),
      accept: fc.constantFrom('text/html', '*/*', 'application/xml', ''),
      'x-forwarded-for': fc.ipV4(),
      'accept-language': fc.constantFrom('en', 'xx', 'id-ID;q=garbage'),
    },
    { requiredKeys: [] }
  )
  .map((h) => h as Record<string, string>)

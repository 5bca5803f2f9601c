import { z } from 'zod'

/**
 * A timestamptz as a cursor value with its full microsecond precision (a JS Date keeps only
 * milliseconds, and a cursor that rounds would skip or repeat rows sharing a millisecond).
 */
export const isoKey = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

export const timestampKey = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
export const uuidKey = z.uuid()

import { defineConfig } from '@adonisjs/core/bodyparser'

// JSON is read by the input guard (server/app/middleware/input-guard-middleware.ts: 1 MB, depth,
// NUL/surrogates) and forms are refused there (415), so this parser reads neither. Multipart is never
// processed here: the upload route streams it itself after authentication with its own 10 MB cap
// (modules/records/http/receive-upload.ts), so no request body is parked in the OS temp folder.
export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: { convertEmptyStringsToNull: false, types: [] },
  json: { convertEmptyStringsToNull: false, limit: '1mb', types: [] },
  raw: { types: [] },
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: false,
    processManually: [],
    limit: '12mb',
    types: ['multipart/form-data'],
  },
})

import { defineConfig } from '@adonisjs/core/bodyparser'

export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: { convertEmptyStringsToNull: false, types: ['application/x-www-form-urlencoded'] },
  json: {
    convertEmptyStringsToNull: false,
    limit: '1mb',
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json', 'application/csp-report'],
  },
  multipart: {
    autoProcess: true,
    convertEmptyStringsToNull: false,
    // Uploads are streamed by the records module with its own 10 MB cap and content check,
    // so nothing is parked in the OS temp folder (modules/records/http/receive-upload.ts).
    processManually: ['/api/upload'],
    limit: '12mb',
    types: ['multipart/form-data'],
  },
})

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
    processManually: [],
    limit: '12mb',
    types: ['multipart/form-data'],
  },
})

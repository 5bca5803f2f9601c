import env from '#start/env'

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]'])

/**
 * The app's own origin for links that leave it (the consultation link in mails and .ics): APP_URL
 * when set (production must set it), else where this server listens (`npm start`:
 * http://127.0.0.1:3333; a server on every address is reached as localhost).
 */
export function appOrigin(): string {
  const configured = env.get('APP_URL')
  if (configured) return configured.trim().replace(/\/+$/, '')
  const host = env.get('HOST')
  return `http://${ANY_ADDRESS.has(host) ? 'localhost' : host}:${env.get('PORT')}`
}

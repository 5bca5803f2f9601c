import env from '#start/env'

/**
 * The app's own origin for links that leave it (the consultation link in mails and .ics): APP_URL
 * when set (production must set it), else this server on localhost (`npm start` on one machine).
 */
export function appOrigin(): string {
  const configured = env.get('APP_URL')
  if (configured) return configured.trim().replace(/\/+$/, '')
  return `http://localhost:${env.get('PORT')}`
}

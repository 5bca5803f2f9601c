import env from '#start/env'
import db from '@adonisjs/lucid/services/db'

export interface SocketSession {
  sessionId: string
  userId: string
}

/**
 * The session ids among `sockets` that still hold: the session row exists and has not expired
 * (the session store's own rule) and the account is ACTIVE. With the cookie session store there
 * are no rows to check, so only the account counts.
 */
export async function liveSessionIds(sockets: SocketSession[]): Promise<Set<string>> {
  if (sockets.length === 0) return new Set()
  const pairs = JSON.stringify(sockets.map((s) => ({ sid: s.sessionId, uid: s.userId })))
  const sessionsInDatabase = env.get('SESSION_DRIVER', 'database') === 'database'
  const sessionJoin = sessionsInDatabase ? 'JOIN sessions s ON s.id = b.sid AND s.expires_at > now()' : ''
  const result = await db.rawQuery(
    `SELECT DISTINCT b.sid FROM jsonb_to_recordset(?::jsonb) AS b(sid text, uid uuid)
     ${sessionJoin}
     JOIN users u ON u.id = b.uid AND u.status = 'ACTIVE'`,
    [pairs]
  )
  return new Set(result.rows.map((r: { sid: string }) => r.sid))
}

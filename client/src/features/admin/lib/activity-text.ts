import { formatDateTime } from '@/lib/format'
import type { AdminActivityDto } from '@/api/openapi'

/** i18next's t, narrowed to what the feed needs (keys are built from the entry's type). */
type Translate = (key: string, values?: Record<string, unknown>) => string

const FEED = 'adminTools.activity'

/** Everyone an entry names: a person's name (or e-mail), else who is missing and why. */
function personText(t: Translate, person: AdminActivityDto['actor'], missing: 'deleted' | 'system') {
  if (person) return person.name || person.email
  return t(missing === 'system' ? `${FEED}.system` : `${FEED}.deletedAccount`)
}

/** The feed's sentence for one entry, in the UI's language (dates in the clinic's zone). */
export function activityText(item: AdminActivityDto, t: Translate, language: string): string {
  const p = item.params
  const values = {
    actor: personText(t, item.actor, 'system'),
    subject: personText(t, item.subject, 'deleted'),
    other: personText(t, item.other, 'deleted'),
    role: typeof p.role === 'string' ? t(`common.roles.${p.role}`).toLowerCase() : '',
    when: typeof p.scheduledAt === 'string' ? formatDateTime(p.scheduledAt, language) : '',
    filter: typeof p.filter === 'string' ? t(`${FEED}.filters.${p.filter}`) : '',
    count: typeof p.rowCount === 'number' ? p.rowCount.toLocaleString(language === 'en' ? 'en-GB' : 'id-ID') : '',
    changed: Array.isArray(p.changed) ? p.changed.map((key) => t(`${FEED}.settingNames.${key}`)).join(', ') : '',
    version: p.version ?? '',
    level: p.quizLevel ?? '',
    score: p.score ?? '',
    total: p.totalQuestions ?? '',
  }
  // an account someone else made (an admin's invitation) reads differently from a sign-up
  const invited = item.type === 'UserRegistered' && item.actor && item.subject && item.actor.id !== item.subject.id
  return t(`${FEED}.types.${invited ? 'UserRegisteredBy' : item.type}`, values)
}

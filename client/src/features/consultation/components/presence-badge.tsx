import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import type { CounterpartPresence } from '../lib/presence'
import type { ConsultationRole } from '@modules/scheduling/contracts/presence'

const tones: Record<CounterpartPresence, string> = {
  joined: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-700',
  reconnecting: 'border-amber-500/40 bg-amber-500/15 text-amber-800',
  left: 'border-slate-400/40 bg-slate-500/10 text-slate-600',
  waiting: 'border-slate-300 bg-card text-muted-foreground',
}

const dots: Record<CounterpartPresence, string> = {
  joined: 'bg-emerald-500',
  reconnecting: 'bg-amber-500 animate-pulse',
  left: 'bg-slate-400',
  waiting: 'bg-slate-300',
}

/** The other side's presence: Hadir / Terhubung ulang… / Keluar (or not joined yet). */
export function PresenceBadge({ role, state }: { role: ConsultationRole; state: CounterpartPresence }) {
  const { t } = useTranslation()
  const who = t(`consultation.presence.${role}`)
  return (
    <span
      role="status"
      aria-live="polite"
      aria-label={t('consultation.presence.label', { who })}
      data-testid="counterpart-presence"
      data-state={state}
      className={cn('inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium', tones[state])}
    >
      <span className={cn('size-2 rounded-full', dots[state])} aria-hidden />
      <span className="text-muted-foreground">{who}:</span>
      <span>{t(`consultation.presence.${state}`)}</span>
    </span>
  )
}

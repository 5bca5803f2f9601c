import { useCallback, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from '@/components/ui/use-toast'

export type ExitReason = 'ended' | 'left'

/**
 * Reports the end of the session once (a push and the own mutation may both report it) with a
 * toast: 'Sesi telah berakhir' (`onEnded`: the screen becomes the session's summary), or 'left'
 * for a patient's hang-up, which goes back to the role's dashboard.
 */
export function useSessionExit(home: string, onEnded: () => void) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const done = useRef(false)
  return useCallback(
    (reason: ExitReason) => {
      if (done.current) return
      done.current = true
      if (reason === 'ended') {
        toast({ title: t('consultation.ended.title'), description: t('consultation.ended.description') })
        onEnded()
        return
      }
      toast({ title: t('consultation.ended.left'), description: t('consultation.ended.leftDescription') })
      void navigate(home, { replace: true })
    },
    [home, navigate, t, onEnded]
  )
}

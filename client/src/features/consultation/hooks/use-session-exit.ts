import { useCallback, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from '@/components/ui/use-toast'

export type ExitReason = 'ended' | 'left'

/**
 * Leaves the screen once (a push and the own mutation may both report the end): back to the
 * role's dashboard with a toast — 'Sesi telah berakhir', or 'left' for a patient's hang-up.
 */
export function useSessionExit(home: string) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const done = useRef(false)
  return useCallback(
    (reason: ExitReason) => {
      if (done.current) return
      done.current = true
      if (reason === 'ended') {
        toast({ title: t('consultation.ended.title'), description: t('consultation.ended.description') })
      } else {
        toast({ title: t('consultation.ended.left'), description: t('consultation.ended.leftDescription') })
      }
      void navigate(home, { replace: true })
    },
    [home, navigate, t]
  )
}

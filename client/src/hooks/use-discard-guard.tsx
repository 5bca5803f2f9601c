import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

type Dismissal = { preventDefault: () => void }

/**
 * Escape or a click outside a dialog that holds the user's input asks before throwing it away
 * (docs/accessibility.md#dialogs): the dialog stays and an alert dialog asks, its safe answer
 * ('Lanjutkan mengisi') focused. Without input the dialog closes at once, as the pattern says.
 * Spread `guard` on the DialogContent and render `confirm` inside the dialog.
 */
export function useDiscardGuard(dirty: boolean, discard: () => void) {
  const { t } = useTranslation()
  const [asking, setAsking] = useState(false)
  const ask = (event: Dismissal) => {
    if (!dirty) return
    event.preventDefault()
    setAsking(true)
  }
  const confirm: ReactNode = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title={t('common.discard.title')}
      description={t('common.discard.description')}
      cancelLabel={t('common.discard.keep')}
      confirmLabel={t('common.discard.confirm')}
      onConfirm={() => {
        setAsking(false)
        discard()
      }}
      destructive
    />
  )
  return { guard: { onEscapeKeyDown: ask, onInteractOutside: ask }, confirm }
}

import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { AppointmentHistory } from './appointment-history'
import type { ChangeTarget } from './cancel-appointment-dialog'

/** The patient's view of an appointment's history ('Riwayat' on the dashboard card). */
export function AppointmentHistoryDialog({ target, onClose }: { target: ChangeTarget | null; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[calc(100svh-2rem)] max-w-lg overflow-y-auto" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('appointmentChanges.historyDialog.title')}</DialogTitle>
          <DialogDescription>
            {target ? t('appointmentChanges.historyDialog.description', { name: target.counterpartName }) : null}
          </DialogDescription>
        </DialogHeader>
        {target ? <AppointmentHistory appointmentId={target.id} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('appointmentChanges.historyDialog.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

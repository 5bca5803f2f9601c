import { CalendarX2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useAppointments } from '../../api/get-appointments'
import { APPOINTMENT_TABS, type AppointmentTab, countByTab, filterByTab, sortFutureFirst } from '../../lib/appointment-lists'
import type { Appointment } from '../../types'
import { ListState } from '../list-state'
import { AppointmentCard } from './appointment-card'
import { AppointmentDetailsDialog } from './appointment-details-dialog'

/** Spec §2 /provider/appointments: status tabs with counts, future first, then past. */
export function AppointmentsBoard() {
  const { t } = useTranslation()
  const appointments = useAppointments()
  const [tab, setTab] = useState<AppointmentTab>('all')
  const [selected, setSelected] = useState<Appointment | null>(null)
  const all = appointments.data ?? []
  const counts = countByTab(all)
  const sorted = sortFutureFirst(all)

  return (
    <>
      <Tabs value={tab} onValueChange={(value) => setTab(value as AppointmentTab)}>
        <TabsList aria-label={t('scheduling.appointmentsPage.tabsLabel')} className="h-auto w-full flex-wrap justify-start sm:w-fit">
          {APPOINTMENT_TABS.map((value) => (
            <TabsTrigger key={value} value={value} data-testid={`tab-${value}`}>
              {t(`scheduling.appointmentsPage.tabs.${value}`)}
              <span
                data-testid={`tab-${value}-count`}
                className="rounded-full bg-muted-foreground/10 px-1.5 text-xs font-semibold tabular-nums"
              >
                {appointments.data ? counts[value] : '…'}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {APPOINTMENT_TABS.map((value) => {
          const rows = filterByTab(sorted, value)
          return (
            <TabsContent key={value} value={value} className="pt-2">
              <ListState
                isPending={appointments.isPending}
                error={appointments.error}
                isEmpty={rows.length === 0}
                emptyIcon={CalendarX2}
                emptyText={t('scheduling.appointmentsPage.empty')}
                loadingText={t('scheduling.appointmentsPage.loading')}
              >
                <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2 2xl:grid-cols-3">
                  {rows.map((appointment) => (
                    <AppointmentCard key={appointment.id} appointment={appointment} onDetails={() => setSelected(appointment)} />
                  ))}
                </ul>
              </ListState>
            </TabsContent>
          )
        })}
      </Tabs>
      <AppointmentDetailsDialog appointment={selected} onClose={() => setSelected(null)} />
    </>
  )
}

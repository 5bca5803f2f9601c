import { CalendarX2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadMore } from '@/components/ui/load-more'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useAppointmentList } from '../../api/get-appointment-list'
import { useAppointmentOverview } from '../../api/get-appointment-overview'
import { APPOINTMENT_TABS, type AppointmentTab, tabStatus } from '../../lib/appointment-lists'
import { ListState } from '../list-state'
import { AppointmentCard } from './appointment-card'
import { AppointmentDetailsDialog } from './appointment-details-dialog'
import { CancelAppointmentDialog, type ChangeTarget } from '../changes/cancel-appointment-dialog'

/**
 * docs/product.md#provider-appointments: status tabs with the server's counts; each tab pages through
 * its list (upcoming first, then the past newest first) with 'Muat lebih banyak'.
 */
export function AppointmentsBoard() {
  const { t } = useTranslation()
  const counts = useAppointmentOverview().data?.counts
  const [tab, setTab] = useState<AppointmentTab>('all')
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [cancelling, setCancelling] = useState<ChangeTarget | null>(null)

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
                {counts ? counts[tabStatus(value)] : '…'}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {APPOINTMENT_TABS.map((value) => (
          <TabsContent key={value} value={value} className="pt-2">
            <TabList tab={value} active={value === tab} onDetails={setSelectedId} onCancel={setCancelling} />
          </TabsContent>
        ))}
      </Tabs>
      <AppointmentDetailsDialog appointmentId={selectedId} onClose={() => setSelectedId(null)} />
      <CancelAppointmentDialog target={cancelling} role="PROVIDER" onClose={() => setCancelling(null)} />
    </>
  )
}

/** One tab's pages; a tab is fetched only once it has been opened. */
type TabListProps = { tab: AppointmentTab; active: boolean; onDetails: (id: string) => void; onCancel: (target: ChangeTarget) => void }

function TabList({ tab, active, onDetails, onCancel }: TabListProps) {
  const { t } = useTranslation()
  const list = useAppointmentList(tabStatus(tab), { enabled: active })
  const rows = list.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <ListState
      isPending={list.isPending}
      error={list.error}
      isEmpty={rows.length === 0}
      emptyIcon={CalendarX2}
      emptyText={t('scheduling.appointmentsPage.empty')}
      loadingText={t('scheduling.appointmentsPage.loading')}
    >
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {rows.map((appointment) => (
          <AppointmentCard
            key={appointment.id}
            appointment={appointment}
            onDetails={() => onDetails(appointment.id)}
            onCancel={() =>
              onCancel({
                id: appointment.id,
                scheduledAt: appointment.scheduledAt,
                counterpartName: appointment.patient.fullName || t('scheduling.unknownPatient'),
              })
            }
          />
        ))}
      </ul>
      <LoadMore hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} fetchNextPage={list.fetchNextPage} />
    </ListState>
  )
}

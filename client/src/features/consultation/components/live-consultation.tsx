import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { useEndSession } from '../api/end-session'
import { usePatientRecords } from '../api/get-patient-records'
import { useConsultationPresence } from '../hooks/use-consultation-presence'
import { useConsultationPushes } from '../hooks/use-consultation-pushes'
import { useSessionExit } from '../hooks/use-session-exit'
import { counterpartPresence, counterpartRole } from '../lib/presence'
import { flushDrafts } from '../lib/pending-drafts'
import { visitRecord } from '../lib/records'
import { isLive } from '../lib/session'

import type { AppointmentStatus } from '@modules/scheduling/contracts/appointment-status'
import type { ConsultationRole, RoomRefusal } from '@modules/scheduling/contracts/presence'
import { ChatSessionArea } from './chat-session-area'
import { ConsultationHeader } from './consultation-header'
import { DocumentsPanel } from './documents-panel'
import { PatientCard } from './patient-card'
import { RecordCodingCard } from './record-coding-card'
import { RecordNotes } from './record-notes'
import { SessionNotes } from './session-notes'
import { VideoArea } from './video-area'
import { VitalSignsCard } from './vital-signs-card'
import type { AppointmentDto } from '@/api/openapi'
import type { ConsultationRecord } from '../types'

/** Cards a route adds to the provider's left panel, given the patient and this visit's record (null before one exists). */
export type ProviderPanel = (context: { patientId: string; visit: VisitWithHistory | null }) => ReactNode
/** The visit's record as the server sends it: with its history fields (the screen's own type leaves them out). */
type VisitWithHistory = ConsultationRecord & { allergyHistory?: string | null; pastMedicalHistory?: string | null }

type LiveProps = {
  appointment: AppointmentDto
  role: ConsultationRole
  userId: string
  selfName: string
  home: string
  /** the session ended (push or own 'Akhiri Sesi'): the screen shows the summary */
  onEnded: (status: AppointmentStatus) => void
  /** the room refused this socket (not open yet, or closed) */
  onRefused: (refusal: RoomRefusal) => void
  /** a CHAT appointment's conversation (issue 22), shown where a video visit has its call */
  chat?: ReactNode
  /** the provider's extra left-panel cards (the pre-visit intake, issue 22) */
  providerPanel?: ProviderPanel
}

/** The running session (docs/product.md#consultation-session): header, left panel, documents, video; live over Socket.IO. */
export function LiveConsultation({ appointment, role, userId, selfName, home, onEnded, onRefused, chat, providerPanel }: LiveProps) {
  const { t } = useTranslation()
  const isProvider = role === 'PROVIDER'
  const endedStatus = useRef<AppointmentStatus>('COMPLETED')
  const exit = useSessionExit(
    home,
    useCallback(() => onEnded(endedStatus.current), [onEnded])
  )
  const endSession = useEndSession()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const { presence, connected, joined, joins } = useConsultationPresence(appointment.id, true, onRefused)
  const records = usePatientRecords(appointment.patientId)
  const visit = records.data ? visitRecord(records.data, appointment.id) : null

  useConsultationPushes({
    appointmentId: appointment.id,
    patientId: appointment.patientId,
    onSessionEnded: (status) => {
      endedStatus.current = status
      exit('ended')
    },
  })

  // a missed push still ends the screen: the refetched appointment is no longer SCHEDULED
  const status = useRef(appointment.status)
  useEffect(() => {
    if (isLive(status.current) && !isLive(appointment.status)) {
      endedStatus.current = appointment.status
      exit('ended')
    }
    status.current = appointment.status
  }, [appointment.status, exit])

  async function confirmEnd() {
    await flushDrafts() // notes typed a moment ago are saved before the session closes
    endSession.mutate(appointment.id, {
      onSuccess: () => exit('ended'),
      onError: (e) => {
        setConfirmOpen(false)
        toast({ variant: 'destructive', title: t('consultation.end.failedTitle'), description: getErrorMessage(e) })
      },
    })
  }

  const hangUp = () => (isProvider ? setConfirmOpen(true) : exit('left'))
  const other = counterpartRole(role)
  const counterpart = counterpartPresence(presence, userId, other)

  return (
    <div className="flex min-h-svh flex-col bg-muted/40 xl:h-svh" data-testid="consultation-screen" data-role={role}>
      <ConsultationHeader
        appointment={appointment}
        role={role}
        home={home}
        counterpart={counterpart}
        connected={connected}
        ending={endSession.isPending}
        onEndSession={() => setConfirmOpen(true)}
      />
      <main className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] gap-4 p-4 md:grid-cols-2 xl:grid-cols-[20rem_19rem_minmax(0,1fr)] 2xl:grid-cols-[22rem_21rem_minmax(0,1fr)]">
        <aside
          className="grid grid-cols-[minmax(0,1fr)] content-start gap-4 xl:order-1 xl:min-h-0 xl:overflow-y-auto xl:pb-1"
          aria-label={t('consultation.patient.title')}
        >
          <PatientCard appointment={appointment} />
          {isProvider ? providerPanel?.({ patientId: appointment.patientId, visit }) : null}
          <RecordNotes patientId={appointment.patientId} canEdit={isProvider} />
          <VitalSignsCard
            appointmentId={appointment.id}
            patientId={appointment.patientId}
            vitals={visit?.vitalSigns ?? null}
            canEdit={isProvider}
          />
          {isProvider ? (
            <SessionNotes appointmentId={appointment.id} patientId={appointment.patientId} savedNotes={visit?.notes ?? null} />
          ) : null}
          {isProvider ? <RecordCodingCard appointmentId={appointment.id} patientId={appointment.patientId} visit={visit} /> : null}
        </aside>
        <aside
          className="grid grid-cols-[minmax(0,1fr)] content-start gap-4 xl:order-2 xl:min-h-0 xl:overflow-y-auto xl:pb-1"
          aria-label={t('consultation.documents.title')}
        >
          <DocumentsPanel
            patientId={appointment.patientId}
            appointmentId={appointment.id}
            medicalRecordId={visit?.id}
            isProvider={isProvider}
          />
        </aside>
        <div className="order-first grid md:col-span-2 xl:order-3 xl:col-span-1 xl:min-h-0">
          {appointment.type === 'CHAT' ? (
            <ChatSessionArea role={role} chat={chat} onLeave={hangUp} />
          ) : (
            <VideoArea
              appointment={appointment}
              role={role}
              selfName={selfName}
              counterpart={counterpart}
              joined={joined}
              joins={joins}
              onHangUp={hangUp}
            />
          )}
        </div>
      </main>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('consultation.end.title')}
        description={t('consultation.end.description', { name: appointment.patient?.fullName ?? '' })}
        cancelLabel={t('consultation.end.cancel')}
        confirmLabel={endSession.isPending ? t('consultation.end.ending') : t('consultation.end.confirm')}
        onConfirm={confirmEnd}
        pending={endSession.isPending}
        destructive
      />
    </div>
  )
}

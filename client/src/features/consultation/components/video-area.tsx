import { ExternalLink, TriangleAlert, Wifi } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { cn } from '@/lib/utils'
import type { ConsultationRole } from '@modules/scheduling/contracts/presence'
import { readDeviceChoice, type DeviceChoice } from '../call/device-preferences'
import { useCall } from '../call/use-call'
import { externalMeetingLink } from '../lib/meeting-mode'
import type { CounterpartPresence } from '../lib/presence'
import { CallControls } from './call-controls'
import { RemoteView } from './remote-view'
import { SelfView } from './self-view'
import type { AppointmentDto } from '@/api/openapi'

type VideoAreaProps = {
  appointment: AppointmentDto
  role: ConsultationRole
  selfName: string
  counterpart: CounterpartPresence
  joined: boolean
  joins: number
  onHangUp: () => void
}

/**
 * docs/product.md#consultation-session video: the built-in call (docs/video.md), or the clinic's own
 * external meeting room where it opted in with MEET_BASE_URL.
 */
export function VideoArea(props: VideoAreaProps) {
  const { t } = useTranslation()
  const external = externalMeetingLink(props.appointment.meetLink)
  return (
    <section
      aria-label={t('consultation.video.title')}
      className="relative flex min-h-[24rem] flex-col overflow-hidden rounded-xl bg-slate-950 shadow-sm md:min-h-[28rem] xl:min-h-0"
      data-testid="video-area"
    >
      {external ? <ExternalMeeting link={external} /> : <BuiltInCall {...props} />}
    </section>
  )
}

function ExternalMeeting({ link }: { link: string }) {
  const { t } = useTranslation()
  return (
    <div className="relative flex-1">
      <iframe
        src={link}
        title={t('consultation.video.frameTitle')}
        allow="camera; microphone; fullscreen; display-capture"
        allowFullScreen
        className="absolute inset-0 size-full border-0"
        data-testid="meet-frame"
      />
      <a
        href={link}
        target="_blank"
        rel="noreferrer"
        className="absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-md bg-black/55 px-2.5 py-1.5 text-xs font-medium text-white hover:bg-black/70"
      >
        <ExternalLink className="size-3.5" aria-hidden />
        {t('consultation.video.openExternal')}
      </a>
    </div>
  )
}

const QUALITY_TONE = { unknown: 'bg-slate-500', good: 'bg-emerald-500', fair: 'bg-amber-400', poor: 'bg-red-500' } as const

function BuiltInCall({ appointment, role, selfName, counterpart, joined, joins, onHangUp }: VideoAreaProps) {
  const { t } = useTranslation()
  const other = role === 'PATIENT' ? appointment.provider : appointment.patient
  const otherName = role === 'PATIENT' ? appointment.provider.displayName : appointment.patient.fullName
  const { session, snapshot, relay, error } = useCall({
    appointmentId: appointment.id,
    role,
    counterpartId: other.userId,
    joined,
    joins,
    counterpart,
  })
  const [speaker, setSpeaker] = useState(() => readDeviceChoice().speaker)

  type Failure = 'consultation.video.shareFailed' | 'consultation.video.deviceFailed'
  const act = (run: () => Promise<void> | void, failed: Failure) => {
    Promise.resolve()
      .then(run)
      .catch((e: unknown) => {
        if ((e as { name?: string })?.name === 'NotAllowedError' && failed === 'consultation.video.shareFailed') return // the user closed the picker
        toast({ variant: 'destructive', title: t(failed), description: getErrorMessage(e) })
      })
  }
  const onDevice = (kind: keyof DeviceChoice, choice: DeviceChoice) => {
    if (kind === 'speaker') setSpeaker(choice.speaker)
    else if (session) act(() => session.useDevice(kind, choice), 'consultation.video.deviceFailed')
  }

  const phase = snapshot?.phase ?? 'waiting'
  const reconnecting = phase === 'reconnecting' || counterpart === 'reconnecting'
  const status =
    error !== null
      ? null
      : reconnecting
        ? t('consultation.video.status.reconnecting')
        : phase === 'waiting' || counterpart !== 'joined'
          ? t('consultation.video.status.waiting', { name: otherName })
          : phase === 'connecting'
            ? t('consultation.video.status.connecting')
            : null
  const quality = snapshot?.quality ?? 'unknown'
  const canShare = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getDisplayMedia

  return (
    <>
      <div className="relative flex-1" data-testid="call" data-phase={phase} data-profile={snapshot?.profile ?? 'high'}>
        <RemoteView
          stream={snapshot?.remote ?? null}
          name={otherName}
          remoteState={snapshot?.remoteState ?? null}
          speakerId={speaker}
        />
        <div className="absolute inset-x-3 top-12 grid justify-items-center gap-2">
          <p
            role="status"
            aria-live="polite"
            className={cn('rounded-md bg-black/65 px-3 py-1.5 text-sm text-white', !status && 'sr-only')}
            data-testid="call-status"
          >
            {status}
          </p>
          {error !== null ? (
            <Notice testId="call-error">
              {t('consultation.video.callError')}: {getErrorMessage(error)}
            </Notice>
          ) : null}
          {snapshot?.stuck ? (
            <Notice testId="call-stuck">{t(relay ? 'consultation.video.stuckRelay' : 'consultation.video.stuckNoRelay')}</Notice>
          ) : null}
          {snapshot?.profile === 'audio' ? <Notice testId="audio-only-notice">{t('consultation.video.audioOnlySelf')}</Notice> : null}
          {snapshot?.deviceProblem ? (
            <Notice testId="device-problem">
              {t(snapshot.deviceProblem === 'denied' ? 'consultation.video.deviceDenied' : 'consultation.video.deviceMissing')}
            </Notice>
          ) : null}
        </div>
        <span
          className="absolute top-3 right-3 flex items-center gap-1.5 rounded-md bg-black/65 px-2 py-1 text-xs font-medium text-white"
          data-testid="call-quality"
          data-quality={quality}
          title={t('consultation.video.quality.label')}
        >
          <Wifi className="size-3.5" aria-hidden />
          <span className={cn('size-2 rounded-full', QUALITY_TONE[quality])} aria-hidden />
          {t('consultation.video.quality.value', { quality: t(`consultation.video.quality.${quality}`) })}
        </span>
        <div className="absolute right-3 bottom-3">
          <SelfView
            name={selfName}
            stream={snapshot?.local ?? null}
            videoOn={!!snapshot && (snapshot.camera || snapshot.screen)}
            screen={!!snapshot?.screen}
          />
        </div>
      </div>
      <CallControls
        role={role}
        mic={snapshot?.mic ?? false}
        camera={snapshot?.camera ?? false}
        screen={snapshot?.screen ?? false}
        canMic={!!session}
        canShare={canShare}
        onMic={() => session && snapshot && session.setMic(!snapshot.mic)}
        onCamera={() =>
          session && snapshot && act(() => session.setCamera(!snapshot.camera, readDeviceChoice()), 'consultation.video.deviceFailed')
        }
        onShare={() =>
          session &&
          snapshot &&
          act(() => (snapshot.screen ? session.stopScreen() : session.startScreen()), 'consultation.video.shareFailed')
        }
        onDevice={onDevice}
        onHangUp={onHangUp}
      />
    </>
  )
}

function Notice({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className="flex max-w-md items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 shadow" data-testid={testId}>
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  )
}

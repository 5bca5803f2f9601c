import { useEffect, useRef, useState } from 'react'
import { useSocket, useSocketEvent } from '@/lib/socket'
import type { CallSignal, CallSignalPush, CallStatePush } from '@modules/call/contracts/call'
import type { ConsultationRole } from '@modules/scheduling/contracts/presence'
import type { CounterpartPresence } from '../lib/presence'
import { getIceServers } from '../api/get-ice-servers'
import { CallSession, type CallSnapshot, type CallTransport } from './call-session'
import { readDeviceChoice } from './device-preferences'

type UseCallOptions = {
  appointmentId: string
  role: ConsultationRole
  /** the other participant's user id (signals are addressed to it) */
  counterpartId: string
  /** this socket is in the consultation room now (presence's join was accepted) */
  joined: boolean
  /** counts accepted joins: a new one after a reconnect greets the other side again */
  joins: number
  counterpart: CounterpartPresence
}

/** A support switch (docs/video.md): `localStorage['telerawat.call.iceTransportPolicy'] = 'relay'` forces TURN. */
function transportPolicy(): RTCIceTransportPolicy {
  try {
    return localStorage.getItem('telerawat.call.iceTransportPolicy') === 'relay' ? 'relay' : 'all'
  } catch {
    return 'all'
  }
}

declare global {
  interface Window {
    /** The running call, for support diagnostics and the browser tests (getStats on `pc`). */
    __telerawatCall?: CallSession
  }
}

/**
 * The built-in call on the consultation screen: fetches the ICE servers, opens the devices chosen
 * in the waiting room, and runs a CallSession over the consultation room's socket. Out of the room
 * (a reconnecting socket) nothing is sent: the re-join's hello starts the negotiation afresh.
 */
export function useCall({ appointmentId, role, counterpartId, joined, joins, counterpart }: UseCallOptions) {
  const socket = useSocket()
  const [session, setSession] = useState<CallSession | null>(null)
  const [snapshot, setSnapshot] = useState<CallSnapshot | null>(null)
  const [relay, setRelay] = useState<boolean | null>(null)
  const [error, setError] = useState<unknown>(null)
  const link = useRef({ socket, joined })
  link.current.socket = socket
  link.current.joined = joined

  // one session per screen: ICE servers first, then the devices
  useEffect(() => {
    let cancelled = false
    let created: CallSession | null = null
    let refresh: ReturnType<typeof setTimeout> | undefined
    const emit = (event: string, payload: unknown) => {
      // out of the room the server would refuse it; what matters is told again after the re-join
      const { socket: s, joined: inRoom } = link.current
      if (s && inRoom) s.emit(event, payload)
    }
    const transport: CallTransport = {
      signal: (message) =>
        emit('call.signal', { ...message, appointmentId, to: counterpartId, peerId: created!.peerId } satisfies CallSignal),
      state: (state) => emit('call.state', { ...state, appointmentId }),
      media: (state) => emit('call.media', { appointmentId, state }),
    }
    const renew = (expiresAt: string) => {
      const ms = Math.max(30_000, (Date.parse(expiresAt) - Date.now()) * 0.8)
      refresh = setTimeout(() => {
        getIceServers(appointmentId)
          .then((answer) => {
            created?.setIceServers(answer.iceServers)
            renew(answer.expiresAt)
          })
          .catch(() => renew(new Date(Date.now() + 60_000).toISOString()))
      }, ms)
    }
    getIceServers(appointmentId)
      .then(async (answer) => {
        if (cancelled) return
        setRelay(answer.relay)
        created = new CallSession({
          polite: role === 'PATIENT',
          transport,
          rtcConfig: { iceServers: answer.iceServers, iceTransportPolicy: transportPolicy() },
          onChange: (next) => !cancelled && setSnapshot(next),
        })
        window.__telerawatCall = created
        await created.start(readDeviceChoice())
        if (cancelled) return created.close()
        setSession(created)
        renew(answer.expiresAt)
      })
      .catch((e: unknown) => !cancelled && setError(e))
    return () => {
      cancelled = true
      clearTimeout(refresh)
      created?.close()
      if (window.__telerawatCall === created) delete window.__telerawatCall
    }
  }, [appointmentId, role, counterpartId])

  // in the room (again): send what waited, then say hello
  useEffect(() => {
    if (!session || !joined || !socket) return
    // the hello mends the connection (see CallSession.onSignal); the server ended the media interval
    // of the socket that dropped, so flowing media is told again
    session.hello()
    session.announceMedia()
  }, [session, joined, joins, socket])

  useEffect(() => {
    if (!session) return
    if (counterpart === 'left') session.onCounterpartLeft()
  }, [session, counterpart])

  // a network change (Wi-Fi to mobile data) gets new ICE candidates without leaving the screen
  useEffect(() => {
    if (!session) return
    const restart = () => session.restartIce()
    const connection = (navigator as Navigator & { connection?: EventTarget }).connection
    window.addEventListener('online', restart)
    connection?.addEventListener('change', restart)
    return () => {
      window.removeEventListener('online', restart)
      connection?.removeEventListener('change', restart)
    }
  }, [session])

  useSocketEvent<CallSignalPush>('call.signal', (push) => {
    if (push.appointmentId === appointmentId && push.from === counterpartId) void session?.onSignal(push)
  })
  useSocketEvent<CallStatePush>('call.state', (push) => {
    if (push.appointmentId === appointmentId && push.userId === counterpartId) session?.onRemoteState(push)
  })

  return { session, snapshot, relay, error }
}

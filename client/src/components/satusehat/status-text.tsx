import { useTranslation } from 'react-i18next'
import type { ExchangeStatus } from '@modules/satusehat/contracts/exchange-status'

/** The badge text of a SATUSEHAT status: who is missing from the index, or the server's reason. */
export function SatusehatStatusText({
  dto,
}: {
  dto: { status: ExchangeStatus; lastError: string | null; blockedOn?: 'PATIENT' | 'PRACTITIONER' | null }
}) {
  const { t } = useTranslation()
  if (dto.status === 'UNREGISTERED') return <>{t(`satusehat.unregistered.${dto.blockedOn ?? 'PATIENT'}`)}</>
  return <>{t(`satusehat.status.${dto.status}`, { error: dto.lastError ?? '' })}</>
}

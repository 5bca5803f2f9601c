import type { ExchangeStatus } from '@modules/satusehat/contracts/exchange-status'
import type { BadgeProps } from '@/components/ui/badge'

/** One badge colour per SATUSEHAT exchange status (record detail and admin queue alike). */
export const SATUSEHAT_STATUS_VARIANT: Record<ExchangeStatus, BadgeProps['variant']> = {
  WAITING_CONFIG: 'outline',
  PENDING: 'secondary',
  RETRYING: 'warning',
  SENT: 'success',
  FAILED: 'destructive',
  WITHHELD: 'outline',
  UNREGISTERED: 'warning',
  REFUSED: 'destructive',
}

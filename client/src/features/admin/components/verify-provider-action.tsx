import { BadgeCheck, ShieldCheck } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

import type { AdminUserDto } from '@/api/openapi'
import type { AdminProviderProfile } from '@/api/openapi'

type VerifyProviderActionProps = {
  user: AdminUserDto
  busy: boolean
  onVerify: (user: AdminUserDto) => void
}

/**
 * A provider row's "Verifikasi": shown until an admin verified the STR number, then a mark.
 * Without an STR number there is nothing to check, so the button waits, its reason written beside it
 * (not only in a hover title: touch and keyboard users never see one).
 */
export function VerifyProviderAction({ user, busy, onVerify }: VerifyProviderActionProps) {
  const { t } = useTranslation()
  const reasonId = useId()
  if (user.role !== 'PROVIDER') return null
  const profile = (user.profile ?? {}) as Partial<AdminProviderProfile>
  if (profile.verifiedAt) {
    return (
      <span
        data-testid={`verified-${user.email}`}
        title={t('admin.users.strNumber', { number: profile.strNumber ?? '' })}
        className="inline-flex items-center gap-1 px-2 text-xs font-medium text-emerald-700"
      >
        <BadgeCheck className="size-4" aria-hidden />
        {t('admin.users.verified')}
      </span>
    )
  }
  const missingStr = !profile.strNumber
  return (
    <span
      className="inline-flex items-center gap-1"
      title={missingStr ? undefined : t('admin.users.strNumber', { number: profile.strNumber })}
    >
      <Button
        size="sm"
        variant="ghost"
        disabled={busy || missingStr}
        aria-describedby={missingStr ? reasonId : undefined}
        onClick={() => onVerify(user)}
        className="text-teal-700 hover:text-teal-800"
      >
        <ShieldCheck aria-hidden />
        {t('admin.users.verify')}
      </Button>
      {missingStr ? (
        <span
          id={reasonId}
          data-testid={`verify-reason-${user.email}`}
          className="max-w-40 text-xs leading-tight text-muted-foreground"
        >
          {t('admin.users.verifyNeedsStr')}
        </span>
      ) : null}
    </span>
  )
}

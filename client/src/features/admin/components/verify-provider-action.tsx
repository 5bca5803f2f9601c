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

/** The provider's NIK as the admin checks it (SATUSEHAT finds the health worker's IHS number by it). */
function ProviderNik({ profile, email }: { profile: Partial<AdminProviderProfile>; email: string }) {
  const { t } = useTranslation()
  return (
    <span data-testid={`provider-nik-${email}`} className="px-2 text-xs text-muted-foreground">
      {profile.nik ? t('admin.users.providerNik', { nik: profile.nik }) : t('admin.users.providerNikMissing')}
    </span>
  )
}

/**
 * A provider row's "Verifikasi": shown until an admin verified the STR number, then a mark; the
 * provider's NIK beside it.
 * Without an STR number there is nothing to check, so the button waits, its reason written beside it
 * (not only in a hover title: touch and keyboard users never see one).
 */
export function VerifyProviderAction({ user, busy, onVerify }: VerifyProviderActionProps) {
  if (user.role !== 'PROVIDER') return null
  const profile = (user.profile ?? {}) as Partial<AdminProviderProfile>
  return (
    <span className="inline-flex flex-wrap items-center">
      <VerifyState user={user} profile={profile} busy={busy} onVerify={onVerify} />
      <ProviderNik profile={profile} email={user.email} />
    </span>
  )
}

function VerifyState({ user, profile, busy, onVerify }: VerifyProviderActionProps & { profile: Partial<AdminProviderProfile> }) {
  const { t } = useTranslation()
  const reasonId = useId()
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

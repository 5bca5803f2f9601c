import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatLongDate } from '@/lib/format'

import { providerRoleLabel } from '@/lib/user'
import type { UserDto } from '@/api/openapi'

/** The signed-in user's own account facts. */
export function AccountSummary({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation()
  const profile = user.profile
  const rows: { label: string; value: ReactNode }[] = [
    { label: t('account.email'), value: user.email },
    { label: t('account.role'), value: t(`common.roles.${user.role}`) },
    {
      label: t('account.status'),
      value: <Badge variant={user.status === 'ACTIVE' ? 'success' : 'destructive'}>{t(`common.status.${user.status}`)}</Badge>,
    },
    { label: t('account.memberSince'), value: formatLongDate(user.createdAt, i18n.language) },
  ]
  if (profile && 'providerRole' in profile && profile.providerRole) {
    rows.push({ label: t('account.profession'), value: providerRoleLabel(profile.providerRole) })
  }
  if (profile && 'specialization' in profile && profile.specialization) {
    rows.push({ label: t('account.specialization'), value: profile.specialization })
  }
  if (profile && 'medicalRecordNumber' in profile && profile.medicalRecordNumber) {
    rows.push({ label: t('account.medicalRecordNumber'), value: profile.medicalRecordNumber })
  }

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{t('account.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          {rows.map(({ label, value }) => (
            <div key={label} className="grid gap-1">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}

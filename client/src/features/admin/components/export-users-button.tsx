import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { exportAdminUsersUrl } from '../api/export-admin-users'
import { useUserListFilters } from '../lib/user-list-filters'

/** 'Ekspor': downloads the CSV of the user list as currently filtered and searched. */
export function ExportUsersButton() {
  const { t } = useTranslation()
  const filters = useUserListFilters()
  const filter = t(`admin.users.filters.${filters.filter}`)
  const search = filters.search.trim()
  const hint = search ? t('adminTools.export.hintSearch', { filter, search }) : t('adminTools.export.hint', { filter })
  return (
    <Button asChild variant="outline" className="justify-start">
      <a href={exportAdminUsersUrl(filters)} download title={hint} data-testid="export-users">
        <Download className="text-primary" aria-hidden />
        {t('adminTools.export.button')}
        <span className="sr-only"> — {hint}</span>
      </a>
    </Button>
  )
}

import { Activity, BookOpenText, CloudUpload, Settings } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { AddUserDialog } from './add-user-dialog'
import { ExportUsersButton } from './export-users-button'

/** 'Aksi Cepat': 'Tambah Pengguna' invites a provider or admin; 'Ekspor' downloads the filtered list; 'Pengaturan Sistem' opens /admin/pengaturan; 'Operasi' opens /admin/operasi; 'Referensi API' opens the server's /api/docs page. */
export function QuickActions() {
  const { t } = useTranslation()
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{t('admin.quickActions.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <AddUserDialog />
        <ExportUsersButton />
        <Button asChild variant="outline" className="justify-start">
          <Link to="/admin/pengaturan" data-testid="open-settings">
            <Settings className="text-primary" aria-hidden />
            {t('adminTools.settings.open')}
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to="/admin/operasi" data-testid="open-operations">
            <Activity className="text-primary" aria-hidden />
            {t('operations.open')}
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to="/admin/satusehat" data-testid="open-satusehat">
            <CloudUpload className="text-primary" aria-hidden />
            {t('satusehat.queue.open')}
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          {/* a page of the server, outside the client's router */}
          <a href="/api/docs" data-testid="open-api-docs">
            <BookOpenText className="text-primary" aria-hidden />
            {t('admin.quickActions.apiDocs')}
          </a>
        </Button>
      </CardContent>
    </Card>
  )
}

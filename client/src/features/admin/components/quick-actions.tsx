import { Download, Settings } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { AddUserDialog } from './add-user-dialog'

/** Present without behaviour in this milestone (docs/product.md#admin). */
export function QuickActions() {
  const { t } = useTranslation()
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{t('admin.quickActions.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <AddUserDialog />
        <Button variant="outline" className="justify-start">
          <Download className="text-primary" aria-hidden />
          {t('admin.quickActions.export')}
        </Button>
        <Button variant="outline" className="justify-start">
          <Settings className="text-primary" aria-hidden />
          {t('admin.quickActions.settings')}
        </Button>
      </CardContent>
    </Card>
  )
}

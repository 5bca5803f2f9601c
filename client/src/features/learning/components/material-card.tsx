import { BookOpen, ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import type { Material } from '@/api/openapi'

export function MaterialCard({ material }: { material: Material }) {
  const { t } = useTranslation()
  return (
    <Card data-testid={`material-${material.id}`} className="h-full">
      <CardHeader className="gap-3">
        <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <BookOpen className="size-5" aria-hidden />
        </span>
        <CardTitle className="text-base">{material.title}</CardTitle>
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{t('learning.materials.author')}:</span> {material.author}
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <CardDescription className="leading-relaxed">{material.description}</CardDescription>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          <a href={material.link} target="_blank" rel="noopener noreferrer">
            {t('learning.materials.open')}
            <ExternalLink aria-hidden />
            <span className="sr-only">{t('learning.materials.newTab')}</span>
          </a>
        </Button>
      </CardFooter>
    </Card>
  )
}

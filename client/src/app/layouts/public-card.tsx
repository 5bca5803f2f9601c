import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { PublicLayout } from './public-layout'

/** One card on the public frame: the pages that e-mailed links open, and 'Lupa kata sandi'. */
export function PublicCard({
  title,
  subtitle,
  footer,
  children,
}: {
  title: string
  subtitle?: string
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <PublicLayout>
      <Card className="w-full max-w-md border-border/70 shadow-xl shadow-primary/5">
        <CardHeader className="gap-2 pb-6 text-center">
          <CardTitle className="text-2xl">{title}</CardTitle>
          {subtitle ? <CardDescription>{subtitle}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? <CardFooter className="justify-center border-t pt-6 text-sm">{footer}</CardFooter> : null}
      </Card>
    </PublicLayout>
  )
}

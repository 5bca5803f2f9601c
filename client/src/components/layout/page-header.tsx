import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

type Back = { to: string; label: string }

type PageHeaderProps = {
  title: ReactNode
  subtitle: ReactNode
  /** A quiet link above the title, back to where this tool was opened (the admin pages). */
  backLink?: Back
  /** An outlined button beside the title, back to the dashboard (the patient's pages). */
  backButton?: Back
  /** Anything else beside the title (a status badge). */
  aside?: ReactNode
}

/** A page's h1 and the sentence under it, with its way back. */
export function PageHeader({ title, subtitle, backLink, backButton, aside }: PageHeaderProps) {
  const heading = (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1 max-w-3xl text-muted-foreground">{subtitle}</p>
    </div>
  )
  const beside = backButton ? (
    <Button asChild variant="outline">
      <Link to={backButton.to}>
        <ArrowLeft aria-hidden />
        {backButton.label}
      </Link>
    </Button>
  ) : (
    aside
  )
  const row = beside ? (
    <div className="flex flex-wrap items-start justify-between gap-3">
      {heading}
      {beside}
    </div>
  ) : (
    heading
  )
  if (!backLink) return row
  return (
    <div className="grid gap-3">
      <Link to={backLink.to} className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {backLink.label}
      </Link>
      {row}
    </div>
  )
}

import {
  BookOpen,
  CalendarDays,
  ChevronRight,
  FileText,
  GraduationCap,
  LayoutDashboard,
  ListChecks,
  MessageSquare,
  PlayCircle,
  Trophy,
  UserRound,
  UsersRound,
  type LucideIcon,
} from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { LogoMark } from '@/components/layout/logo'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  useSidebar,
} from '@/components/ui/sidebar'
import type { Catalogue } from '@/i18n/locales/id'

type NavKey = keyof Catalogue['providerNav']
type NavItem = { to: string; label: NavKey; icon: LucideIcon }

/** docs/product.md#screens-and-routes: the Menu group and the 'Pembelajaran' group (open by default). */
const MENU: NavItem[] = [
  { to: '/provider', label: 'dashboard', icon: LayoutDashboard },
  { to: '/provider/appointments', label: 'appointments', icon: CalendarDays },
  { to: '/provider/patients', label: 'patients', icon: UsersRound },
  { to: '/provider/medical-records', label: 'records', icon: FileText },
  { to: '/provider/pesan', label: 'messages', icon: MessageSquare },
  { to: '/provider/profil', label: 'profile', icon: UserRound },
]

const LEARNING: NavItem[] = [
  { to: '/provider/learning/materials', label: 'materials', icon: BookOpen },
  { to: '/provider/learning/videos', label: 'videos', icon: PlayCircle },
  { to: '/provider/learning/questionnaire', label: 'questionnaire', icon: ListChecks },
  { to: '/provider/learning/quiz', label: 'quiz', icon: Trophy },
]

/** '/provider' is active only on itself; the others also on their sub-paths. */
export function isNavActive(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  return to === '/provider' ? path === to : path === to || path.startsWith(`${to}/`)
}

export function ProviderSidebar() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { state, isMobile, setOpen, setOpenMobile } = useSidebar()
  const [learningOpen, setLearningOpen] = useState(true)
  const learningActive = LEARNING.some((item) => isNavActive(item.to, pathname))

  // the mobile sheet closes once a link has been followed
  useEffect(() => {
    setOpenMobile(false)
  }, [pathname, setOpenMobile])

  return (
    <Sidebar label={t('providerNav.label')} sheetDescription={t('providerNav.sheetTitle')}>
      <SidebarHeader className="h-16 flex-row items-center border-b px-3 group-data-[collapsible=icon]:px-1.5">
        <Link
          to="/provider"
          className="flex min-w-0 items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          <LogoMark className="size-9 shrink-0" />
          <span className="grid leading-none group-data-[collapsible=icon]:hidden">
            <span className="text-lg font-bold tracking-tight">{t('common.appName')}</span>
            <span className="mt-1 text-[11px] font-medium text-muted-foreground">{t('common.tagline')}</span>
          </span>
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel>{t('providerNav.menu')}</SidebarGroupLabel>
          <SidebarMenu>
            {MENU.map((item) => (
              <SidebarMenuItem key={item.to}>
                <SidebarMenuButton asChild isActive={isNavActive(item.to, pathname)} tooltip={t(`providerNav.${item.label}`)}>
                  <Link to={item.to}>
                    <item.icon aria-hidden />
                    <span>{t(`providerNav.${item.label}`)}</span>
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            ))}
          </SidebarMenu>
        </SidebarGroup>

        <SidebarGroup>
          <SidebarMenu>
            <Collapsible asChild open={learningOpen} onOpenChange={setLearningOpen}>
              <SidebarMenuItem className="group/collapsible">
                <CollapsibleTrigger asChild>
                  <SidebarMenuButton
                    tooltip={t('providerNav.learning')}
                    isActive={learningActive && state === 'collapsed' && !isMobile}
                    onClick={(event) => {
                      // collapsed to icons there is no room for the group: expand instead
                      if (state === 'collapsed' && !isMobile) {
                        event.preventDefault()
                        setOpen(true)
                        setLearningOpen(true)
                      }
                    }}
                  >
                    <GraduationCap aria-hidden />
                    <span className="flex-1">{t('providerNav.learning')}</span>
                    <ChevronRight
                      aria-hidden
                      className="ml-auto transition-transform duration-200 group-data-[state=open]/collapsible:rotate-90"
                    />
                  </SidebarMenuButton>
                </CollapsibleTrigger>
                <CollapsibleContent>
                  <SidebarMenuSub>
                    {LEARNING.map((item) => (
                      <SidebarMenuSubItem key={item.to}>
                        <SidebarMenuSubButton asChild isActive={isNavActive(item.to, pathname)}>
                          <Link to={item.to}>
                            <item.icon aria-hidden />
                            <span>{t(`providerNav.${item.label}`)}</span>
                          </Link>
                        </SidebarMenuSubButton>
                      </SidebarMenuSubItem>
                    ))}
                  </SidebarMenuSub>
                </CollapsibleContent>
              </SidebarMenuItem>
            </Collapsible>
          </SidebarMenu>
        </SidebarGroup>
      </SidebarContent>
    </Sidebar>
  )
}

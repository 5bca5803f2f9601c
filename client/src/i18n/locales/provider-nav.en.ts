import type { Catalogue } from './id'

export const providerNavEn: Catalogue['providerNav'] = {
  label: 'Health worker navigation',
  menu: 'Menu',
  dashboard: 'Dashboard',
  appointments: 'Appointments',
  patients: 'Patient List',
  records: 'Medical Records',
  profile: 'My Profile',
  messages: 'Messages',
  learning: 'Learning',
  materials: 'Materials',
  videos: 'Videos',
  questionnaire: 'Questionnaires',
  quiz: 'Quizzes',
  toggle: 'Open or close the side menu',
  shortcut: 'Ctrl/⌘ + B',
  sheetTitle: 'Navigation menu',
}

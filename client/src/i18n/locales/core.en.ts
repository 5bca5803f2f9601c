import type { CoreCatalogue } from './id'

/** English of core.id.ts (the landing page's sections). */
export const coreEn: CoreCatalogue = {
  meta: {
    title: 'TeleRawat — Telehealth & Telenursing for Indonesia',
  },
  common: {
    appName: 'TeleRawat',
    tagline: 'Telehealth & Telenursing',
    loading: 'Loading...',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving...',
    close: 'Close',
    discard: {
      title: 'Discard what you entered?',
      description: 'What you entered or chose in this window will be lost.',
      keep: 'Keep editing',
      confirm: 'Discard',
    },
    backHome: 'Back to home',
    loadMore: 'Load more',
    loadingMore: 'Loading more...',
    endOfList: 'Everything is shown',
    roles: {
      PATIENT: 'Patient',
      PROVIDER: 'Health Worker',
      ADMIN: 'Administrator',
    },
    status: {
      ACTIVE: 'Active',
      SUSPENDED: 'Suspended',
    },
  },
  language: {
    label: 'Language',
    id: 'ID',
    en: 'EN',
    idName: 'Bahasa Indonesia',
    enName: 'English',
  },
  toast: {
    label: 'Notification',
    viewportLabel: 'Notifications ({hotkey})',
    close: 'Close notification',
  },
  landing: {
    nav: {
      ariaLabel: 'Main navigation',
      features: 'Features',
      services: 'Services',
      contact: 'Contact',
      signIn: 'Sign in',
      getStarted: 'Get started',
    },
    hero: {
      badge: 'Telehealth & telenursing for Indonesia',
      titleLead: 'Healthcare,',
      titleHighlight: 'closer to you',
      titleTail: 'from your own home',
      subtitle:
        'Video consultations with trusted nurses and doctors, secure electronic medical records and appointments with automatic reminders — all in one portal.',
      primaryCta: 'Start Your Journey',
      secondaryCta: 'See How It Works',
      trust: {
        verified: 'Verified health workers',
        privacy: 'Personal data protected under the PDP Law',
        records: 'Medical records per Permenkes 24/2022',
      },
    },
    showcase: {
      ariaLabel: 'Sample app preview',
      nurseName: 'Ns. Rina Wulandari, S.Kep.',
      nurseInitials: 'RW',
      nurseRole: 'Community Nurse Specialist',
      online: 'Online',
      availability: 'Available for consultation',
      nextSlot: 'Next slot',
      nextSlotValue: 'Today, 2:00 PM WIB',
      ratingLabel: '· Rating',
      rating: '4.9',
      consult: 'Video Consultation',
      records: {
        title: 'Medical Records',
        subtitle: 'Updated today',
        item: 'Blood pressure',
        value: '120/80 mmHg',
      },
      lab: {
        title: 'Lab Results',
        subtitle: '3 new results',
        item: 'Fasting blood sugar',
        value: 'Normal',
      },
    },
    features: {
      eyebrow: 'Key Features',
      title: 'Everything you need for remote care',
      subtitle: 'Designed with nurses and doctors so a consultation feels as close as a visit in person — no queues and no travel.',
      video: {
        title: 'Video Consultation',
        description:
          'Meet health workers face to face over video. The consultation room link is e-mailed to you about 15 minutes before your appointment.',
      },
      records: {
        title: 'Electronic Medical Records',
        description:
          'Health history, diagnoses, vital signs and examination documents are stored securely and available to you at any time.',
      },
      appointment: {
        title: 'Smart Appointment',
        description: 'Choose a health worker and an available time, with automatic reminders and calendar invitations.',
      },
      patients: {
        title: 'Patient Management',
        description: 'Health workers follow their patients, appointments and visit notes from one dashboard.',
      },
      learning: {
        title: 'Learning Platform',
        description: 'Materials, videos, questionnaires and quizzes for health students and professionals.',
      },
    },
    footer: {
      about: 'A telehealth and telenursing portal connecting patients with health workers across Indonesia.',
      servicesTitle: 'Services',
      contactTitle: 'Contact',
      emailLabel: 'E-mail',
      email: 'halo@telerawat.id',
      phoneLabel: 'Phone',
      phone: '+62 21 5000 1234',
      addressLabel: 'Address',
      address: 'South Jakarta, DKI Jakarta',
      rights: '© {{year}} TeleRawat. All rights reserved.',
      compliance: 'Following Permenkes 24/2022 and Law 27/2022 on Personal Data Protection.',
    },
  },
  guard: {
    checking: 'Checking your session...',
    deniedTitle: 'Access denied',
    deniedDescription: 'Your account is not allowed to open this page.',
    goHome: 'Go to my dashboard',
  },
}

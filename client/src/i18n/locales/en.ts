import { coreEn } from './core.en'
import { waitingRoomEn } from './waiting-room.en'
import { providerNavEn } from './provider-nav.en'
import { profileEn } from './profile.en'
import { providerScheduleEn } from './provider-schedule.en'
import { recordsEn } from './records.en'
import { schedulingEn } from './scheduling.en'
import { learningEn } from './learning.en'
import { consultationEn } from './consultation.en'
import { patientsEn } from './patients.en'
import { appointmentChangesEn } from './appointment-changes.en'
import { medicalRecordsEn } from './medical-records.en'
import { notificationsEn } from './notifications.en'
import { waitlistEn } from './waitlist.en'
import { accountEn } from './account.en'
import { adminToolsEn } from './admin-tools.en'
import { operationsEn } from './operations.en'
import { recordCodingEn } from './record-coding.en'
import { fhirExportEn } from './fhir-export.en'
import { consentEn } from './consent.en'
import { messagingEn } from './messaging.en'
import { chatConsultationEn } from './chat-consultation.en'
import { intakeEn } from './intake.en'
import { patientRecordEn } from './patient-record.en'
import { validationMessages } from '@modules/kernel/contracts/validation-messages'
import type { Catalogue } from './id'
import { satusehatEn } from './satusehat.en'

export const en: Catalogue = {
  // validation.* keys: the messages of the shared request schemas (modules/*/contracts)
  ...validationMessages.en,
  scheduling: schedulingEn,
  records: recordsEn,
  providerNav: providerNavEn,
  profile: profileEn,
  providerSchedule: providerScheduleEn,
  learning: learningEn,
  consultation: consultationEn,
  waitingRoom: waitingRoomEn,
  patients: patientsEn,
  medicalRecords: medicalRecordsEn,
  appointmentChanges: appointmentChangesEn,
  notifications: notificationsEn,
  waitlist: waitlistEn,
  accountSecurity: accountEn,
  adminTools: adminToolsEn,
  operations: operationsEn,
  recordCoding: recordCodingEn,
  fhirExport: fhirExportEn,
  satusehat: satusehatEn,
  consent: consentEn,
  messaging: messagingEn,
  chatConsultation: chatConsultationEn,
  intake: intakeEn,
  patientRecord: patientRecordEn,
  ...coreEn,
  auth: {
    backHome: 'Back to home',
    email: 'Email',
    emailPlaceholder: 'name@example.com',
    password: 'Password',
    signIn: {
      title: 'Welcome back',
      subtitle: 'Sign in to continue to your dashboard.',
      remember: 'Remember me',
      forgot: 'Forgot password?',
      submit: 'Sign in',
      pending: 'Signing in...',
      noAccount: "Don't have an account?",
      toSignUp: 'Sign up now',
      failedTitle: 'Login failed',
    },
    signUp: {
      title: 'Create an account',
      subtitle: 'Sign up for free and connect with health workers.',
      roleLegend: 'Register as',
      roleHints: {
        PATIENT: 'Consultations & records',
        PROVIDER: 'Nurses, doctors, midwives, etc.',
        ADMIN: 'Manage user accounts',
      },
      providerRole: 'Health worker role',
      providerRolePlaceholder: 'Choose a role',
      providerRoleRequired: 'Choose your health worker role',
      strNumber: 'STR number (registration certificate)',
      strNumberPlaceholder: 'e.g. 3171 2345 6789 0001',
      strNumberHint: 'Patients can book you once an admin has verified this STR number.',
      firstName: 'First name',
      lastName: 'Last name',
      passwordHint: 'At least 6 characters',
      confirmPassword: 'Confirm password',
      terms: 'I agree to the TeleRawat Terms & Conditions and Privacy Policy',
      termsRequired: 'You must accept the Terms & Conditions and the Privacy Policy',
      submit: 'Sign up',
      pending: 'Signing up...',
      haveAccount: 'Already have an account?',
      toSignIn: 'Sign in',
      passwordTooShortTitle: 'Password too short',
      passwordTooShortDescription: 'Password must be at least 6 characters',
      mismatchTitle: 'Passwords do not match',
      mismatchDescription: 'Make sure both passwords you entered are the same',
      failedTitle: 'Registration failed',
      inlineFailedTitle: 'Registration failed',
      inlineFailedFallback: 'Something went wrong while signing up',
    },
    providerRoles: {
      Perawat: 'Nurse',
      'Perawat Spesialis': 'Specialist Nurse',
      Dokter: 'Doctor',
      'Dokter Spesialis': 'Specialist Doctor',
      'Dokter Sub Spesialis': 'Subspecialist Doctor',
      Bidan: 'Midwife',
      Apoteker: 'Pharmacist',
      Laboran: 'Lab Technician',
      Dietisian: 'Dietitian',
      Lainnya: 'Other',
    },
  },
  shell: {
    logout: 'Sign out',
    loggingOut: 'Signing out...',
    logoutFailed: 'Logout failed',
    sessionEndedTitle: 'Session ended',
    sessionEndedDescription: 'Your session has been ended. Please sign in again.',
  },
  account: {
    title: 'Your account',
    email: 'Email',
    role: 'Role',
    status: 'Status',
    memberSince: 'Member since',
    profession: 'Profession',
    specialization: 'Specialization',
    medicalRecordNumber: 'Medical record no.',
  },
  patient: {
    greeting: 'Hello, {{name}}',
    fallbackName: 'Patient',
    subtitle: 'Have a healthy day. Manage your health from one place.',
  },
  provider: {
    greeting: 'Hello, {{name}}',
    fallbackName: 'Health Worker',
    subtitle: 'Have a good shift. Your patients can reach you through TeleRawat.',
    verification: {
      title: 'Your account is not verified yet',
      missing: 'Enter your STR number. Patients can book you once an admin has verified it.',
      waiting: 'Your STR number is waiting for an admin to verify it. Changing it starts the verification again.',
      save: 'Save STR number',
      saving: 'Saving...',
      savedTitle: 'STR number saved',
      failedTitle: 'The STR number could not be saved',
    },
  },
  admin: {
    title: 'Admin Portal',
    subtitle: 'Manage TeleRawat user accounts.',
    stats: {
      totalUsers: 'Total Users',
      activeProviders: 'Active Health Workers',
      patients: 'Patients',
      suspended: 'Suspended Accounts',
      unverifiedProviders: 'Awaiting Verification',
      loadFailed: 'Statistics failed to load',
    },
    users: {
      title: 'User Management',
      description: 'Search, edit, suspend or delete user accounts.',
      searchLabel: 'Search users',
      searchPlaceholder: 'Search email or name...',
      filterLabel: 'Filter users',
      filters: {
        all: 'All Users',
        patients: 'Patients',
        providers: 'Health Workers',
        unverified: 'Awaiting verification',
        suspended: 'Suspended',
      },
      columns: {
        user: 'User',
        role: 'Role',
        status: 'Status',
        joined: 'Joined',
        actions: 'Actions',
      },
      loading: 'Loading users...',
      empty: 'No matching users.',
      loadFailed: 'Users failed to load: {{message}}',
      editEmail: 'Edit Email',
      suspend: 'Suspend',
      activate: 'Activate',
      delete: 'Delete',
      cannotSuspendAdmin: 'Admin accounts cannot be suspended',
      cannotDeleteAdmin: 'Admins cannot be deleted',
      verify: 'Verify',
      verified: 'Verified',
      verifyNeedsStr: 'No STR number entered yet',
      strNumber: 'STR number: {{number}}',
      providerNik: 'NIK: {{nik}}',
      providerNikMissing: 'NIK not entered (needed for SATUSEHAT)',
    },
    edit: {
      title: 'Edit User Email',
      description: 'Update the email address of {{name}}.',
      email: 'Email',
      submit: 'Save',
    },
    remove: {
      title: 'Confirm Deletion',
      description: 'Are you sure you want to delete the user {{email}}? This action cannot be undone.',
      cancel: 'Cancel',
      confirm: 'Delete',
      pending: 'Deleting...',
    },
    toasts: {
      successTitle: 'Success',
      updated: 'User updated successfully',
      errorTitle: 'Error',
      updateFailed: 'Failed to update user',
      deleted: 'User deleted successfully',
      deleteFailed: 'Failed to delete user',
      verified: 'Health worker verified and now bookable',
      verifyFailed: 'Failed to verify the health worker',
    },
    quickActions: {
      title: 'Quick Actions',
      addUser: 'Add User',
      apiDocs: 'API reference',
      export: 'Export',
      settings: 'System Settings',
    },
  },
  notFound: {
    code: '404',
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has been moved.',
    home: 'Back to home',
  },
  errors: {
    unexpectedTitle: 'Something went wrong',
    unexpectedDescription: 'An unexpected error occurred. Reload the page to try again.',
    reload: 'Reload',
  },
}

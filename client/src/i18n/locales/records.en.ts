import type { Catalogue } from './id'

export const recordsEn: Catalogue['records'] = {
  tile: {
    title: 'Medical Records',
    hint: 'visit notes',
  },
  recent: {
    title: 'Recent Medical Records',
    description: 'Notes from your consultations.',
    empty: 'No medical records available',
    loadFailed: 'Medical records could not be loaded: {{message}}',
    done: 'Completed',
    noNotes: 'No notes.',
    unknownProvider: 'Health worker',
  },
}

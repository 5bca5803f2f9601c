import type { Catalogue } from './id'

export const recordCodingEn: Catalogue['recordCoding'] = {
  title: 'Diagnosis & Nursing Care Codes',
  description:
    'ICD-10 for medical diagnoses; SDKI → SLKI → SIKI for the nursing process. Free text can still be written beside each code.',
  primary: {
    label: 'Primary diagnosis (ICD-10)',
    search: 'Search an ICD-10 code or name…',
    note: 'Primary diagnosis notes',
  },
  secondary: {
    label: 'Secondary diagnoses (ICD-10)',
    search: 'Add a secondary diagnosis…',
    note: 'Secondary diagnosis notes',
  },
  nursing: {
    label: 'Nursing diagnosis (SDKI)',
    search: 'Search an SDKI diagnosis, e.g. nyeri…',
    note: 'Nursing diagnosis notes',
  },
  outcomes: {
    label: 'Nursing outcomes (SLKI)',
    hint: 'Tick the outcomes aimed for, then set a target score 1–5.',
    expectation: 'Expectation',
    target: 'Target score',
    targetFor: 'Target score for {{name}}',
    expectationFor: 'Expectation for {{name}}',
    noTarget: 'No target',
    searchOther: 'Search another SLKI outcome…',
  },
  interventions: {
    label: 'Nursing interventions (SIKI)',
    hint: 'Tick the interventions carried out.',
    searchOther: 'Search another SIKI intervention…',
  },
  expectations: {
    MENINGKAT: 'Increases',
    MENURUN: 'Decreases',
    MEMBAIK: 'Improves',
  },
  picker: {
    searching: 'Searching…',
    noResults: 'No matching code',
    failed: 'Search failed: {{message}}',
    remove: 'Remove {{code}}',
    selected: 'Selected: {{code}} {{name}}',
  },
  suggestions: {
    loading: 'Loading SLKI and SIKI suggestions…',
    failed: 'Suggestions could not be loaded: {{message}}',
    pickDiagnosis: 'Pick an SDKI diagnosis to see suggested outcomes and interventions.',
  },
  save: 'Save Codes',
  saving: 'Saving…',
  savedTitle: 'Record codes saved',
  failedTitle: 'Codes could not be saved',
  unsaved: 'There are unsaved code changes',
  view: {
    title: 'Codes (ICD-10, SDKI, SLKI, SIKI)',
    primary: 'Primary diagnosis',
    secondary: 'Secondary diagnoses',
    nursing: 'Nursing diagnosis',
    outcomes: 'Outcomes (SLKI)',
    interventions: 'Interventions (SIKI)',
    target: 'target {{score}}',
    none: 'This entry has no codes yet.',
  },
  edit: {
    button: 'Edit codes',
    title: 'Edit the record codes',
    cancel: 'Cancel',
  },
}

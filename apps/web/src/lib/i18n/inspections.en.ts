/**
 * The words of the inspection screens (a stay's check-in and check-out inspection, a room type's
 * checklist), loaded with them rather than with the first screen (screen-catalogue.ts):
 * `t('inspections.complete')`. A new key goes here and in inspections.id.ts.
 */
export const inspectionsEn = {
  title: '{{kind}} · Room {{room}}',
  opening: 'Opening the inspection…',
  tenant: 'Tenant: {{name}}',
  completedOn: 'Completed on {{date}} by {{user}}',
  open: 'Open: choose each item’s condition, then complete it',
  markRestGood: 'Mark the rest good',
  notChecked: 'Not checked yet',
  condition: 'Condition of {{item}}',
  notePlaceholder: 'What you see (optional)',
  takePhoto: 'Take photo',
  removePhoto: 'Remove photo',
  confirmRemovePhoto: 'Remove this photo of {{item}}?',
  photoOf: 'Photo of {{item}}',
  photoNotLoaded: 'Photo not loaded',
  atCheckIn: 'At check-in',
  noCheckIn: 'Not on the check-in inspection',
  changesTitle: 'Damaged or missing since check-in',
  noChanges: 'Nothing damaged or missing since check-in',
  deposit: 'Deposit held: {{held}} of {{amount}}',
  depositSettled: 'The deposit is already returned or kept',
  deduct: 'Deduct from deposit',
  deductTitle: 'Deduct for {{item}}',
  deductAmount: 'Amount',
  deductNote: 'Note on the deposit return',
  deductSave: 'Deduct',
  deducted: 'Deducted {{amount}} from the deposit',
  complete: 'Complete',
  confirmComplete: 'Complete this inspection? Its items and photos can no longer change.',
  saved: 'Saved',
  checklistTitle: 'Inspection checklist',
  checklistHelp:
    'The items checked at each check-in and check-out of a room of this type, in order. Inspections already made keep their items.',
  checklistDefault: 'This type has no checklist of its own yet: this is the suggested one.',
  checklistItem: 'Item {{n}}',
  addItem: 'Add item',
  removeItem: 'Remove {{item}}',
  moveUp: 'Move {{item}} up',
  saveChecklist: 'Save checklist',
  checklistSaved: 'Checklist saved',
  /** On the stay's detail. */
  stayTitle: 'Room Inspections',
  /** On the deposit return. */
  recordedDeductions: 'Already deducted (from the check-out inspection)',
};

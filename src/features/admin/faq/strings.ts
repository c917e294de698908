/** What the FAQ screen says (the admin is in English). */
export const faqStrings = {
  loading: 'Loading the FAQ...',
  loadFailed: 'Could not load the FAQ. Please try again.',
  none: 'No questions yet. The home page shows the FAQ once one is published.',
  added: 'Question added.',
  updated: 'Question saved.',
  saveFailed: 'Could not save the question. Please try again.',
  deleteDetail:
    'This removes the question and its answer in every language from the site. It cannot be undone.',
  published: 'Published',
  draft: 'Draft',
  translationHelp: (language: string) =>
    `Both the question and the answer, or neither: without them ${language} visitors read the English.`,
} as const;

/** Text shown by the shared components. */
export const componentStrings = {
  loading: 'Loading...',
  loadingImage: 'Loading image',
  tryAgain: 'Try again',
} as const;

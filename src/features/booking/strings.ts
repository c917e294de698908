/** Text shown by the booking buttons. */
export const bookingStrings = {
  popupBlocked: (link: string) => `Unable to open WhatsApp. Please enable pop-ups or copy this link: ${link}`,
  closeAlert: 'Close alert',
} as const;

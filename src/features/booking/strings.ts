/** Text shown by the booking buttons. */
export const bookingStrings = {
  popupBlocked: (link: string) => `Unable to open WhatsApp. Please enable pop-ups or copy this link: ${link}`,
  closeAlert: 'Close alert',
} as const;

/**
 * The booking panel's title and loading line, shown while its code loads. Everything else the panel says is in
 * panel-strings.ts: this module is bundled with the first visit's code (the build puts every module the entry
 * imports statically in one chunk), so the panel's own text must not be here.
 */
export const bookingPanelShellStrings = {
  title: 'Check availability & price',
  loadingPanel: 'Loading prices and availability…',
} as const;

/** Text shown by the offers feature. */
export const offersStrings = {
  panelTitle: 'Special Offers',
  open: 'View Offers',
  close: 'Close Offers',
  closePanel: 'Close offers panel',
  unavailable: 'The offers could not be loaded. Please check your connection and reload the page.',
  count: (n: number) => `${n} Offers available`,
  noFeatures: 'No features available',
  timeLeft: 'Ends in',
  bookNow: 'Book Now',
  enquiry: (name: string) => `Hi, I am interested in the offer: ${name}`,
} as const;

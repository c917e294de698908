/** What the booking settings and add-ons screen says. */
export const bookingStrings = {
  title: 'Booking settings',
  settingsLoadFailed: 'Could not load the booking settings. Please try again.',
  settingsSaved: 'Booking settings saved.',
  settingsSaveFailed: 'Could not save the booking settings.',
  fixFields: 'Please correct the fields marked below.',
  addOnsLoadFailed: 'Could not load the add-ons. Please try again.',
  addOnSaved: 'Add-on saved.',
  addOnSaveFailed: 'Could not save the add-on.',
  noAddOns: 'No add-ons yet.',
  removeAddOnDetail: 'Visitors will no longer see it. Enquiries already sent keep their price.',
  priceInvalid: 'Enter a price in AED of 0 or more, like 350 or 49.50.',
} as const;

export const unitLabels = { booking: 'per booking', hour: 'per hour', guest: 'per guest' } as const;

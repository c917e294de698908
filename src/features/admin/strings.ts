/** Everything the admin screens say, in one place. */
export const adminStrings = {
  productAdded: 'Product added successfully!',
  productUpdated: 'Product updated successfully!',
  productUpdateFailed: 'Error updating document: try again (or) call Admin',
  productAddFailed: 'Error while adding. Please try again.',
  requiredFields: 'Please fill in all required fields and upload at least one image.',
  noProducts: 'No products found',
  productNotFound: 'Product not found...',
  productLoadFailed: 'Could not load this product. Please try again.',
  deleted: 'Deleted successfully.',
  deleteFailed: 'Failed to delete. Please try again.',
  offerAdded: 'Successfully added.',
  offerAddFailed: 'Error while adding. Please try again.',
  reorderFailed: 'Could not change the order. Please try again.',
  uploadsRemoved: 'The images uploaded for it were removed: press Upload again, then save.',
  pendingNotUploaded: 'Chosen images are added only after you press Upload.',
  enquiriesLoadFailed: 'Could not load the enquiries. Please try again.',
  statusChangeFailed: 'Could not change the status. Please try again.',
  noEnquiries: 'No enquiries here.',
  noOffers: 'No offers yet.',
  noServices: 'No services yet.',
  productsLoadFailed: 'Could not load the yachts. Please try again.',
  offersLoadFailed: 'Could not load the offers. Please try again.',
  servicesLoadFailed: 'Could not load the services. Please try again.',
  serviceAdded: 'Service added.',
  serviceUpdated: 'Service saved.',
  serviceSaveFailed: 'Could not save the service. Please try again.',
} as const;

export interface Flash {
  variant: 'success' | 'danger';
  text: string;
}

/** The notice of when the public pages were last built (publish-status.tsx). */
export const publishStrings = {
  region: 'Public pages',
  builtAt: (when: string) => `Public pages last built ${when} (Dubai time).`,
  upToDate: 'They show the current catalogue.',
  changed:
    'The catalogue has changed since: visitors see the changes once a page has loaded, but the pages themselves ' +
    '(what search engines and a first visit show) still have the old catalogue. Republish the site to update them.',
  unknownChange:
    'Whether the catalogue has changed since is known once the yachts, offers and services have loaded.',
  readFailed: 'Could not read when the public pages were last built. Reload the page to try again.',
} as const;

/** Everything the admin screens say, in one place. */
export const adminStrings = {
  yachtAdded: 'Product added successfully!',
  yachtUpdated: 'Product updated successfully!',
  yachtUpdateFailed: 'Error updating document: try again (or) call Admin',
  yachtAddFailed: 'Error while adding. Please try again.',
  requiredFields: 'Please fill in all required fields and upload at least one image.',
  yachtNotFound: 'Product not found...',
  yachtLoadFailed: 'Could not load this product. Please try again.',
  deleted: 'Deleted successfully.',
  deleteFailed: 'Failed to delete. Please try again.',
  saveFailed: 'Could not save. Please try again.',
  offerAddFailed: 'Error while adding. Please try again.',
  reorderFailed: 'Could not change the order. Please try again.',
  uploadsRemoved: 'The images uploaded for it were removed: press Upload again, then save.',
  pendingNotUploaded: 'Chosen images are added only after you press Upload.',
  /** The yacht form: Save uploads what waits. */
  pendingUploadedBySave: (button: string) => `Chosen photos are uploaded when you press Upload or ${button}.`,
  photosRemovedBySave: 'The photos uploaded for it were removed: save again to upload them again.',
  requiredFieldsWithPhotos: 'Please fill in all required fields.',
  photosNotUploaded: (failures: readonly { message: string }[]) =>
    `The yacht was not saved: ${failures.length === 1 ? 'a photo' : `${failures.length} photos`} could not be ` +
    `uploaded. ${failures.map((failure) => failure.message).join(' ')} Remove ${failures.length === 1 ? 'it' : 'them'} ` +
    'from the list or try again.',
  uploadHelp:
    'JPEG, PNG, WebP or AVIF, up to 25 MB each. Photos are resized in this browser (to 1600 px at most) and ' +
    'published without their location or camera details.',
  enquiriesLoadFailed: 'Could not load the enquiries. Please try again.',
  statusChangeFailed: 'Could not change the status. Please try again.',
  noEnquiries: 'No enquiries here.',
  /** The three list screens whose texts are here (ListTexts); reviews and FAQ have their own strings. */
  yachtList: {
    loading: 'Loading yachts...',
    loadFailed: 'Could not load the yachts. Please try again.',
    none: 'No products found',
    deleteDetail: 'This removes the yacht and its images from the site. It cannot be undone.',
  },
  offerList: {
    loading: 'Loading offers...',
    loadFailed: 'Could not load the offers. Please try again.',
    none: 'No offers yet.',
    deleteDetail: 'This removes the offer and its image from the site. It cannot be undone.',
    added: 'Successfully added.',
  },
  serviceList: {
    loading: 'Loading services...',
    loadFailed: 'Could not load the services. Please try again.',
    none: 'No services yet.',
    deleteDetail:
      'This removes the service, its page and its uploaded image from the site. It cannot be undone.',
    added: 'Service added.',
    updated: 'Service saved.',
    saveFailed: 'Could not save the service. Please try again.',
  },
  /** An item of a list whose stored document could not be read (src/features/admin/unreadable-item.tsx). */
  unreadable: (what: string, id: string) => `This ${what} could not be read (id ${id}).`,
  unreadableReason: (reason: string) => `The stored document is damaged: ${reason}.`,
  unreadableDelete: (what: string, id: string) => `Delete ${what} ${id}`,
  unreadableDeleteQuestion: (what: string) => `Delete this ${what} for good?`,
  unreadableDeleteYes: (what: string, id: string) => `Yes, delete ${what} ${id}`,
  deleting: 'Deleting…',
  keep: 'Keep it',
  /** Asked before leaving a form with unsaved edits (forms/use-unsaved-guard.ts). */
  unsavedChanges: 'This form has changes that are not saved. Leave and lose them?',
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

const quoted = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** What the photo uploader says: each message names the file and what to do. */
export const uploadStrings = {
  notAccepted: (names: readonly string[]) =>
    `${quoted(names)} ${names.length === 1 ? 'is' : 'are'} not accepted: only JPEG, PNG, WebP or AVIF images can be uploaded.`,
  heic: (name: string) =>
    `“${name}” is a HEIC photo, which browsers cannot read. On an iPhone, set Settings › Camera › Formats › ` +
    'Most Compatible, or export the photo as JPEG, and choose it again.',
  tooLarge: (name: string, bytes: number) =>
    `“${name}” is ${megabytes(bytes)}: a photo may be at most 25 MB. Export it smaller (or as JPEG) and choose it again.`,
  unreadable: (name: string) =>
    `“${name}” could not be read as an image: the file may be damaged, or not really a JPEG, PNG, WebP or AVIF.`,
  tooSmall: (name: string, width: number) =>
    `“${name}” is only ${width} px wide: choose a photo at least 10 px wide.`,
  stillTooLarge: (name: string) =>
    `“${name}” is still 5 MB or more after resizing. Choose a simpler or smaller photo.`,
  cannotResize:
    'This browser cannot resize photos. Use a current version of Chrome, Edge, Firefox or Safari.',
  network: (name: string) =>
    `“${name}” could not be uploaded: the connection failed. Check it and try again.`,
  permission: (name: string) =>
    `“${name}” could not be uploaded: this account may not upload photos. Sign in again as the operator.`,
  failed: (name: string) => `“${name}” could not be uploaded. Please try again.`,
} as const;

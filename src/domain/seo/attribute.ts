/** The attribute that marks the elements a page owns, so the browser replaces them on the next page. */
export const PAGE_META_ATTRIBUTE = 'data-page-meta';

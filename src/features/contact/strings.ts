/** Text shown by the contact page. */
export const contactStrings = {
  title: 'Contact',
  heading: 'Contact us',
} as const;

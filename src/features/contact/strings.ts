/** Text shown by the contact page. */
export const contactStrings = {
  metaDescription:
    'Contact Marina Luxe Yachts at Pier 7, Dubai Marina Walk: call, WhatsApp or email us, open every day 8 AM–12 PM, or request a call back.',
  title: 'Contact',
  heading: 'Contact us',
} as const;

import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** Text shown by the contact page. */
export const contactStrings = translated({
  metaDescription: msg`Contact Marina Luxe Yachts at Pier 7, Dubai Marina Walk: call, WhatsApp or email us, open every day 8 AM–12 PM, or request a call back.`,
  title: msg`Contact`,
  heading: msg`Contact us`,
  getInTouch: msg`Get in touch`,
  viewOnMap: msg`View on the map`,
  phone: msg`Phone`,
  email: msg`Email`,
  hours: msg`Hours`,
});

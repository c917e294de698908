import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** The pages Stripe's payment page sends a client back to (docs/decisions/0037-deposits.md). */
export const depositStrings = translated({
  paidTitle: msg`Deposit received`,
  paidHeading: msg`Thank you: your deposit is paid`,
  paidText: msg`Your payment went through. We hold the yacht for you and will message you on WhatsApp with the details of your charter.`,
  unpaidTitle: msg`Deposit not paid`,
  unpaidHeading: msg`Your deposit was not paid`,
  unpaidText: msg`The payment page was closed before paying, so nothing was charged. The yacht is held only until the link expires: open the link we sent you again, or message us on WhatsApp for a new one.`,
  reference: (reference: string) => msg`Your booking reference: ${reference}`,
  home: msg`Back to the home page`,
  contact: msg`Contact us`,
});

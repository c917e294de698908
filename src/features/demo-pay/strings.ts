import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** The demo backend's payment page, its stand-in for Stripe's (docs/decisions/0048-demo-payment-page.md). */
export const demoPayStrings = translated({
  title: msg`Demo payment`,
  description: msg`The demo site's payment page: no real money moves.`,
  loading: msg`Loading the payment…`,
  loadFailed: msg`The payment could not be loaded. Check your connection and try again.`,
  tryAgain: msg`Try again`,
  demoHeading: msg`Demo payment page`,
  demoText: msg`This site runs in demo mode: this page stands in for the card payment page. No real money moves and no card is charged.`,
  heading: msg`Pay the balance of your charter`,
  reference: msg`Charter reference`,
  yacht: msg`Yacht`,
  total: msg`Total`,
  paid: msg`Paid so far`,
  amount: msg`Amount to pay now`,
  pay: (amount: string) => msg`Pay ${amount}`,
  paying: msg`Paying…`,
  decline: msg`Simulate a declined card`,
  cancel: msg`Cancel`,
  declined: msg`Your card was declined (simulated). Nothing was charged: try again, or cancel.`,
  refused: msg`This payment link can no longer be used. Go back to your charter page to get a new one.`,
  failed: msg`The payment could not be made. Check your connection and try again.`,
  unavailableHeading: msg`This payment page is not available`,
  unavailableText: msg`The link is unknown. Open your charter page, or contact us for a new link.`,
  paidHeading: msg`This balance is paid`,
  expiredHeading: msg`This payment link has expired`,
  expiredText: msg`Nothing was charged. Your charter page gives you a new link.`,
  backToCharter: msg`Back to your charter page`,
  home: msg`Back to the home page`,
});

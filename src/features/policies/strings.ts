import { msg, plural } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** Text of the booking policies page: what a visitor agrees to when a charter is confirmed. */
export const policiesStrings = translated({
  metaDescription: msg`Our yacht charter booking policies in Dubai: cancellation and rescheduling, bad weather, deposit and balance, and the guest ID rules of the UAE Coast Guard.`,
  title: msg`Booking policies`,
  heading: msg`Booking policies`,
  intro: msg`Plain rules for every charter: what happens if your plans change, if the weather turns, how you pay, and what the UAE Coast Guard asks of every guest. Questions? Message us on WhatsApp before you book.`,
  sections: [
    {
      anchor: 'cancellation',
      heading: msg`Cancellation`,
      // The tiers and the free move come from the booking settings (policies-page.tsx).
      paragraphs: [
        msg`Charters are booked by the hour and start on time: time lost to a late arrival cannot be added at the end when another group is booked after you.`,
      ],
    },
    {
      anchor: 'weather',
      heading: msg`Weather and sea conditions`,
      paragraphs: [
        msg`Your safety comes first. When the UAE Coast Guard or the Dubai Maritime Authority closes the sea to leisure boats, or the captain judges that wind, waves or visibility make the trip unsafe, the charter does not leave.`,
        msg`If we cancel for the weather before departure, everything you have paid becomes a credit valid for 12 months, with its own code, or you choose a new date at no extra cost. If a trip has to return early for safety, the unused time is rescheduled or refunded in proportion.`,
        msg`The captain decides on the day and tells you as early as possible, usually by WhatsApp. Heat, a light haze or a little rain that do not stop the boat from sailing safely are not grounds for a refund.`,
      ],
    },
    {
      anchor: 'deposit',
      heading: msg`Deposit and balance`,
      paragraphs: [
        msg`A charter is confirmed when we have your deposit. The deposit is the percentage of the total shown in your quote when you book, and your reference (such as MLY-7K2Q9P) is on every message about it.`,
        msg`Extras ordered on the day (more time, more guests within the yacht\u2019s capacity, add-ons) are charged at the prices in force and paid before the end of the charter.`,
      ],
    },
    {
      anchor: 'guest-id',
      heading: msg`Guest ID for the UAE Coast Guard`,
      paragraphs: [
        msg`UAE law requires a passenger list (manifest) for every trip. Before departure, every guest, children and infants included, shows an original, valid Emirates ID (for residents) or passport (for visitors). Photos or copies of documents are not accepted.`,
        msg`Please send the full names of your guests at least 24 hours before departure, so the manifest is ready; the crew checks each document at boarding. A guest without an original ID cannot board, and the charter leaves on time with the others.`,
        msg`The Coast Guard may stop and inspect any vessel at sea. The number of guests may never exceed the capacity of the yacht, whatever their age.`,
      ],
    },
  ],
  hours: (count: number) => msg`${plural(count, { one: '# hour', other: '# hours' })}`,
  refundTier: (hours: string, percent: number) =>
    msg`Cancelled ${hours} or more before your departure time (Dubai time): ${percent}% of what you have paid is refunded.`,
  refundUntilDeparture: (percent: number) =>
    msg`Cancelled any time before departure: ${percent}% of what you have paid is refunded.`,
  noRefund: (hours: string) =>
    msg`Cancelled less than ${hours} before departure, or guests who do not arrive: nothing is refunded. By then the yacht and crew have been held for you and turned other guests away.`,
  freeMove: (hours: string) =>
    msg`Moving a confirmed charter to another date is free once, up to ${hours} before departure, subject to the yacht being free.`,
  balance: (hours: string) =>
    msg`The balance is due ${hours} before departure: online with the link we send, or by card, bank transfer or cash in AED. Prices are in UAE dirhams and include or add 5% VAT as your quote states.`,
  balanceAtBoarding: msg`The balance is paid before boarding, at the latest at the marina before the yacht leaves: online with the link we send, or by card, bank transfer or cash in AED. Prices are in UAE dirhams and include or add 5% VAT as your quote states.`,
  questions: msg`Questions about these rules?`,
  contactUs: msg`Contact us`,
});

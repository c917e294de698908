import { msg, plural } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/**
 * Text of the home page's sections below the fleet: occasions, why book with us, reviews and the FAQ. They load
 * with their code when the visitor nears them (home-sections.tsx), so their messages are in the later catalogue.
 */
export const homeSectionsStrings = translated({
  occasionsHeading: msg`Charters for every occasion`,
  occasionsIntro: msg`Choose a package made for your celebration, or any yacht of the fleet for your own plan.`,
  /** Under an occasion that has no package: its link goes to the fleet. */
  chooseAYacht: msg`Choose a yacht`,
  occasionBirthday: msg`Birthday`,
  occasionBirthdayText: msg`Decorations in your colours, a cake and your music on the water.`,
  occasionProposal: msg`Proposal`,
  occasionProposalText: msg`A private deck and the Marina's lights for the question that matters.`,
  occasionHoneymoon: msg`Anniversary & honeymoon`,
  occasionHoneymoonText: msg`Time for the two of you, away from the crowds.`,
  occasionParty: msg`Party`,
  occasionPartyText: msg`Music, drinks and room to dance with your friends.`,
  occasionBachelor: msg`Bachelor & bachelorette`,
  occasionBachelorText: msg`Celebrate with your closest friends before the big day.`,
  occasionSightseeing: msg`Burj Al Arab & Atlantis`,
  occasionSightseeingText: msg`Cruise past Dubai's landmarks from the sea.`,
  occasionCorporate: msg`Corporate events`,
  occasionCorporateText: msg`Team days and evenings with clients on board.`,
  occasionSunset: msg`Sunset cruise`,
  occasionSunsetText: msg`The golden hour over the Marina and the Palm.`,
  occasionFamily: msg`Family day`,
  occasionFamilyText: msg`A relaxed day on the water for every age.`,
  occasionFishing: msg`Fishing trip`,
  occasionFishingText: msg`Head out to sea with a line in the water; tell us when you book.`,

  whyHeading: msg`Why book with us`,
  whyLicenceTitle: msg`Licensed charters`,
  whyLicenceText: msg`Every charter sails with a licensed captain on a yacht registered for charter in Dubai.`,
  whyCrewTitle: msg`Captain and crew included`,
  whyCrewText: msg`Your crew handles the yacht, the route and the mooring, so you and your guests can enjoy the day.`,
  whyIncludedTitle: msg`Clear about what is included`,
  whyIncludedText: msg`Each yacht and package lists what is on board, and the price you see shows VAT, the deposit and the balance before you send a request.`,
  whySafetyTitle: msg`Safety first`,
  whySafetyText: msg`Life jackets for every guest and a safety briefing before leaving the pier; the captain decides on the weather, and our policies say what happens if we cannot sail.`,

  reviewsHeading: msg`What our guests say`,
  /** The reviews' average and count: "4.7 out of 5 from 12 reviews". */
  ratingSummary: (average: string, count: number) =>
    msg`${average} out of 5 from ${plural(count, { one: '# review', other: '# reviews' })}`,
  /** A review's stars, for screen readers. */
  ratedOutOf: (rating: number) => msg`Rated ${rating} out of 5`,
  /** After a review shown in the language its guest wrote it in, which is not the page's. */
  inEnglish: msg`(in English)`,
  inArabic: msg`(in Arabic)`,
  inRussian: msg`(in Russian)`,
  /** After a review shown in our translation. */
  translatedByUs: msg`(translated)`,
  reviewOccasionBirthday: msg`Birthday`,
  reviewOccasionProposal: msg`Proposal`,
  reviewOccasionAnniversary: msg`Anniversary`,
  reviewOccasionHoneymoon: msg`Honeymoon`,
  reviewOccasionBachelor: msg`Bachelor or bachelorette party`,
  reviewOccasionParty: msg`Party`,
  reviewOccasionCorporate: msg`Corporate event`,
  reviewOccasionSunset: msg`Sunset cruise`,
  reviewOccasionFamily: msg`Family day`,
  reviewOccasionFishing: msg`Fishing trip`,
  reviewOccasionSightseeing: msg`Sightseeing`,
  reviewOccasionOther: msg`Charter`,

  faqHeading: msg`Frequently asked questions`,
});

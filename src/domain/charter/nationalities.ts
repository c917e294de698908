/**
 * The nationalities a guest may pick: ISO 3166-1 alpha-2 codes (uninhabited territories left out, Kosovo's
 * user-assigned XK added), named in the page's language by the platform (`Intl.DisplayNames`), so no list of names
 * is shipped.
 */
const CODES =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA ' +
  'CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ IR IS IT JE JM JO JP KE ' +
  'KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS ' +
  'MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW';

export const NATIONALITY_CODES: readonly string[] = CODES.split(' ');

/** The Gulf's nationalities, first in the list: most guests on a Dubai charter hold one of them. */
export const NEAR_NATIONALITIES: readonly string[] = ['AE', 'SA', 'KW', 'QA', 'BH', 'OM'];

export interface NationalityOption {
  code: string;
  name: string;
}

/**
 * The nationalities named in `intlLocale` (`ar-AE`, `ru-RU`), the Gulf's first, then the rest in that language's
 * alphabetical order; a code the platform cannot name is shown as itself.
 */
export function nationalityOptions(intlLocale: string): {
  near: NationalityOption[];
  all: NationalityOption[];
} {
  const names = new Intl.DisplayNames([intlLocale], { type: 'region', fallback: 'code' });
  const named = (code: string): NationalityOption => ({ code, name: names.of(code) ?? code });
  const collator = new Intl.Collator(intlLocale);
  return {
    near: NEAR_NATIONALITIES.map(named),
    all: NATIONALITY_CODES.map(named).sort((a, b) => collator.compare(a.name, b.name)),
  };
}

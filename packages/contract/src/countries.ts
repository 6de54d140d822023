/**
 * Countries by their ISO 3166-1 alpha-2 codes: a tenant's nationality (`nationality`, 'ID' for
 * Indonesians) and the APOA list of foreign guests (modules/resident-register). Names come from
 * the runtime's own Unicode data (Intl.DisplayNames), in either language, so no list of names is
 * shipped. Zod-free: the web's country picker reads it too.
 */

/** Indonesia: the default nationality, and the one the APOA list leaves out. */
export const INDONESIA = 'ID';

/** Every officially assigned ISO 3166-1 alpha-2 code (249). */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET ' +
  'FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ' +
  'ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM ' +
  'PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ ' +
  'TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const KNOWN = new Set(COUNTRY_CODES);

/** Whether text is the code of a country (two capital letters, assigned). */
export const isCountryCode = (text: string) => KNOWN.has(text);

const namers = new Map<string, Intl.DisplayNames>();

/** A country's name in a language ('id': "Amerika Serikat", 'en': "United States"); the code when unknown. */
export function countryName(code: string, language: 'id' | 'en'): string {
  if (!code) return '';
  let namer = namers.get(language);
  if (!namer) {
    namer = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    namers.set(language, namer);
  }
  try {
    return namer.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The countries to choose from, named in a language: Indonesia first, then by name. */
export function countryChoices(language: 'id' | 'en'): { code: string; name: string }[] {
  const collator = new Intl.Collator(language);
  const others = COUNTRY_CODES.filter((c) => c !== INDONESIA)
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [{ code: INDONESIA, name: countryName(INDONESIA, language) }, ...others];
}

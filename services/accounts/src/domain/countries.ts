// Every country and territory a member can choose (ISO 3166-1 plus Kosovo), with stable ids and dial codes.
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/max';

export interface Country {
  readonly id: number;
  /** ISO 3166-1 alpha-2 (XK for Kosovo, the code in common use). */
  readonly countryCode: string;
  readonly countryName: string;
  /** International calling code with its plus sign, e.g. "+44". */
  readonly dialCode: string;
  readonly isEnable: boolean;
}

/*
 * Ids are stored in other records (payout addresses, payout-state rows), so they never change and are never reused;
 * a new country takes the next free id (251 and up), and a renamed one keeps its id.
 *
 * The spec fixes three ids, the countries whose payout addresses choose a state: 13 Australia, 229 United States,
 * 242 Canada. Every other entry was numbered 1 to 250 in English alphabetical order, skipping those three.
 * See docs/decisions/0005-countries-and-postal-codes.md.
 *
 * Rows are in alphabetical order of name: [id, alpha-2, English name].
 */
const TABLE: ReadonlyArray<readonly [number, string, string]> = [
  [1, 'AF', 'Afghanistan'],
  [2, 'AX', 'Åland Islands'],
  [3, 'AL', 'Albania'],
  [4, 'DZ', 'Algeria'],
  [5, 'AS', 'American Samoa'],
  [6, 'AD', 'Andorra'],
  [7, 'AO', 'Angola'],
  [8, 'AI', 'Anguilla'],
  [9, 'AQ', 'Antarctica'],
  [10, 'AG', 'Antigua and Barbuda'],
  [11, 'AR', 'Argentina'],
  [12, 'AM', 'Armenia'],
  [14, 'AW', 'Aruba'],
  [13, 'AU', 'Australia'],
  [15, 'AT', 'Austria'],
  [16, 'AZ', 'Azerbaijan'],
  [17, 'BS', 'Bahamas'],
  [18, 'BH', 'Bahrain'],
  [19, 'BD', 'Bangladesh'],
  [20, 'BB', 'Barbados'],
  [21, 'BY', 'Belarus'],
  [22, 'BE', 'Belgium'],
  [23, 'BZ', 'Belize'],
  [24, 'BJ', 'Benin'],
  [25, 'BM', 'Bermuda'],
  [26, 'BT', 'Bhutan'],
  [27, 'BO', 'Bolivia'],
  [28, 'BQ', 'Bonaire, Sint Eustatius and Saba'],
  [29, 'BA', 'Bosnia and Herzegovina'],
  [30, 'BW', 'Botswana'],
  [31, 'BV', 'Bouvet Island'],
  [32, 'BR', 'Brazil'],
  [33, 'IO', 'British Indian Ocean Territory'],
  [34, 'VG', 'British Virgin Islands'],
  [35, 'BN', 'Brunei'],
  [36, 'BG', 'Bulgaria'],
  [37, 'BF', 'Burkina Faso'],
  [38, 'BI', 'Burundi'],
  [39, 'CV', 'Cabo Verde'],
  [40, 'KH', 'Cambodia'],
  [41, 'CM', 'Cameroon'],
  [242, 'CA', 'Canada'],
  [42, 'KY', 'Cayman Islands'],
  [43, 'CF', 'Central African Republic'],
  [44, 'TD', 'Chad'],
  [45, 'CL', 'Chile'],
  [46, 'CN', 'China'],
  [47, 'CX', 'Christmas Island'],
  [48, 'CC', 'Cocos (Keeling) Islands'],
  [49, 'CO', 'Colombia'],
  [50, 'KM', 'Comoros'],
  [51, 'CG', 'Congo'],
  [52, 'CD', 'Congo (Democratic Republic)'],
  [53, 'CK', 'Cook Islands'],
  [54, 'CR', 'Costa Rica'],
  [55, 'CI', "Côte d'Ivoire"],
  [56, 'HR', 'Croatia'],
  [57, 'CU', 'Cuba'],
  [58, 'CW', 'Curaçao'],
  [59, 'CY', 'Cyprus'],
  [60, 'CZ', 'Czechia'],
  [61, 'DK', 'Denmark'],
  [62, 'DJ', 'Djibouti'],
  [63, 'DM', 'Dominica'],
  [64, 'DO', 'Dominican Republic'],
  [65, 'EC', 'Ecuador'],
  [66, 'EG', 'Egypt'],
  [67, 'SV', 'El Salvador'],
  [68, 'GQ', 'Equatorial Guinea'],
  [69, 'ER', 'Eritrea'],
  [70, 'EE', 'Estonia'],
  [71, 'SZ', 'Eswatini'],
  [72, 'ET', 'Ethiopia'],
  [73, 'FK', 'Falkland Islands'],
  [74, 'FO', 'Faroe Islands'],
  [75, 'FJ', 'Fiji'],
  [76, 'FI', 'Finland'],
  [77, 'FR', 'France'],
  [78, 'GF', 'French Guiana'],
  [79, 'PF', 'French Polynesia'],
  [80, 'TF', 'French Southern Territories'],
  [81, 'GA', 'Gabon'],
  [82, 'GM', 'Gambia'],
  [83, 'GE', 'Georgia'],
  [84, 'DE', 'Germany'],
  [85, 'GH', 'Ghana'],
  [86, 'GI', 'Gibraltar'],
  [87, 'GR', 'Greece'],
  [88, 'GL', 'Greenland'],
  [89, 'GD', 'Grenada'],
  [90, 'GP', 'Guadeloupe'],
  [91, 'GU', 'Guam'],
  [92, 'GT', 'Guatemala'],
  [93, 'GG', 'Guernsey'],
  [94, 'GN', 'Guinea'],
  [95, 'GW', 'Guinea-Bissau'],
  [96, 'GY', 'Guyana'],
  [97, 'HT', 'Haiti'],
  [98, 'HM', 'Heard Island and McDonald Islands'],
  [99, 'HN', 'Honduras'],
  [100, 'HK', 'Hong Kong'],
  [101, 'HU', 'Hungary'],
  [102, 'IS', 'Iceland'],
  [103, 'IN', 'India'],
  [104, 'ID', 'Indonesia'],
  [105, 'IR', 'Iran'],
  [106, 'IQ', 'Iraq'],
  [107, 'IE', 'Ireland'],
  [108, 'IM', 'Isle of Man'],
  [109, 'IL', 'Israel'],
  [110, 'IT', 'Italy'],
  [111, 'JM', 'Jamaica'],
  [112, 'JP', 'Japan'],
  [113, 'JE', 'Jersey'],
  [114, 'JO', 'Jordan'],
  [115, 'KZ', 'Kazakhstan'],
  [116, 'KE', 'Kenya'],
  [117, 'KI', 'Kiribati'],
  [118, 'XK', 'Kosovo'],
  [119, 'KW', 'Kuwait'],
  [120, 'KG', 'Kyrgyzstan'],
  [121, 'LA', 'Laos'],
  [122, 'LV', 'Latvia'],
  [123, 'LB', 'Lebanon'],
  [124, 'LS', 'Lesotho'],
  [125, 'LR', 'Liberia'],
  [126, 'LY', 'Libya'],
  [127, 'LI', 'Liechtenstein'],
  [128, 'LT', 'Lithuania'],
  [129, 'LU', 'Luxembourg'],
  [130, 'MO', 'Macao'],
  [131, 'MG', 'Madagascar'],
  [132, 'MW', 'Malawi'],
  [133, 'MY', 'Malaysia'],
  [134, 'MV', 'Maldives'],
  [135, 'ML', 'Mali'],
  [136, 'MT', 'Malta'],
  [137, 'MH', 'Marshall Islands'],
  [138, 'MQ', 'Martinique'],
  [139, 'MR', 'Mauritania'],
  [140, 'MU', 'Mauritius'],
  [141, 'YT', 'Mayotte'],
  [142, 'MX', 'Mexico'],
  [143, 'FM', 'Micronesia'],
  [144, 'MD', 'Moldova'],
  [145, 'MC', 'Monaco'],
  [146, 'MN', 'Mongolia'],
  [147, 'ME', 'Montenegro'],
  [148, 'MS', 'Montserrat'],
  [149, 'MA', 'Morocco'],
  [150, 'MZ', 'Mozambique'],
  [151, 'MM', 'Myanmar'],
  [152, 'NA', 'Namibia'],
  [153, 'NR', 'Nauru'],
  [154, 'NP', 'Nepal'],
  [155, 'NL', 'Netherlands'],
  [156, 'NC', 'New Caledonia'],
  [157, 'NZ', 'New Zealand'],
  [158, 'NI', 'Nicaragua'],
  [159, 'NE', 'Niger'],
  [160, 'NG', 'Nigeria'],
  [161, 'NU', 'Niue'],
  [162, 'NF', 'Norfolk Island'],
  [163, 'KP', 'North Korea'],
  [164, 'MK', 'North Macedonia'],
  [165, 'MP', 'Northern Mariana Islands'],
  [166, 'NO', 'Norway'],
  [167, 'OM', 'Oman'],
  [168, 'PK', 'Pakistan'],
  [169, 'PW', 'Palau'],
  [170, 'PS', 'Palestine'],
  [171, 'PA', 'Panama'],
  [172, 'PG', 'Papua New Guinea'],
  [173, 'PY', 'Paraguay'],
  [174, 'PE', 'Peru'],
  [175, 'PH', 'Philippines'],
  [176, 'PN', 'Pitcairn Islands'],
  [177, 'PL', 'Poland'],
  [178, 'PT', 'Portugal'],
  [179, 'PR', 'Puerto Rico'],
  [180, 'QA', 'Qatar'],
  [181, 'RE', 'Réunion'],
  [182, 'RO', 'Romania'],
  [183, 'RU', 'Russia'],
  [184, 'RW', 'Rwanda'],
  [185, 'BL', 'Saint Barthélemy'],
  [186, 'SH', 'Saint Helena, Ascension and Tristan da Cunha'],
  [187, 'KN', 'Saint Kitts and Nevis'],
  [188, 'LC', 'Saint Lucia'],
  [189, 'MF', 'Saint Martin'],
  [190, 'PM', 'Saint Pierre and Miquelon'],
  [191, 'VC', 'Saint Vincent and the Grenadines'],
  [192, 'WS', 'Samoa'],
  [193, 'SM', 'San Marino'],
  [194, 'ST', 'São Tomé and Príncipe'],
  [195, 'SA', 'Saudi Arabia'],
  [196, 'SN', 'Senegal'],
  [197, 'RS', 'Serbia'],
  [198, 'SC', 'Seychelles'],
  [199, 'SL', 'Sierra Leone'],
  [200, 'SG', 'Singapore'],
  [201, 'SX', 'Sint Maarten'],
  [202, 'SK', 'Slovakia'],
  [203, 'SI', 'Slovenia'],
  [204, 'SB', 'Solomon Islands'],
  [205, 'SO', 'Somalia'],
  [206, 'ZA', 'South Africa'],
  [207, 'GS', 'South Georgia and the South Sandwich Islands'],
  [208, 'KR', 'South Korea'],
  [209, 'SS', 'South Sudan'],
  [210, 'ES', 'Spain'],
  [211, 'LK', 'Sri Lanka'],
  [212, 'SD', 'Sudan'],
  [213, 'SR', 'Suriname'],
  [214, 'SJ', 'Svalbard and Jan Mayen'],
  [215, 'SE', 'Sweden'],
  [216, 'CH', 'Switzerland'],
  [217, 'SY', 'Syria'],
  [218, 'TW', 'Taiwan'],
  [219, 'TJ', 'Tajikistan'],
  [220, 'TZ', 'Tanzania'],
  [221, 'TH', 'Thailand'],
  [222, 'TL', 'Timor-Leste'],
  [223, 'TG', 'Togo'],
  [224, 'TK', 'Tokelau'],
  [225, 'TO', 'Tonga'],
  [226, 'TT', 'Trinidad and Tobago'],
  [227, 'TN', 'Tunisia'],
  [228, 'TR', 'Türkiye'],
  [230, 'TM', 'Turkmenistan'],
  [231, 'TC', 'Turks and Caicos Islands'],
  [232, 'TV', 'Tuvalu'],
  [233, 'UG', 'Uganda'],
  [234, 'UA', 'Ukraine'],
  [235, 'AE', 'United Arab Emirates'],
  [236, 'GB', 'United Kingdom'],
  [229, 'US', 'United States'],
  [237, 'UM', 'United States Minor Outlying Islands'],
  [238, 'VI', 'United States Virgin Islands'],
  [239, 'UY', 'Uruguay'],
  [240, 'UZ', 'Uzbekistan'],
  [241, 'VU', 'Vanuatu'],
  [243, 'VA', 'Vatican City'],
  [244, 'VE', 'Venezuela'],
  [245, 'VN', 'Vietnam'],
  [246, 'WF', 'Wallis and Futuna'],
  [247, 'EH', 'Western Sahara'],
  [248, 'YE', 'Yemen'],
  [249, 'ZM', 'Zambia'],
  [250, 'ZW', 'Zimbabwe'],
];

/** Places libphonenumber-js has no numbering plan for; each uses another country's calling code. */
const BORROWED_DIAL_CODES: Readonly<Record<string, string>> = {
  AQ: '+672', // Antarctica: Australian bases, shared with Norfolk Island
  BV: '+47', // Bouvet Island: Norway
  GS: '+500', // South Georgia: the Falkland Islands' code
  HM: '+672', // Heard and McDonald Islands: Australian, as Antarctica
  PN: '+64', // Pitcairn Islands: New Zealand
  TF: '+262', // French Southern Territories: Réunion
  UM: '+1', // U.S. Minor Outlying Islands: the United States
};

function dialCodeOf(countryCode: string): string {
  if (isSupportedCountry(countryCode)) return `+${getCountryCallingCode(countryCode)}`;
  const borrowed = BORROWED_DIAL_CODES[countryCode];
  if (!borrowed) throw new Error(`No dial code for country ${countryCode}`);
  return borrowed;
}

export const COUNTRIES: readonly Country[] = Object.freeze(
  TABLE.map(([id, countryCode, countryName]) =>
    Object.freeze({ id, countryCode, countryName, dialCode: dialCodeOf(countryCode), isEnable: true }),
  ),
);

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((country) => [country.countryCode, country]));

/** The legacy data's non-ISO spellings: 'UK' and 'GBR' for the United Kingdom, 'UAE' for the Emirates. */
const ALIASES: Readonly<Record<string, string>> = { UK: 'GB', GBR: 'GB', UAE: 'AE' };

/** The ISO alpha-2 code for a country code in any case and spacing, or undefined when it names no country we list. */
export function normaliseCountryCode(input: string | null | undefined): string | undefined {
  const code = (input ?? '').trim().toUpperCase();
  const alpha2 = ALIASES[code] ?? code;
  return BY_CODE.has(alpha2) ? alpha2 : undefined;
}

/** The country for a code (alpha-2 or one of the aliases above), if any. */
export function findCountryByCode(code: string | null | undefined): Country | undefined {
  const alpha2 = normaliseCountryCode(code);
  return alpha2 === undefined ? undefined : BY_CODE.get(alpha2);
}

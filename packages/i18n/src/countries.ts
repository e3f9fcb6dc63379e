/**
 * Countries for the phone-number country selector.
 *
 * Every ISO 3166-1 country or territory that has an ITU-T E.164 dial code, plus Kosovo (XK, +383).
 * ISO entries with no dial code of their own (AQ, BV, GS, HM, TF, UM) are left out.
 * For NANP members other than the US and Canada the dial code is the full "1 + area code" (e.g. '1876').
 */

import { toLatinDigits } from './digits';

export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  key: string;
  /** Digits only, no plus, e.g. '966'; for NANP territories the full code like '1876'. */
  dial: string;
  name: { ar: string; en: string };
}

export type CountryLang = 'ar' | 'en';

/** One option of the country selector, in one language. */
export interface CountryEntry {
  /** Two-letter key, e.g. 'SA'. */
  key: string;
  /** The plain country name in the selected language. */
  name: string;
  /** `Name (+966)`; the bracketed dial code is wrapped in FSI…PDI so it renders correctly inside Arabic text. */
  label: string;
  /** Digits-only dial code, e.g. '966'. */
  phone_code: string;
}

export const DEFAULT_COUNTRY_KEY = 'SA';

/** The countries pinned to the top of the list, in this order. */
const PINNED_KEYS = ['SA', 'LY'] as const;

type Row = readonly [key: string, dial: string, en: string, ar: string];

const ROWS: readonly Row[] = [
  ['AD', '376', 'Andorra', 'أندورا'],
  ['AE', '971', 'United Arab Emirates', 'الإمارات العربية المتحدة'],
  ['AF', '93', 'Afghanistan', 'أفغانستان'],
  ['AG', '1268', 'Antigua and Barbuda', 'أنتيغوا وباربودا'],
  ['AI', '1264', 'Anguilla', 'أنغويلا'],
  ['AL', '355', 'Albania', 'ألبانيا'],
  ['AM', '374', 'Armenia', 'أرمينيا'],
  ['AO', '244', 'Angola', 'أنغولا'],
  ['AR', '54', 'Argentina', 'الأرجنتين'],
  ['AS', '1684', 'American Samoa', 'ساموا الأمريكية'],
  ['AT', '43', 'Austria', 'النمسا'],
  ['AU', '61', 'Australia', 'أستراليا'],
  ['AW', '297', 'Aruba', 'أروبا'],
  ['AX', '358', 'Åland Islands', 'جزر أولاند'],
  ['AZ', '994', 'Azerbaijan', 'أذربيجان'],
  ['BA', '387', 'Bosnia and Herzegovina', 'البوسنة والهرسك'],
  ['BB', '1246', 'Barbados', 'باربادوس'],
  ['BD', '880', 'Bangladesh', 'بنغلاديش'],
  ['BE', '32', 'Belgium', 'بلجيكا'],
  ['BF', '226', 'Burkina Faso', 'بوركينا فاسو'],
  ['BG', '359', 'Bulgaria', 'بلغاريا'],
  ['BH', '973', 'Bahrain', 'البحرين'],
  ['BI', '257', 'Burundi', 'بوروندي'],
  ['BJ', '229', 'Benin', 'بنين'],
  ['BL', '590', 'Saint Barthélemy', 'سان بارتيلمي'],
  ['BM', '1441', 'Bermuda', 'برمودا'],
  ['BN', '673', 'Brunei', 'بروناي'],
  ['BO', '591', 'Bolivia', 'بوليفيا'],
  ['BQ', '599', 'Caribbean Netherlands', 'هولندا الكاريبية'],
  ['BR', '55', 'Brazil', 'البرازيل'],
  ['BS', '1242', 'Bahamas', 'جزر البهاما'],
  ['BT', '975', 'Bhutan', 'بوتان'],
  ['BW', '267', 'Botswana', 'بوتسوانا'],
  ['BY', '375', 'Belarus', 'بيلاروسيا'],
  ['BZ', '501', 'Belize', 'بليز'],
  ['CA', '1', 'Canada', 'كندا'],
  ['CC', '61', 'Cocos (Keeling) Islands', 'جزر كوكوس (كيلينغ)'],
  ['CD', '243', 'Congo - Kinshasa', 'الكونغو - كينشاسا'],
  ['CF', '236', 'Central African Republic', 'جمهورية أفريقيا الوسطى'],
  ['CG', '242', 'Congo - Brazzaville', 'الكونغو - برازافيل'],
  ['CH', '41', 'Switzerland', 'سويسرا'],
  ['CI', '225', "Côte d'Ivoire", 'ساحل العاج'],
  ['CK', '682', 'Cook Islands', 'جزر كوك'],
  ['CL', '56', 'Chile', 'تشيلي'],
  ['CM', '237', 'Cameroon', 'الكاميرون'],
  ['CN', '86', 'China', 'الصين'],
  ['CO', '57', 'Colombia', 'كولومبيا'],
  ['CR', '506', 'Costa Rica', 'كوستاريكا'],
  ['CU', '53', 'Cuba', 'كوبا'],
  ['CV', '238', 'Cape Verde', 'الرأس الأخضر'],
  ['CW', '599', 'Curaçao', 'كوراساو'],
  ['CX', '61', 'Christmas Island', 'جزيرة كريسماس'],
  ['CY', '357', 'Cyprus', 'قبرص'],
  ['CZ', '420', 'Czechia', 'التشيك'],
  ['DE', '49', 'Germany', 'ألمانيا'],
  ['DJ', '253', 'Djibouti', 'جيبوتي'],
  ['DK', '45', 'Denmark', 'الدنمارك'],
  ['DM', '1767', 'Dominica', 'دومينيكا'],
  ['DO', '1809', 'Dominican Republic', 'جمهورية الدومينيكان'],
  ['DZ', '213', 'Algeria', 'الجزائر'],
  ['EC', '593', 'Ecuador', 'الإكوادور'],
  ['EE', '372', 'Estonia', 'إستونيا'],
  ['EG', '20', 'Egypt', 'مصر'],
  ['EH', '212', 'Western Sahara', 'الصحراء الغربية'],
  ['ER', '291', 'Eritrea', 'إريتريا'],
  ['ES', '34', 'Spain', 'إسبانيا'],
  ['ET', '251', 'Ethiopia', 'إثيوبيا'],
  ['FI', '358', 'Finland', 'فنلندا'],
  ['FJ', '679', 'Fiji', 'فيجي'],
  ['FK', '500', 'Falkland Islands', 'جزر فوكلاند'],
  ['FM', '691', 'Micronesia', 'ميكرونيزيا'],
  ['FO', '298', 'Faroe Islands', 'جزر فارو'],
  ['FR', '33', 'France', 'فرنسا'],
  ['GA', '241', 'Gabon', 'الغابون'],
  ['GB', '44', 'United Kingdom', 'المملكة المتحدة'],
  ['GD', '1473', 'Grenada', 'غرينادا'],
  ['GE', '995', 'Georgia', 'جورجيا'],
  ['GF', '594', 'French Guiana', 'غويانا الفرنسية'],
  ['GG', '44', 'Guernsey', 'غيرنزي'],
  ['GH', '233', 'Ghana', 'غانا'],
  ['GI', '350', 'Gibraltar', 'جبل طارق'],
  ['GL', '299', 'Greenland', 'غرينلاند'],
  ['GM', '220', 'Gambia', 'غامبيا'],
  ['GN', '224', 'Guinea', 'غينيا'],
  ['GP', '590', 'Guadeloupe', 'غوادلوب'],
  ['GQ', '240', 'Equatorial Guinea', 'غينيا الاستوائية'],
  ['GR', '30', 'Greece', 'اليونان'],
  ['GT', '502', 'Guatemala', 'غواتيمالا'],
  ['GU', '1671', 'Guam', 'غوام'],
  ['GW', '245', 'Guinea-Bissau', 'غينيا بيساو'],
  ['GY', '592', 'Guyana', 'غيانا'],
  ['HK', '852', 'Hong Kong', 'هونغ كونغ'],
  ['HN', '504', 'Honduras', 'هندوراس'],
  ['HR', '385', 'Croatia', 'كرواتيا'],
  ['HT', '509', 'Haiti', 'هايتي'],
  ['HU', '36', 'Hungary', 'المجر'],
  ['ID', '62', 'Indonesia', 'إندونيسيا'],
  ['IE', '353', 'Ireland', 'أيرلندا'],
  ['IL', '972', 'Israel', 'إسرائيل'],
  ['IM', '44', 'Isle of Man', 'جزيرة مان'],
  ['IN', '91', 'India', 'الهند'],
  ['IO', '246', 'British Indian Ocean Territory', 'الإقليم البريطاني في المحيط الهندي'],
  ['IQ', '964', 'Iraq', 'العراق'],
  ['IR', '98', 'Iran', 'إيران'],
  ['IS', '354', 'Iceland', 'آيسلندا'],
  ['IT', '39', 'Italy', 'إيطاليا'],
  ['JE', '44', 'Jersey', 'جيرسي'],
  ['JM', '1876', 'Jamaica', 'جامايكا'],
  ['JO', '962', 'Jordan', 'الأردن'],
  ['JP', '81', 'Japan', 'اليابان'],
  ['KE', '254', 'Kenya', 'كينيا'],
  ['KG', '996', 'Kyrgyzstan', 'قيرغيزستان'],
  ['KH', '855', 'Cambodia', 'كمبوديا'],
  ['KI', '686', 'Kiribati', 'كيريباتي'],
  ['KM', '269', 'Comoros', 'جزر القمر'],
  ['KN', '1869', 'Saint Kitts and Nevis', 'سانت كيتس ونيفيس'],
  ['KP', '850', 'North Korea', 'كوريا الشمالية'],
  ['KR', '82', 'South Korea', 'كوريا الجنوبية'],
  ['KW', '965', 'Kuwait', 'الكويت'],
  ['KY', '1345', 'Cayman Islands', 'جزر كايمان'],
  ['KZ', '7', 'Kazakhstan', 'كازاخستان'],
  ['LA', '856', 'Laos', 'لاوس'],
  ['LB', '961', 'Lebanon', 'لبنان'],
  ['LC', '1758', 'Saint Lucia', 'سانت لوسيا'],
  ['LI', '423', 'Liechtenstein', 'ليختنشتاين'],
  ['LK', '94', 'Sri Lanka', 'سريلانكا'],
  ['LR', '231', 'Liberia', 'ليبيريا'],
  ['LS', '266', 'Lesotho', 'ليسوتو'],
  ['LT', '370', 'Lithuania', 'ليتوانيا'],
  ['LU', '352', 'Luxembourg', 'لوكسمبورغ'],
  ['LV', '371', 'Latvia', 'لاتفيا'],
  ['LY', '218', 'Libya', 'ليبيا'],
  ['MA', '212', 'Morocco', 'المغرب'],
  ['MC', '377', 'Monaco', 'موناكو'],
  ['MD', '373', 'Moldova', 'مولدوفا'],
  ['ME', '382', 'Montenegro', 'الجبل الأسود'],
  ['MF', '590', 'Saint Martin', 'سان مارتن'],
  ['MG', '261', 'Madagascar', 'مدغشقر'],
  ['MH', '692', 'Marshall Islands', 'جزر مارشال'],
  ['MK', '389', 'North Macedonia', 'مقدونيا الشمالية'],
  ['ML', '223', 'Mali', 'مالي'],
  ['MM', '95', 'Myanmar', 'ميانمار'],
  ['MN', '976', 'Mongolia', 'منغوليا'],
  ['MO', '853', 'Macao', 'ماكاو'],
  ['MP', '1670', 'Northern Mariana Islands', 'جزر ماريانا الشمالية'],
  ['MQ', '596', 'Martinique', 'مارتينيك'],
  ['MR', '222', 'Mauritania', 'موريتانيا'],
  ['MS', '1664', 'Montserrat', 'مونتسرات'],
  ['MT', '356', 'Malta', 'مالطا'],
  ['MU', '230', 'Mauritius', 'موريشيوس'],
  ['MV', '960', 'Maldives', 'جزر المالديف'],
  ['MW', '265', 'Malawi', 'ملاوي'],
  ['MX', '52', 'Mexico', 'المكسيك'],
  ['MY', '60', 'Malaysia', 'ماليزيا'],
  ['MZ', '258', 'Mozambique', 'موزمبيق'],
  ['NA', '264', 'Namibia', 'ناميبيا'],
  ['NC', '687', 'New Caledonia', 'كاليدونيا الجديدة'],
  ['NE', '227', 'Niger', 'النيجر'],
  ['NF', '672', 'Norfolk Island', 'جزيرة نورفولك'],
  ['NG', '234', 'Nigeria', 'نيجيريا'],
  ['NI', '505', 'Nicaragua', 'نيكاراغوا'],
  ['NL', '31', 'Netherlands', 'هولندا'],
  ['NO', '47', 'Norway', 'النرويج'],
  ['NP', '977', 'Nepal', 'نيبال'],
  ['NR', '674', 'Nauru', 'ناورو'],
  ['NU', '683', 'Niue', 'نيوي'],
  ['NZ', '64', 'New Zealand', 'نيوزيلندا'],
  ['OM', '968', 'Oman', 'عُمان'],
  ['PA', '507', 'Panama', 'بنما'],
  ['PE', '51', 'Peru', 'بيرو'],
  ['PF', '689', 'French Polynesia', 'بولينيزيا الفرنسية'],
  ['PG', '675', 'Papua New Guinea', 'بابوا غينيا الجديدة'],
  ['PH', '63', 'Philippines', 'الفلبين'],
  ['PK', '92', 'Pakistan', 'باكستان'],
  ['PL', '48', 'Poland', 'بولندا'],
  ['PM', '508', 'Saint Pierre and Miquelon', 'سان بيير وميكلون'],
  ['PN', '64', 'Pitcairn Islands', 'جزر بيتكيرن'],
  ['PR', '1787', 'Puerto Rico', 'بورتوريكو'],
  ['PS', '970', 'Palestine', 'فلسطين'],
  ['PT', '351', 'Portugal', 'البرتغال'],
  ['PW', '680', 'Palau', 'بالاو'],
  ['PY', '595', 'Paraguay', 'باراغواي'],
  ['QA', '974', 'Qatar', 'قطر'],
  ['RE', '262', 'Réunion', 'ريونيون'],
  ['RO', '40', 'Romania', 'رومانيا'],
  ['RS', '381', 'Serbia', 'صربيا'],
  ['RU', '7', 'Russia', 'روسيا'],
  ['RW', '250', 'Rwanda', 'رواندا'],
  ['SA', '966', 'Saudi Arabia', 'المملكة العربية السعودية'],
  ['SB', '677', 'Solomon Islands', 'جزر سليمان'],
  ['SC', '248', 'Seychelles', 'سيشل'],
  ['SD', '249', 'Sudan', 'السودان'],
  ['SE', '46', 'Sweden', 'السويد'],
  ['SG', '65', 'Singapore', 'سنغافورة'],
  ['SH', '290', 'Saint Helena', 'سانت هيلينا'],
  ['SI', '386', 'Slovenia', 'سلوفينيا'],
  ['SJ', '47', 'Svalbard and Jan Mayen', 'سفالبارد ويان ماين'],
  ['SK', '421', 'Slovakia', 'سلوفاكيا'],
  ['SL', '232', 'Sierra Leone', 'سيراليون'],
  ['SM', '378', 'San Marino', 'سان مارينو'],
  ['SN', '221', 'Senegal', 'السنغال'],
  ['SO', '252', 'Somalia', 'الصومال'],
  ['SR', '597', 'Suriname', 'سورينام'],
  ['SS', '211', 'South Sudan', 'جنوب السودان'],
  ['ST', '239', 'São Tomé and Príncipe', 'ساو تومي وبرينسيبي'],
  ['SV', '503', 'El Salvador', 'السلفادور'],
  ['SX', '1721', 'Sint Maarten', 'سينت مارتن'],
  ['SY', '963', 'Syria', 'سوريا'],
  ['SZ', '268', 'Eswatini', 'إسواتيني'],
  ['TC', '1649', 'Turks and Caicos Islands', 'جزر توركس وكايكوس'],
  ['TD', '235', 'Chad', 'تشاد'],
  ['TG', '228', 'Togo', 'توغو'],
  ['TH', '66', 'Thailand', 'تايلاند'],
  ['TJ', '992', 'Tajikistan', 'طاجيكستان'],
  ['TK', '690', 'Tokelau', 'توكيلاو'],
  ['TL', '670', 'Timor-Leste', 'تيمور الشرقية'],
  ['TM', '993', 'Turkmenistan', 'تركمانستان'],
  ['TN', '216', 'Tunisia', 'تونس'],
  ['TO', '676', 'Tonga', 'تونغا'],
  ['TR', '90', 'Turkey', 'تركيا'],
  ['TT', '1868', 'Trinidad and Tobago', 'ترينيداد وتوباغو'],
  ['TV', '688', 'Tuvalu', 'توفالو'],
  ['TW', '886', 'Taiwan', 'تايوان'],
  ['TZ', '255', 'Tanzania', 'تنزانيا'],
  ['UA', '380', 'Ukraine', 'أوكرانيا'],
  ['UG', '256', 'Uganda', 'أوغندا'],
  ['US', '1', 'United States', 'الولايات المتحدة'],
  ['UY', '598', 'Uruguay', 'الأوروغواي'],
  ['UZ', '998', 'Uzbekistan', 'أوزبكستان'],
  ['VA', '39', 'Vatican City', 'الفاتيكان'],
  ['VC', '1784', 'Saint Vincent and the Grenadines', 'سانت فنسنت وجزر غرينادين'],
  ['VE', '58', 'Venezuela', 'فنزويلا'],
  ['VG', '1284', 'British Virgin Islands', 'جزر العذراء البريطانية'],
  ['VI', '1340', 'US Virgin Islands', 'جزر العذراء الأمريكية'],
  ['VN', '84', 'Vietnam', 'فيتنام'],
  ['VU', '678', 'Vanuatu', 'فانواتو'],
  ['WF', '681', 'Wallis and Futuna', 'واليس وفوتونا'],
  ['WS', '685', 'Samoa', 'ساموا'],
  ['XK', '383', 'Kosovo', 'كوسوفو'],
  ['YE', '967', 'Yemen', 'اليمن'],
  ['YT', '262', 'Mayotte', 'مايوت'],
  ['ZA', '27', 'South Africa', 'جنوب أفريقيا'],
  ['ZM', '260', 'Zambia', 'زامبيا'],
  ['ZW', '263', 'Zimbabwe', 'زيمبابوي'],
];

export const COUNTRIES: readonly Country[] = ROWS.map(([key, dial, en, ar]) => ({ key, dial, name: { ar, en } }));

/** For dial codes shared by several entries, the country a bare code stands for. */
const MAIN_COUNTRY_FOR_DIAL: Readonly<Record<string, string>> = {
  '1': 'US',
  '7': 'RU',
  '39': 'IT',
  '44': 'GB',
  '47': 'NO',
  '61': 'AU',
  '64': 'NZ',
  '212': 'MA',
  '262': 'RE',
  '358': 'FI',
  '590': 'GP',
  '599': 'CW',
};

const BY_KEY = new Map<string, Country>(COUNTRIES.map((c) => [c.key, c]));

const BY_DIAL = new Map<string, Country>();
for (const country of COUNTRIES) {
  const current = BY_DIAL.get(country.dial);
  if (current === undefined || MAIN_COUNTRY_FOR_DIAL[country.dial] === country.key) {
    BY_DIAL.set(country.dial, country);
  }
}

export function findCountryByKey(key: string): Country | undefined {
  return BY_KEY.get(key.trim().toUpperCase());
}

/** Accepts '966', '+966', '00966' (spaces and dashes ignored). For shared codes returns the main country. */
export function findCountryByDial(dial: string): Country | undefined {
  const match = /^(?:\+|00)?(\d+)$/.exec(toLatinDigits(dial).replace(/[\s\-().]/g, ''));
  const digits = match?.[1];
  return digits === undefined ? undefined : BY_DIAL.get(digits);
}

// U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE
const FSI = '\u2068';
const PDI = '\u2069';

function toEntry(country: Country, lang: CountryLang): CountryEntry {
  const name = country.name[lang];
  return { key: country.key, name, label: `${name} ${FSI}(+${country.dial})${PDI}`, phone_code: country.dial };
}

const collators = new Map<CountryLang, Intl.Collator>();
function collatorFor(lang: CountryLang): Intl.Collator {
  let collator = collators.get(lang);
  if (collator === undefined) {
    collator = new Intl.Collator(lang === 'ar' ? 'ar' : 'en');
    collators.set(lang, collator);
  }
  return collator;
}

/** Saudi Arabia first, Libya second, then every other country sorted by its name in `lang`. */
export function countryEntries(lang: CountryLang): CountryEntry[] {
  const collator = collatorFor(lang);
  const pinned: Country[] = [];
  for (const key of PINNED_KEYS) {
    const country = BY_KEY.get(key);
    if (country) pinned.push(country);
  }
  const rest = COUNTRIES.filter((c) => !(PINNED_KEYS as readonly string[]).includes(c.key)).sort(
    (a, b) => collator.compare(a.name[lang], b.name[lang]) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  return [...pinned, ...rest].map((c) => toEntry(c, lang));
}

/**
 * Folds text for searching: lower case, Latin accents and Arabic diacritics/tatweel removed,
 * hamza forms of alef (أ إ آ ٱ) → ا, ة → ه, ى → ي, punctuation and runs of spaces collapsed.
 */
function fold(s: string): string {
  return toLatinDigits(s)
    .normalize('NFD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
    .normalize('NFC')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[’‘`]/g, "'")
    .replace(/[-‐–—()\u2068\u2069]/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const foldedNames = new Map<string, readonly string[]>();
function searchNames(entry: CountryEntry): readonly string[] {
  const country = BY_KEY.get(entry.key);
  if (country === undefined) return [fold(entry.name)];
  let names = foldedNames.get(country.key);
  if (names === undefined) {
    names = [fold(country.name.ar), fold(country.name.en)];
    foldedNames.set(country.key, names);
  }
  return names.includes(fold(entry.name)) ? names : [...names, fold(entry.name)];
}

/**
 * Whether a selector entry matches what the user typed: the name in either language (case-insensitive,
 * ignoring Arabic diacritics and hamza forms), the dial code with or without '+' / '00', or the two-letter key.
 * An empty query matches everything.
 */
export function matchesCountry(entry: CountryEntry, query: string): boolean {
  const compact = toLatinDigits(query).replace(/[\s\-().]/g, '');
  if (compact === '' || compact === '+') return true;

  const dial = /^(?:\+|00)?(\d+)$/.exec(compact)?.[1];
  if (dial !== undefined) return entry.phone_code.startsWith(dial);

  if (compact.toUpperCase() === entry.key.toUpperCase()) return true;

  const needle = fold(query);
  if (needle === '') return false;
  return searchNames(entry).some((name) => name.includes(needle));
}

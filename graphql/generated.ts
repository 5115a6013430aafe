/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** The input fields for an attribute. */
export type AttributeInput = {
  /** Key or name of the attribute. */
  key: string;
  /** Value of the attribute. */
  value: string;
};

/**
 * Specifies the input fields to update the buyer information associated with a cart.
 * Buyer identity is used to determine
 * [international pricing](https://shopify.dev/custom-storefronts/internationalization/international-pricing)
 * and should match the customer's shipping address.
 *
 */
export type CartBuyerIdentityInput = {
  /** The country where the buyer is located. */
  countryCode?: CountryCode | null | undefined;
  /** The access token used to identify the customer associated with the cart. */
  customerAccessToken?: string | null | undefined;
  /**
   * An ordered set of delivery addresses tied to the buyer that is interacting with the cart.
   * The rank of the preferences is determined by the order of the addresses in the array. Preferences
   * can be used to populate relevant fields in the checkout flow.
   *
   */
  deliveryAddressPreferences?: Array<DeliveryAddressInput> | null | undefined;
  /** The email address of the buyer that is interacting with the cart. */
  email?: string | null | undefined;
  /** The phone number of the buyer that is interacting with the cart. */
  phone?: string | null | undefined;
  /**
   * A set of wallet preferences tied to the buyer that is interacting with the cart.
   * Preferences can be used to populate relevant payment fields in the checkout flow.
   *   Accepted value: `["shop_pay"]`.
   *
   */
  walletPreferences?: Array<string> | null | undefined;
};

/** Possible error codes that can be returned by `CartUserError`. */
export type CartErrorCode =
  /** The input value is invalid. */
  | 'INVALID'
  /** Delivery group was not found in cart. */
  | 'INVALID_DELIVERY_GROUP'
  /** Delivery option was not valid. */
  | 'INVALID_DELIVERY_OPTION'
  /** Merchandise line was not found in cart. */
  | 'INVALID_MERCHANDISE_LINE'
  /** The metafields were not valid. */
  | 'INVALID_METAFIELDS'
  /** The payment wasn't valid. */
  | 'INVALID_PAYMENT'
  /** Cannot update payment on an empty cart */
  | 'INVALID_PAYMENT_EMPTY_CART'
  /** The input value should be less than the maximum value allowed. */
  | 'LESS_THAN'
  /** Missing discount code. */
  | 'MISSING_DISCOUNT_CODE'
  /** Missing note. */
  | 'MISSING_NOTE'
  /** The payment method is not supported. */
  | 'PAYMENT_METHOD_NOT_SUPPORTED'
  /** Validation failed. */
  | 'VALIDATION_CUSTOM';

/** The input fields to create a merchandise line on a cart. */
export type CartLineInput = {
  /** An array of key-value pairs that contains additional information about the merchandise line. */
  attributes?: Array<AttributeInput> | null | undefined;
  /** The ID of the merchandise that the buyer intends to purchase. */
  merchandiseId: string | number;
  /** The quantity of the merchandise. */
  quantity?: number | null | undefined;
  /** The ID of the selling plan that the merchandise is being purchased with. */
  sellingPlanId?: string | number | null | undefined;
};

/** The input fields to update a line item on a cart. */
export type CartLineUpdateInput = {
  /** An array of key-value pairs that contains additional information about the merchandise line. */
  attributes?: Array<AttributeInput> | null | undefined;
  /** The ID of the merchandise line. */
  id: string | number;
  /** The ID of the merchandise for the line item. */
  merchandiseId?: string | number | null | undefined;
  /** The quantity of the line item. */
  quantity?: number | null | undefined;
  /** The ID of the selling plan that the merchandise is being purchased with. */
  sellingPlanId?: string | number | null | undefined;
};

/**
 * The code designating a country/region, which generally follows ISO 3166-1 alpha-2 guidelines.
 * If a territory doesn't have a country code value in the `CountryCode` enum, then it might be considered a subdivision
 * of another country. For example, the territories associated with Spain are represented by the country code `ES`,
 * and the territories associated with the United States of America are represented by the country code `US`.
 *
 */
export type CountryCode =
  /** Ascension Island. */
  | 'AC'
  /** Andorra. */
  | 'AD'
  /** United Arab Emirates. */
  | 'AE'
  /** Afghanistan. */
  | 'AF'
  /** Antigua & Barbuda. */
  | 'AG'
  /** Anguilla. */
  | 'AI'
  /** Albania. */
  | 'AL'
  /** Armenia. */
  | 'AM'
  /** Netherlands Antilles. */
  | 'AN'
  /** Angola. */
  | 'AO'
  /** Argentina. */
  | 'AR'
  /** Austria. */
  | 'AT'
  /** Australia. */
  | 'AU'
  /** Aruba. */
  | 'AW'
  /** Åland Islands. */
  | 'AX'
  /** Azerbaijan. */
  | 'AZ'
  /** Bosnia & Herzegovina. */
  | 'BA'
  /** Barbados. */
  | 'BB'
  /** Bangladesh. */
  | 'BD'
  /** Belgium. */
  | 'BE'
  /** Burkina Faso. */
  | 'BF'
  /** Bulgaria. */
  | 'BG'
  /** Bahrain. */
  | 'BH'
  /** Burundi. */
  | 'BI'
  /** Benin. */
  | 'BJ'
  /** St. Barthélemy. */
  | 'BL'
  /** Bermuda. */
  | 'BM'
  /** Brunei. */
  | 'BN'
  /** Bolivia. */
  | 'BO'
  /** Caribbean Netherlands. */
  | 'BQ'
  /** Brazil. */
  | 'BR'
  /** Bahamas. */
  | 'BS'
  /** Bhutan. */
  | 'BT'
  /** Bouvet Island. */
  | 'BV'
  /** Botswana. */
  | 'BW'
  /** Belarus. */
  | 'BY'
  /** Belize. */
  | 'BZ'
  /** Canada. */
  | 'CA'
  /** Cocos (Keeling) Islands. */
  | 'CC'
  /** Congo - Kinshasa. */
  | 'CD'
  /** Central African Republic. */
  | 'CF'
  /** Congo - Brazzaville. */
  | 'CG'
  /** Switzerland. */
  | 'CH'
  /** Côte d’Ivoire. */
  | 'CI'
  /** Cook Islands. */
  | 'CK'
  /** Chile. */
  | 'CL'
  /** Cameroon. */
  | 'CM'
  /** China. */
  | 'CN'
  /** Colombia. */
  | 'CO'
  /** Costa Rica. */
  | 'CR'
  /** Cuba. */
  | 'CU'
  /** Cape Verde. */
  | 'CV'
  /** Curaçao. */
  | 'CW'
  /** Christmas Island. */
  | 'CX'
  /** Cyprus. */
  | 'CY'
  /** Czechia. */
  | 'CZ'
  /** Germany. */
  | 'DE'
  /** Djibouti. */
  | 'DJ'
  /** Denmark. */
  | 'DK'
  /** Dominica. */
  | 'DM'
  /** Dominican Republic. */
  | 'DO'
  /** Algeria. */
  | 'DZ'
  /** Ecuador. */
  | 'EC'
  /** Estonia. */
  | 'EE'
  /** Egypt. */
  | 'EG'
  /** Western Sahara. */
  | 'EH'
  /** Eritrea. */
  | 'ER'
  /** Spain. */
  | 'ES'
  /** Ethiopia. */
  | 'ET'
  /** Finland. */
  | 'FI'
  /** Fiji. */
  | 'FJ'
  /** Falkland Islands. */
  | 'FK'
  /** Faroe Islands. */
  | 'FO'
  /** France. */
  | 'FR'
  /** Gabon. */
  | 'GA'
  /** United Kingdom. */
  | 'GB'
  /** Grenada. */
  | 'GD'
  /** Georgia. */
  | 'GE'
  /** French Guiana. */
  | 'GF'
  /** Guernsey. */
  | 'GG'
  /** Ghana. */
  | 'GH'
  /** Gibraltar. */
  | 'GI'
  /** Greenland. */
  | 'GL'
  /** Gambia. */
  | 'GM'
  /** Guinea. */
  | 'GN'
  /** Guadeloupe. */
  | 'GP'
  /** Equatorial Guinea. */
  | 'GQ'
  /** Greece. */
  | 'GR'
  /** South Georgia & South Sandwich Islands. */
  | 'GS'
  /** Guatemala. */
  | 'GT'
  /** Guinea-Bissau. */
  | 'GW'
  /** Guyana. */
  | 'GY'
  /** Hong Kong SAR. */
  | 'HK'
  /** Heard & McDonald Islands. */
  | 'HM'
  /** Honduras. */
  | 'HN'
  /** Croatia. */
  | 'HR'
  /** Haiti. */
  | 'HT'
  /** Hungary. */
  | 'HU'
  /** Indonesia. */
  | 'ID'
  /** Ireland. */
  | 'IE'
  /** Israel. */
  | 'IL'
  /** Isle of Man. */
  | 'IM'
  /** India. */
  | 'IN'
  /** British Indian Ocean Territory. */
  | 'IO'
  /** Iraq. */
  | 'IQ'
  /** Iran. */
  | 'IR'
  /** Iceland. */
  | 'IS'
  /** Italy. */
  | 'IT'
  /** Jersey. */
  | 'JE'
  /** Jamaica. */
  | 'JM'
  /** Jordan. */
  | 'JO'
  /** Japan. */
  | 'JP'
  /** Kenya. */
  | 'KE'
  /** Kyrgyzstan. */
  | 'KG'
  /** Cambodia. */
  | 'KH'
  /** Kiribati. */
  | 'KI'
  /** Comoros. */
  | 'KM'
  /** St. Kitts & Nevis. */
  | 'KN'
  /** North Korea. */
  | 'KP'
  /** South Korea. */
  | 'KR'
  /** Kuwait. */
  | 'KW'
  /** Cayman Islands. */
  | 'KY'
  /** Kazakhstan. */
  | 'KZ'
  /** Laos. */
  | 'LA'
  /** Lebanon. */
  | 'LB'
  /** St. Lucia. */
  | 'LC'
  /** Liechtenstein. */
  | 'LI'
  /** Sri Lanka. */
  | 'LK'
  /** Liberia. */
  | 'LR'
  /** Lesotho. */
  | 'LS'
  /** Lithuania. */
  | 'LT'
  /** Luxembourg. */
  | 'LU'
  /** Latvia. */
  | 'LV'
  /** Libya. */
  | 'LY'
  /** Morocco. */
  | 'MA'
  /** Monaco. */
  | 'MC'
  /** Moldova. */
  | 'MD'
  /** Montenegro. */
  | 'ME'
  /** St. Martin. */
  | 'MF'
  /** Madagascar. */
  | 'MG'
  /** North Macedonia. */
  | 'MK'
  /** Mali. */
  | 'ML'
  /** Myanmar (Burma). */
  | 'MM'
  /** Mongolia. */
  | 'MN'
  /** Macao SAR. */
  | 'MO'
  /** Martinique. */
  | 'MQ'
  /** Mauritania. */
  | 'MR'
  /** Montserrat. */
  | 'MS'
  /** Malta. */
  | 'MT'
  /** Mauritius. */
  | 'MU'
  /** Maldives. */
  | 'MV'
  /** Malawi. */
  | 'MW'
  /** Mexico. */
  | 'MX'
  /** Malaysia. */
  | 'MY'
  /** Mozambique. */
  | 'MZ'
  /** Namibia. */
  | 'NA'
  /** New Caledonia. */
  | 'NC'
  /** Niger. */
  | 'NE'
  /** Norfolk Island. */
  | 'NF'
  /** Nigeria. */
  | 'NG'
  /** Nicaragua. */
  | 'NI'
  /** Netherlands. */
  | 'NL'
  /** Norway. */
  | 'NO'
  /** Nepal. */
  | 'NP'
  /** Nauru. */
  | 'NR'
  /** Niue. */
  | 'NU'
  /** New Zealand. */
  | 'NZ'
  /** Oman. */
  | 'OM'
  /** Panama. */
  | 'PA'
  /** Peru. */
  | 'PE'
  /** French Polynesia. */
  | 'PF'
  /** Papua New Guinea. */
  | 'PG'
  /** Philippines. */
  | 'PH'
  /** Pakistan. */
  | 'PK'
  /** Poland. */
  | 'PL'
  /** St. Pierre & Miquelon. */
  | 'PM'
  /** Pitcairn Islands. */
  | 'PN'
  /** Palestinian Territories. */
  | 'PS'
  /** Portugal. */
  | 'PT'
  /** Paraguay. */
  | 'PY'
  /** Qatar. */
  | 'QA'
  /** Réunion. */
  | 'RE'
  /** Romania. */
  | 'RO'
  /** Serbia. */
  | 'RS'
  /** Russia. */
  | 'RU'
  /** Rwanda. */
  | 'RW'
  /** Saudi Arabia. */
  | 'SA'
  /** Solomon Islands. */
  | 'SB'
  /** Seychelles. */
  | 'SC'
  /** Sudan. */
  | 'SD'
  /** Sweden. */
  | 'SE'
  /** Singapore. */
  | 'SG'
  /** St. Helena. */
  | 'SH'
  /** Slovenia. */
  | 'SI'
  /** Svalbard & Jan Mayen. */
  | 'SJ'
  /** Slovakia. */
  | 'SK'
  /** Sierra Leone. */
  | 'SL'
  /** San Marino. */
  | 'SM'
  /** Senegal. */
  | 'SN'
  /** Somalia. */
  | 'SO'
  /** Suriname. */
  | 'SR'
  /** South Sudan. */
  | 'SS'
  /** São Tomé & Príncipe. */
  | 'ST'
  /** El Salvador. */
  | 'SV'
  /** Sint Maarten. */
  | 'SX'
  /** Syria. */
  | 'SY'
  /** Eswatini. */
  | 'SZ'
  /** Tristan da Cunha. */
  | 'TA'
  /** Turks & Caicos Islands. */
  | 'TC'
  /** Chad. */
  | 'TD'
  /** French Southern Territories. */
  | 'TF'
  /** Togo. */
  | 'TG'
  /** Thailand. */
  | 'TH'
  /** Tajikistan. */
  | 'TJ'
  /** Tokelau. */
  | 'TK'
  /** Timor-Leste. */
  | 'TL'
  /** Turkmenistan. */
  | 'TM'
  /** Tunisia. */
  | 'TN'
  /** Tonga. */
  | 'TO'
  /** Turkey. */
  | 'TR'
  /** Trinidad & Tobago. */
  | 'TT'
  /** Tuvalu. */
  | 'TV'
  /** Taiwan. */
  | 'TW'
  /** Tanzania. */
  | 'TZ'
  /** Ukraine. */
  | 'UA'
  /** Uganda. */
  | 'UG'
  /** U.S. Outlying Islands. */
  | 'UM'
  /** United States. */
  | 'US'
  /** Uruguay. */
  | 'UY'
  /** Uzbekistan. */
  | 'UZ'
  /** Vatican City. */
  | 'VA'
  /** St. Vincent & Grenadines. */
  | 'VC'
  /** Venezuela. */
  | 'VE'
  /** British Virgin Islands. */
  | 'VG'
  /** Vietnam. */
  | 'VN'
  /** Vanuatu. */
  | 'VU'
  /** Wallis & Futuna. */
  | 'WF'
  /** Samoa. */
  | 'WS'
  /** Kosovo. */
  | 'XK'
  /** Yemen. */
  | 'YE'
  /** Mayotte. */
  | 'YT'
  /** South Africa. */
  | 'ZA'
  /** Zambia. */
  | 'ZM'
  /** Zimbabwe. */
  | 'ZW'
  /** Unknown Region. */
  | 'ZZ';

/**
 * The three-letter currency codes that represent the world currencies used in
 * stores. These include standard ISO 4217 codes, legacy codes,
 * and non-standard codes.
 *
 */
export type CurrencyCode =
  /** United Arab Emirates Dirham (AED). */
  | 'AED'
  /** Afghan Afghani (AFN). */
  | 'AFN'
  /** Albanian Lek (ALL). */
  | 'ALL'
  /** Armenian Dram (AMD). */
  | 'AMD'
  /** Netherlands Antillean Guilder. */
  | 'ANG'
  /** Angolan Kwanza (AOA). */
  | 'AOA'
  /** Argentine Pesos (ARS). */
  | 'ARS'
  /** Australian Dollars (AUD). */
  | 'AUD'
  /** Aruban Florin (AWG). */
  | 'AWG'
  /** Azerbaijani Manat (AZN). */
  | 'AZN'
  /** Bosnia and Herzegovina Convertible Mark (BAM). */
  | 'BAM'
  /** Barbadian Dollar (BBD). */
  | 'BBD'
  /** Bangladesh Taka (BDT). */
  | 'BDT'
  /** Bulgarian Lev (BGN). */
  | 'BGN'
  /** Bahraini Dinar (BHD). */
  | 'BHD'
  /** Burundian Franc (BIF). */
  | 'BIF'
  /** Bermudian Dollar (BMD). */
  | 'BMD'
  /** Brunei Dollar (BND). */
  | 'BND'
  /** Bolivian Boliviano (BOB). */
  | 'BOB'
  /** Brazilian Real (BRL). */
  | 'BRL'
  /** Bahamian Dollar (BSD). */
  | 'BSD'
  /** Bhutanese Ngultrum (BTN). */
  | 'BTN'
  /** Botswana Pula (BWP). */
  | 'BWP'
  /** Belarusian Ruble (BYN). */
  | 'BYN'
  /** Belarusian Ruble (BYR). */
  | 'BYR'
  /** Belize Dollar (BZD). */
  | 'BZD'
  /** Canadian Dollars (CAD). */
  | 'CAD'
  /** Congolese franc (CDF). */
  | 'CDF'
  /** Swiss Francs (CHF). */
  | 'CHF'
  /** Chilean Peso (CLP). */
  | 'CLP'
  /** Chinese Yuan Renminbi (CNY). */
  | 'CNY'
  /** Colombian Peso (COP). */
  | 'COP'
  /** Costa Rican Colones (CRC). */
  | 'CRC'
  /** Cape Verdean escudo (CVE). */
  | 'CVE'
  /** Czech Koruny (CZK). */
  | 'CZK'
  /** Djiboutian Franc (DJF). */
  | 'DJF'
  /** Danish Kroner (DKK). */
  | 'DKK'
  /** Dominican Peso (DOP). */
  | 'DOP'
  /** Algerian Dinar (DZD). */
  | 'DZD'
  /** Egyptian Pound (EGP). */
  | 'EGP'
  /** Eritrean Nakfa (ERN). */
  | 'ERN'
  /** Ethiopian Birr (ETB). */
  | 'ETB'
  /** Euro (EUR). */
  | 'EUR'
  /** Fijian Dollars (FJD). */
  | 'FJD'
  /** Falkland Islands Pounds (FKP). */
  | 'FKP'
  /** United Kingdom Pounds (GBP). */
  | 'GBP'
  /** Georgian Lari (GEL). */
  | 'GEL'
  /** Ghanaian Cedi (GHS). */
  | 'GHS'
  /** Gibraltar Pounds (GIP). */
  | 'GIP'
  /** Gambian Dalasi (GMD). */
  | 'GMD'
  /** Guinean Franc (GNF). */
  | 'GNF'
  /** Guatemalan Quetzal (GTQ). */
  | 'GTQ'
  /** Guyanese Dollar (GYD). */
  | 'GYD'
  /** Hong Kong Dollars (HKD). */
  | 'HKD'
  /** Honduran Lempira (HNL). */
  | 'HNL'
  /** Croatian Kuna (HRK). */
  | 'HRK'
  /** Haitian Gourde (HTG). */
  | 'HTG'
  /** Hungarian Forint (HUF). */
  | 'HUF'
  /** Indonesian Rupiah (IDR). */
  | 'IDR'
  /** Israeli New Shekel (NIS). */
  | 'ILS'
  /** Indian Rupees (INR). */
  | 'INR'
  /** Iraqi Dinar (IQD). */
  | 'IQD'
  /** Iranian Rial (IRR). */
  | 'IRR'
  /** Icelandic Kronur (ISK). */
  | 'ISK'
  /** Jersey Pound. */
  | 'JEP'
  /** Jamaican Dollars (JMD). */
  | 'JMD'
  /** Jordanian Dinar (JOD). */
  | 'JOD'
  /** Japanese Yen (JPY). */
  | 'JPY'
  /** Kenyan Shilling (KES). */
  | 'KES'
  /** Kyrgyzstani Som (KGS). */
  | 'KGS'
  /** Cambodian Riel. */
  | 'KHR'
  /** Kiribati Dollar (KID). */
  | 'KID'
  /** Comorian Franc (KMF). */
  | 'KMF'
  /** South Korean Won (KRW). */
  | 'KRW'
  /** Kuwaiti Dinar (KWD). */
  | 'KWD'
  /** Cayman Dollars (KYD). */
  | 'KYD'
  /** Kazakhstani Tenge (KZT). */
  | 'KZT'
  /** Laotian Kip (LAK). */
  | 'LAK'
  /** Lebanese Pounds (LBP). */
  | 'LBP'
  /** Sri Lankan Rupees (LKR). */
  | 'LKR'
  /** Liberian Dollar (LRD). */
  | 'LRD'
  /** Lesotho Loti (LSL). */
  | 'LSL'
  /** Lithuanian Litai (LTL). */
  | 'LTL'
  /** Latvian Lati (LVL). */
  | 'LVL'
  /** Libyan Dinar (LYD). */
  | 'LYD'
  /** Moroccan Dirham. */
  | 'MAD'
  /** Moldovan Leu (MDL). */
  | 'MDL'
  /** Malagasy Ariary (MGA). */
  | 'MGA'
  /** Macedonia Denar (MKD). */
  | 'MKD'
  /** Burmese Kyat (MMK). */
  | 'MMK'
  /** Mongolian Tugrik. */
  | 'MNT'
  /** Macanese Pataca (MOP). */
  | 'MOP'
  /** Mauritanian Ouguiya (MRU). */
  | 'MRU'
  /** Mauritian Rupee (MUR). */
  | 'MUR'
  /** Maldivian Rufiyaa (MVR). */
  | 'MVR'
  /** Malawian Kwacha (MWK). */
  | 'MWK'
  /** Mexican Pesos (MXN). */
  | 'MXN'
  /** Malaysian Ringgits (MYR). */
  | 'MYR'
  /** Mozambican Metical. */
  | 'MZN'
  /** Namibian Dollar. */
  | 'NAD'
  /** Nigerian Naira (NGN). */
  | 'NGN'
  /** Nicaraguan Córdoba (NIO). */
  | 'NIO'
  /** Norwegian Kroner (NOK). */
  | 'NOK'
  /** Nepalese Rupee (NPR). */
  | 'NPR'
  /** New Zealand Dollars (NZD). */
  | 'NZD'
  /** Omani Rial (OMR). */
  | 'OMR'
  /** Panamian Balboa (PAB). */
  | 'PAB'
  /** Peruvian Nuevo Sol (PEN). */
  | 'PEN'
  /** Papua New Guinean Kina (PGK). */
  | 'PGK'
  /** Philippine Peso (PHP). */
  | 'PHP'
  /** Pakistani Rupee (PKR). */
  | 'PKR'
  /** Polish Zlotych (PLN). */
  | 'PLN'
  /** Paraguayan Guarani (PYG). */
  | 'PYG'
  /** Qatari Rial (QAR). */
  | 'QAR'
  /** Romanian Lei (RON). */
  | 'RON'
  /** Serbian dinar (RSD). */
  | 'RSD'
  /** Russian Rubles (RUB). */
  | 'RUB'
  /** Rwandan Franc (RWF). */
  | 'RWF'
  /** Saudi Riyal (SAR). */
  | 'SAR'
  /** Solomon Islands Dollar (SBD). */
  | 'SBD'
  /** Seychellois Rupee (SCR). */
  | 'SCR'
  /** Sudanese Pound (SDG). */
  | 'SDG'
  /** Swedish Kronor (SEK). */
  | 'SEK'
  /** Singapore Dollars (SGD). */
  | 'SGD'
  /** Saint Helena Pounds (SHP). */
  | 'SHP'
  /** Sierra Leonean Leone (SLL). */
  | 'SLL'
  /** Somali Shilling (SOS). */
  | 'SOS'
  /** Surinamese Dollar (SRD). */
  | 'SRD'
  /** South Sudanese Pound (SSP). */
  | 'SSP'
  /** Sao Tome And Principe Dobra (STD). */
  | 'STD'
  /** Sao Tome And Principe Dobra (STN). */
  | 'STN'
  /** Syrian Pound (SYP). */
  | 'SYP'
  /** Swazi Lilangeni (SZL). */
  | 'SZL'
  /** Thai baht (THB). */
  | 'THB'
  /** Tajikistani Somoni (TJS). */
  | 'TJS'
  /** Turkmenistani Manat (TMT). */
  | 'TMT'
  /** Tunisian Dinar (TND). */
  | 'TND'
  /** Tongan Pa'anga (TOP). */
  | 'TOP'
  /** Turkish Lira (TRY). */
  | 'TRY'
  /** Trinidad and Tobago Dollars (TTD). */
  | 'TTD'
  /** Taiwan Dollars (TWD). */
  | 'TWD'
  /** Tanzanian Shilling (TZS). */
  | 'TZS'
  /** Ukrainian Hryvnia (UAH). */
  | 'UAH'
  /** Ugandan Shilling (UGX). */
  | 'UGX'
  /** United States Dollars (USD). */
  | 'USD'
  /** Uruguayan Pesos (UYU). */
  | 'UYU'
  /** Uzbekistan som (UZS). */
  | 'UZS'
  /** Venezuelan Bolivares (VED). */
  | 'VED'
  /** Venezuelan Bolivares (VEF). */
  | 'VEF'
  /** Venezuelan Bolivares Soberanos (VES). */
  | 'VES'
  /** Vietnamese đồng (VND). */
  | 'VND'
  /** Vanuatu Vatu (VUV). */
  | 'VUV'
  /** Samoan Tala (WST). */
  | 'WST'
  /** Central African CFA Franc (XAF). */
  | 'XAF'
  /** East Caribbean Dollar (XCD). */
  | 'XCD'
  /** West African CFA franc (XOF). */
  | 'XOF'
  /** CFP Franc (XPF). */
  | 'XPF'
  /** Unrecognized currency. */
  | 'XXX'
  /** Yemeni Rial (YER). */
  | 'YER'
  /** South African Rand (ZAR). */
  | 'ZAR'
  /** Zambian Kwacha (ZMW). */
  | 'ZMW';

/**
 * The input fields for delivery address preferences.
 *
 */
export type DeliveryAddressInput = {
  /**
   * The ID of a customer address that is associated with the buyer that is interacting with the cart.
   *
   */
  customerAddressId?: string | number | null | undefined;
  /** A delivery address preference of a buyer that is interacting with the cart. */
  deliveryAddress?: MailingAddressInput | null | undefined;
};

/**
 * The type of data that the filter group represents.
 *
 * For more information, refer to [Filter products in a collection with the Storefront API]
 * (https://shopify.dev/custom-storefronts/products-collections/filter-products).
 *
 */
export type FilterType =
  /** A boolean value. */
  | 'BOOLEAN'
  /** A list of selectable values. */
  | 'LIST'
  /** A range of prices. */
  | 'PRICE_RANGE';

/** The input fields to create or update a mailing address. */
export type MailingAddressInput = {
  /**
   * The first line of the address. Typically the street address or PO Box number.
   *
   */
  address1?: string | null | undefined;
  /**
   * The second line of the address. Typically the number of the apartment, suite, or unit.
   *
   */
  address2?: string | null | undefined;
  /**
   * The name of the city, district, village, or town.
   *
   */
  city?: string | null | undefined;
  /**
   * The name of the customer's company or organization.
   *
   */
  company?: string | null | undefined;
  /** The name of the country. */
  country?: string | null | undefined;
  /** The first name of the customer. */
  firstName?: string | null | undefined;
  /** The last name of the customer. */
  lastName?: string | null | undefined;
  /**
   * A unique phone number for the customer.
   *
   * Formatted using E.164 standard. For example, _+16135551111_.
   *
   */
  phone?: string | null | undefined;
  /** The region of the address, such as the province, state, or district. */
  province?: string | null | undefined;
  /** The zip or postal code of the address. */
  zip?: string | null | undefined;
};

/**
 * A filter used to view a subset of products in a collection matching a specific metafield value.
 *
 * Only the following metafield types are currently supported:
 * - `number_integer`
 * - `number_decimal`
 * - `single_line_text_field`
 * - `boolean` as of 2022-04.
 *
 */
export type MetafieldFilter = {
  /** The key of the metafield to filter on. */
  key: string;
  /** The namespace of the metafield to filter on. */
  namespace: string;
  /** The value of the metafield. */
  value: string;
};

/**
 * The input fields for a filter used to view a subset of products in a collection matching a specific price range.
 *
 */
export type PriceRangeFilter = {
  /** The maximum price in the range. Empty indicates no max price. */
  max?: number | null | undefined;
  /** The minimum price in the range. Defaults to zero. */
  min?: number | null | undefined;
};

/** The set of valid sort keys for the ProductCollection query. */
export type ProductCollectionSortKeys =
  /** Sort by the `best-selling` value. */
  | 'BEST_SELLING'
  /** Sort by the `collection-default` value. */
  | 'COLLECTION_DEFAULT'
  /** Sort by the `created` value. */
  | 'CREATED'
  /** Sort by the `id` value. */
  | 'ID'
  /** Sort by the `manual` value. */
  | 'MANUAL'
  /** Sort by the `price` value. */
  | 'PRICE'
  /**
   * Sort by relevance to the search terms when the `query` parameter is specified on the connection.
   * Don't use this sort key when no search query is specified.
   *
   */
  | 'RELEVANCE'
  /** Sort by the `title` value. */
  | 'TITLE';

/**
 * The input fields for a filter used to view a subset of products in a collection.
 * By default, the `available` and `price` filters are enabled. Filters are customized with the Shopify Search & Discovery app.
 * Learn more about [customizing storefront filtering](https://help.shopify.com/manual/online-store/themes/customizing-themes/storefront-filters).
 *
 */
export type ProductFilter = {
  /** Filter on if the product is available for sale. */
  available?: boolean | null | undefined;
  /** A range of prices to filter with-in. */
  price?: PriceRangeFilter | null | undefined;
  /** A product metafield to filter on. */
  productMetafield?: MetafieldFilter | null | undefined;
  /** The product type to filter on. */
  productType?: string | null | undefined;
  /** The product vendor to filter on. */
  productVendor?: string | null | undefined;
  /** A product tag to filter on. */
  tag?: string | null | undefined;
  /** A variant metafield to filter on. */
  variantMetafield?: MetafieldFilter | null | undefined;
  /** A variant option to filter on. */
  variantOption?: VariantOptionFilter | null | undefined;
};

/**
 * The recommendation intent that is used to generate product recommendations.
 * You can use intent to generate product recommendations according to different strategies.
 *
 */
export type ProductRecommendationIntent =
  /** Offer customers products that are complementary to a product for which recommendations are to be fetched. An example is add-on products that display in a Pair it with section. */
  | 'COMPLEMENTARY'
  /** Offer customers a mix of products that are similar or complementary to a product for which recommendations are to be fetched. An example is substitutable products that display in a You may also like section. */
  | 'RELATED';

/** The set of valid sort keys for the search query. */
export type SearchSortKeys =
  /** Sort by the `price` value. */
  | 'PRICE'
  /** Sort by relevance to the search terms. */
  | 'RELEVANCE';

/** The input fields for a filter used to view a subset of products in a collection matching a specific variant option. */
export type VariantOptionFilter = {
  /** The name of the variant option to filter on. */
  name: string;
  /** The value of the variant option to filter on. */
  value: string;
};

export type CartBuyerIdentityUpdateMutationVariables = Exact<{
  cartId: string | number;
  buyerIdentity: CartBuyerIdentityInput;
}>;


export type CartBuyerIdentityUpdateMutation = { cartBuyerIdentityUpdate: { cart: { id: string, buyerIdentity: { email: string | null, customer: { id: string } | null } } | null, userErrors: Array<{ code: CartErrorCode | null, field: Array<string> | null, message: string }> } | null };

export type CartQueryVariables = Exact<{
  id: string | number;
}>;


export type CartQuery = { cart: { id: string, checkoutUrl: string, totalQuantity: number, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalTaxAmount: { amount: string, currencyCode: CurrencyCode } | null, totalDutyAmount: { amount: string, currencyCode: CurrencyCode } | null }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
      | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    >, attributes: Array<{ key: string, value: string | null }>, lines: { edges: Array<{ node:
          | { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                                | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                                | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                                | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                               }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }
          | { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                                | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                                | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                                | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                               }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }
         }> } } | null };

export type CartCreateMutationVariables = Exact<{ [key: string]: never; }>;


export type CartCreateMutation = { cartCreate: { cart: { id: string, checkoutUrl: string, totalQuantity: number, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalTaxAmount: { amount: string, currencyCode: CurrencyCode } | null, totalDutyAmount: { amount: string, currencyCode: CurrencyCode } | null }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, attributes: Array<{ key: string, value: string | null }>, lines: { edges: Array<{ node:
            | { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                                  | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                                 }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }
            | { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                                  | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                                 }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }
           }> } } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } | null };

export type CartLinesAddMutationVariables = Exact<{
  cartId: string | number;
  lines: Array<CartLineInput> | CartLineInput;
}>;


export type CartLinesAddMutation = { cartLinesAdd: { cart: { id: string, checkoutUrl: string, totalQuantity: number, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalTaxAmount: { amount: string, currencyCode: CurrencyCode } | null, totalDutyAmount: { amount: string, currencyCode: CurrencyCode } | null }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, attributes: Array<{ key: string, value: string | null }>, lines: { edges: Array<{ node:
            | { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                                  | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                                 }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }
            | { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                                  | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                                 }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }
           }> } } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } | null };

export type CartLinesUpdateMutationVariables = Exact<{
  cartId: string | number;
  lines: Array<CartLineUpdateInput> | CartLineUpdateInput;
}>;


export type CartLinesUpdateMutation = { cartLinesUpdate: { cart: { id: string, checkoutUrl: string, totalQuantity: number, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalTaxAmount: { amount: string, currencyCode: CurrencyCode } | null, totalDutyAmount: { amount: string, currencyCode: CurrencyCode } | null }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, attributes: Array<{ key: string, value: string | null }>, lines: { edges: Array<{ node:
            | { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                                  | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                                 }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }
            | { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                                  | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                                 }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }
           }> } } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } | null };

export type CartLinesRemoveMutationVariables = Exact<{
  cartId: string | number;
  lineIds: Array<string | number> | string | number;
}>;


export type CartLinesRemoveMutation = { cartLinesRemove: { cart: { id: string, checkoutUrl: string, totalQuantity: number, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalTaxAmount: { amount: string, currencyCode: CurrencyCode } | null, totalDutyAmount: { amount: string, currencyCode: CurrencyCode } | null }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, attributes: Array<{ key: string, value: string | null }>, lines: { edges: Array<{ node:
            | { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                                  | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                                 }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }
            | { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                                  | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                                 }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }
           }> } } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } | null };

export type CartDiscountCodesUpdateMutationVariables = Exact<{
  cartId: string | number;
  discountCodes?: Array<string> | string | null | undefined;
}>;


export type CartDiscountCodesUpdateMutation = { cartDiscountCodesUpdate: { cart: { id: string, checkoutUrl: string, totalQuantity: number, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalTaxAmount: { amount: string, currencyCode: CurrencyCode } | null, totalDutyAmount: { amount: string, currencyCode: CurrencyCode } | null }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, attributes: Array<{ key: string, value: string | null }>, lines: { edges: Array<{ node:
            | { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                                  | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                                 }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }
            | { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
                | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                                  | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                                  | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                                 }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }
           }> } } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } | null };

export type CartAttributesUpdateMutationVariables = Exact<{
  cartId: string | number;
  attributes: Array<AttributeInput> | AttributeInput;
}>;


export type CartAttributesUpdateMutation = { cartAttributesUpdate: { cart: { id: string, attributes: Array<{ key: string, value: string | null }> } | null, userErrors: Array<{ field: Array<string> | null, message: string }> } | null };

export type CollectionsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type CollectionsQuery = { collections: { edges: Array<{ node: { id: string, handle: string, title: string, description: string, image: { url: string, altText: string | null, width: number | null, height: number | null } | null } }> } };

export type CollectionQueryVariables = Exact<{
  handle: string;
  first: number;
  after?: string | null | undefined;
  filters?: Array<ProductFilter> | ProductFilter | null | undefined;
  sortKey?: ProductCollectionSortKeys | null | undefined;
  reverse?: boolean | null | undefined;
}>;


export type CollectionQuery = { collection: { descriptionHtml: string, id: string, handle: string, title: string, description: string, seo: { title: string | null, description: string | null }, products: { filters: Array<{ id: string, label: string, type: FilterType, values: Array<{ id: string, label: string, count: number, input: unknown }> }>, edges: Array<{ node: { id: string, title: string, handle: string, description: string, descriptionHtml: string, productType: string, tags: Array<string>, requiresSellingPlan: boolean, options: Array<{ id: string, name: string, values: Array<string> }>, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } }, images: { edges: Array<{ node: { url: string, altText: string | null, width: number | null, height: number | null } }> }, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                          | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                          | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                          | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                         }> } }> } } }> }, variants: { edges: Array<{ node: { id: string, title: string, sku: string | null, availableForSale: boolean, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }> } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, image: { url: string, altText: string | null, width: number | null, height: number | null } | null } | null };

export type CollectionHandlesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CollectionHandlesQuery = { collections: { edges: Array<{ node: { handle: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type MoneyFieldsFragment = { amount: string, currencyCode: CurrencyCode };

export type ImageFieldsFragment = { url: string, altText: string | null, width: number | null, height: number | null };

export type SellingPlanFieldsFragment = { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
      | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
      | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
      | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
     }> };

export type SellingPlanGroupFieldsFragment = { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
            | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
            | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
            | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
           }> } }> } };

export type SellingPlanAllocationFieldsFragment = { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } };

export type VariantFieldsFragment = { id: string, title: string, sku: string | null, availableForSale: boolean, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } };

export type AttributeFieldsFragment = { key: string, value: string | null };

type CartDiscountAllocationFields_CartAutomaticDiscountAllocation_Fragment = { discountedAmount: { amount: string, currencyCode: CurrencyCode } };

type CartDiscountAllocationFields_CartCodeDiscountAllocation_Fragment = { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } };

type CartDiscountAllocationFields_CartCustomDiscountAllocation_Fragment = { discountedAmount: { amount: string, currencyCode: CurrencyCode } };

export type CartDiscountAllocationFieldsFragment =
  | CartDiscountAllocationFields_CartAutomaticDiscountAllocation_Fragment
  | CartDiscountAllocationFields_CartCodeDiscountAllocation_Fragment
  | CartDiscountAllocationFields_CartCustomDiscountAllocation_Fragment
;

export type CartMerchandiseProductFieldsFragment = { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                  | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                  | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                  | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                 }> } }> } } }> } };

export type CartMerchandiseFieldsFragment = { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                    | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                    | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                    | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                   }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } };

type CartLineFields_CartLine_Fragment = { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
    | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
  >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                      | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                      | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                      | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                     }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } };

type CartLineFields_ComponentizableCartLine_Fragment = { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
    | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
  >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                      | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                      | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                      | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                     }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } };

export type CartLineFieldsFragment =
  | CartLineFields_CartLine_Fragment
  | CartLineFields_ComponentizableCartLine_Fragment
;

export type CartFieldsFragment = { id: string, checkoutUrl: string, totalQuantity: number, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalTaxAmount: { amount: string, currencyCode: CurrencyCode } | null, totalDutyAmount: { amount: string, currencyCode: CurrencyCode } | null }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
    | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
  >, attributes: Array<{ key: string, value: string | null }>, lines: { edges: Array<{ node:
        | { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
            | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
          >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                              | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                              | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                              | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                             }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }
        | { id: string, quantity: number, cost: { compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, attributes: Array<{ key: string, value: string | null }>, sellingPlanAllocation: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } | null, discountAllocations: Array<
            | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
          >, merchandise: { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                              | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                              | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                              | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                             }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }
       }> } };

export type VariantNodeProductFieldsFragment = { id: string, title: string, handle: string, tags: Array<string>, productType: string, descriptionHtml: string, requiresSellingPlan: boolean, images: { edges: Array<{ node: { url: string, altText: string | null, width: number | null, height: number | null } }> }, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                  | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                  | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                  | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                 }> } }> } } }> } };

export type VariantNodeFieldsFragment = { id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, descriptionHtml: string, requiresSellingPlan: boolean, images: { edges: Array<{ node: { url: string, altText: string | null, width: number | null, height: number | null } }> }, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                    | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                    | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                    | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                   }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } };

export type ProductFieldsFragment = { id: string, title: string, handle: string, description: string, descriptionHtml: string, productType: string, tags: Array<string>, requiresSellingPlan: boolean, options: Array<{ id: string, name: string, values: Array<string> }>, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } }, images: { edges: Array<{ node: { url: string, altText: string | null, width: number | null, height: number | null } }> }, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                  | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                  | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                  | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                 }> } }> } } }> }, variants: { edges: Array<{ node: { id: string, title: string, sku: string | null, availableForSale: boolean, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }> } };

export type CollectionSummaryFieldsFragment = { id: string, handle: string, title: string, description: string, image: { url: string, altText: string | null, width: number | null, height: number | null } | null };

export type FilterFieldsFragment = { id: string, label: string, type: FilterType, values: Array<{ id: string, label: string, count: number, input: unknown }> };

export type ShopPolicyLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopPolicyLinksQuery = { shop: { privacyPolicy: { handle: string, title: string } | null, termsOfService: { handle: string, title: string } | null, refundPolicy: { handle: string, title: string } | null, shippingPolicy: { handle: string, title: string } | null, subscriptionPolicy: { handle: string, title: string } | null } };

export type ShopPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopPoliciesQuery = { shop: { privacyPolicy: { handle: string, title: string, body: string, url: string } | null, termsOfService: { handle: string, title: string, body: string, url: string } | null, refundPolicy: { handle: string, title: string, body: string, url: string } | null, shippingPolicy: { handle: string, title: string, body: string, url: string } | null, subscriptionPolicy: { handle: string, title: string, body: string, url: string } | null } };

export type ShopPolicyFieldsFragment = { handle: string, title: string, body: string, url: string };

export type ProductQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductQuery = { product: { id: string, title: string, handle: string, description: string, descriptionHtml: string, productType: string, tags: Array<string>, requiresSellingPlan: boolean, options: Array<{ id: string, name: string, values: Array<string> }>, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } }, images: { edges: Array<{ node: { url: string, altText: string | null, width: number | null, height: number | null } }> }, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                    | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                    | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                    | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                   }> } }> } } }> }, variants: { edges: Array<{ node: { id: string, title: string, sku: string | null, availableForSale: boolean, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }> } } | null };

export type ProductByHandleQueryVariables = Exact<{
  handle: string;
}>;


export type ProductByHandleQuery = { product: { vendor: string, id: string, title: string, handle: string, description: string, descriptionHtml: string, productType: string, tags: Array<string>, requiresSellingPlan: boolean, seo: { title: string | null, description: string | null }, collections: { edges: Array<{ node: { handle: string, title: string } }> }, options: Array<{ id: string, name: string, values: Array<string> }>, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } }, images: { edges: Array<{ node: { url: string, altText: string | null, width: number | null, height: number | null } }> }, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                    | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                    | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                    | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                   }> } }> } } }> }, variants: { edges: Array<{ node: { id: string, title: string, sku: string | null, availableForSale: boolean, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }> } } | null };

export type ProductsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type ProductsQuery = { products: { edges: Array<{ node: { id: string, title: string, handle: string, description: string, descriptionHtml: string, productType: string, tags: Array<string>, requiresSellingPlan: boolean, options: Array<{ id: string, name: string, values: Array<string> }>, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } }, images: { edges: Array<{ node: { url: string, altText: string | null, width: number | null, height: number | null } }> }, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                        | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                        | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                        | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                       }> } }> } } }> }, variants: { edges: Array<{ node: { id: string, title: string, sku: string | null, availableForSale: boolean, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }> } } }> } };

export type ProductHandlesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ProductHandlesQuery = { products: { edges: Array<{ node: { handle: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type VariantQueryVariables = Exact<{
  id: string | number;
}>;


export type VariantQuery = { node:
    | { __typename: 'AppliedGiftCard' }
    | { __typename: 'Article' }
    | { __typename: 'Blog' }
    | { __typename: 'Cart' }
    | { __typename: 'CartLine' }
    | { __typename: 'Checkout' }
    | { __typename: 'CheckoutLineItem' }
    | { __typename: 'Collection' }
    | { __typename: 'Comment' }
    | { __typename: 'ComponentizableCartLine' }
    | { __typename: 'ExternalVideo' }
    | { __typename: 'GenericFile' }
    | { __typename: 'Location' }
    | { __typename: 'MailingAddress' }
    | { __typename: 'Market' }
    | { __typename: 'MediaImage' }
    | { __typename: 'MediaPresentation' }
    | { __typename: 'Menu' }
    | { __typename: 'MenuItem' }
    | { __typename: 'Metafield' }
    | { __typename: 'Metaobject' }
    | { __typename: 'Model3d' }
    | { __typename: 'Order' }
    | { __typename: 'Page' }
    | { __typename: 'Payment' }
    | { __typename: 'Product' }
    | { __typename: 'ProductOption' }
    | { __typename: 'ProductVariant', id: string, title: string, sku: string | null, availableForSale: boolean, product: { id: string, title: string, handle: string, tags: Array<string>, productType: string, descriptionHtml: string, requiresSellingPlan: boolean, images: { edges: Array<{ node: { url: string, altText: string | null, width: number | null, height: number | null } }> }, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                        | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                        | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                        | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                       }> } }> } } }> } }, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } }
    | { __typename: 'Shop' }
    | { __typename: 'ShopPolicy' }
    | { __typename: 'UrlRedirect' }
    | { __typename: 'Video' }
   | null };

export type ProductRecommendationsQueryVariables = Exact<{
  productId: string | number;
  intent?: ProductRecommendationIntent | null | undefined;
}>;


export type ProductRecommendationsQuery = { productRecommendations: Array<{ id: string, title: string, handle: string, description: string, descriptionHtml: string, productType: string, tags: Array<string>, requiresSellingPlan: boolean, options: Array<{ id: string, name: string, values: Array<string> }>, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } }, images: { edges: Array<{ node: { url: string, altText: string | null, width: number | null, height: number | null } }> }, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                    | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                    | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                    | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                   }> } }> } } }> }, variants: { edges: Array<{ node: { id: string, title: string, sku: string | null, availableForSale: boolean, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }> } }> | null };

export type SearchQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  sortKey?: SearchSortKeys | null | undefined;
  reverse?: boolean | null | undefined;
  productFilters?: Array<ProductFilter> | ProductFilter | null | undefined;
}>;


export type SearchQuery = { search: { totalCount: number, productFilters: Array<{ id: string, label: string, type: FilterType, values: Array<{ id: string, label: string, count: number, input: unknown }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node:
        | { __typename: 'Article' }
        | { __typename: 'Page' }
        | { __typename: 'Product', id: string, title: string, handle: string, description: string, descriptionHtml: string, productType: string, tags: Array<string>, requiresSellingPlan: boolean, options: Array<{ id: string, name: string, values: Array<string> }>, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } }, images: { edges: Array<{ node: { url: string, altText: string | null, width: number | null, height: number | null } }> }, sellingPlanGroups: { edges: Array<{ node: { name: string, options: Array<{ name: string, values: Array<string> }>, sellingPlans: { edges: Array<{ node: { id: string, name: string, description: string | null, recurringDeliveries: boolean, priceAdjustments: Array<{ orderCount: number | null, adjustmentValue:
                          | { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: { amount: string, currencyCode: CurrencyCode } }
                          | { __typename: 'SellingPlanFixedPriceAdjustment', price: { amount: string, currencyCode: CurrencyCode } }
                          | { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: number }
                         }> } }> } } }> }, variants: { edges: Array<{ node: { id: string, title: string, sku: string | null, availableForSale: boolean, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceV2: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, upgradeVariant: { value: string } | null, upgradeButtonTextOverride: { value: string } | null, abTestSwapWithVariantChance: { value: string } | null, abTestSwapWithVariantId: { value: string } | null, sellingPlanAllocations: { edges: Array<{ node: { sellingPlan: { id: string, name: string }, checkoutChargeAmount: { amount: string, currencyCode: CurrencyCode } } }> } } }> } }
       }> } };

export type PredictiveProductFieldsFragment = { id: string, title: string, handle: string, featuredImage: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } } };

export type PredictiveCollectionFieldsFragment = { id: string, title: string, handle: string };

export type QuerySuggestionFieldsFragment = { text: string, styledText: string };

export type PredictiveSearchQueryVariables = Exact<{
  query: string;
  limit?: number | null | undefined;
}>;


export type PredictiveSearchQuery = { predictiveSearch: { products: Array<{ id: string, title: string, handle: string, featuredImage: { url: string, altText: string | null, width: number | null, height: number | null } | null, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } } }>, collections: Array<{ id: string, title: string, handle: string }>, queries: Array<{ text: string, styledText: string }> } | null };

export type SitemapProductsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type SitemapProductsQuery = { products: { nodes: Array<{ handle: string, updatedAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type SitemapProductDatesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type SitemapProductDatesQuery = { products: { nodes: Array<{ updatedAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type SitemapCollectionsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type SitemapCollectionsQuery = { collections: { nodes: Array<{ handle: string, updatedAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type SitemapCollectionDatesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type SitemapCollectionDatesQuery = { collections: { nodes: Array<{ updatedAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ShopPolicyHandlesQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopPolicyHandlesQuery = { shop: { privacyPolicy: { handle: string } | null, termsOfService: { handle: string } | null, refundPolicy: { handle: string } | null, shippingPolicy: { handle: string } | null, subscriptionPolicy: { handle: string } | null } };

export type UrlRedirectQueryVariables = Exact<{
  query: string;
}>;


export type UrlRedirectQuery = { urlRedirects: { nodes: Array<{ path: string, target: string }> } };

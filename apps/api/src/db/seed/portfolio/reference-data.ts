import type { AssetCategory, DebtSourceKind } from '@lendline/portfolio';
import type { DealerTrade } from '../demo-vendors.ts';

// Fixed lists the demo portfolio draws from (domain.md §5.2).

export interface DebtSourceSeed {
  name: string;
  kind: DebtSourceKind;
  commitment: string | null;
  advanceRate: string | null;
  buyRate: string | null;
  status: 'active' | 'inactive';
  /** Share of funded contracts. */
  weight: number;
}

export const DEBT_SOURCES: readonly DebtSourceSeed[] = [
  {
    name: 'Balance Sheet',
    kind: 'BALANCE_SHEET',
    commitment: null,
    advanceRate: null,
    buyRate: null,
    status: 'active',
    weight: 15,
  },
  {
    name: 'Bank A Warehouse Line',
    kind: 'WAREHOUSE',
    commitment: '75000000.00',
    advanceRate: '0.8500',
    buyRate: null,
    status: 'active',
    weight: 30,
  },
  {
    name: 'Bank B Non-Recourse Discount',
    kind: 'DISCOUNT',
    commitment: '40000000.00',
    advanceRate: null,
    buyRate: '0.072500',
    status: 'active',
    weight: 20,
  },
  {
    name: 'Fund C Forward Flow',
    kind: 'FORWARD_FLOW',
    commitment: '50000000.00',
    advanceRate: null,
    buyRate: '0.081000',
    status: 'active',
    weight: 20,
  },
  {
    name: 'ABS Trust 2023-1',
    kind: 'ABS',
    commitment: null,
    advanceRate: null,
    buyRate: '0.065000',
    status: 'active',
    weight: 15,
  },
  {
    name: 'Prairie State Bank (retired line)',
    kind: 'WAREHOUSE',
    commitment: '10000000.00',
    advanceRate: '0.8000',
    buyRate: null,
    status: 'inactive',
    weight: 0,
  },
];

/** Lessee industries: NAICS codes, the dealers that sell to them and the asset category they finance. */
export const INDUSTRIES: readonly {
  weight: number;
  naics: readonly string[];
  trade: DealerTrade;
  category: AssetCategory;
  nouns: readonly string[];
}[] = [
  {
    weight: 22,
    naics: ['236220', '238210', '237310', '238910'],
    trade: 'construction',
    category: 'CONSTRUCTION',
    nouns: ['Construction', 'Excavating', 'Builders', 'Paving', 'Contractors', 'Site Works'],
  },
  {
    weight: 14,
    naics: ['621111', '621210', '621498', '541940'],
    trade: 'medical',
    category: 'MEDICAL',
    nouns: [
      'Family Dental',
      'Medical Group',
      'Imaging Center',
      'Animal Clinic',
      'Dermatology',
      'Physical Therapy',
    ],
  },
  {
    weight: 13,
    naics: ['484121', '484110', '492110', '484220'],
    trade: 'transportation',
    category: 'TRANSPORTATION',
    nouns: ['Trucking', 'Freight', 'Logistics', 'Hauling', 'Transport', 'Express'],
  },
  {
    weight: 12,
    naics: ['332710', '333249', '326199', '332312'],
    trade: 'manufacturing',
    category: 'MANUFACTURING',
    nouns: ['Machine Works', 'Fabrication', 'Manufacturing', 'Precision Parts', 'Tool & Die', 'Plastics'],
  },
  {
    weight: 10,
    naics: ['722511', '722513', '722515', '311811'],
    trade: 'foodService',
    category: 'RESTAURANT',
    nouns: ['Café', 'Pizzeria', 'Bistro', 'Taquería', 'Bakery', 'Grill'],
  },
  {
    weight: 8,
    naics: ['541512', '518210', '541511'],
    trade: 'technology',
    category: 'TECHNOLOGY',
    nouns: ['Data Systems', 'IT Services', 'Software', 'Networks', 'Tech Solutions'],
  },
  {
    weight: 6,
    naics: ['111998', '112111', '111150'],
    trade: 'agriculture',
    category: 'AGRICULTURE',
    nouns: ['Farms', 'Ranch', 'Orchards', 'Growers', 'Dairy'],
  },
  {
    weight: 15,
    naics: ['812320', '811111', '323111', '713940', '811192'],
    trade: 'office',
    category: 'OFFICE',
    nouns: ['Printing', 'Auto Repair', 'Fitness', 'Car Wash', 'Cleaners', 'Copy Center'],
  },
];

/** Lessee locations weighted by the lessor's state mix (CA 12, TX 10, FL 8, NY 6, IL 4, …). */
export const LOCATIONS: readonly (readonly [
  city: string,
  state: string,
  areaCode: string,
  weight: number,
])[] = [
  ['Los Angeles', 'CA', '213', 4],
  ['Fresno', 'CA', '559', 3],
  ['San Diego', 'CA', '619', 3],
  ['Sacramento', 'CA', '916', 2],
  ['Houston', 'TX', '713', 4],
  ['Dallas', 'TX', '214', 3],
  ['El Paso', 'TX', '915', 3],
  ['Tampa', 'FL', '813', 3],
  ['Orlando', 'FL', '407', 3],
  ['Jacksonville', 'FL', '904', 2],
  ['Rochester', 'NY', '585', 3],
  ['Brooklyn', 'NY', '718', 3],
  ['Chicago', 'IL', '312', 2],
  ['Springfield', 'IL', '217', 2],
  ['Philadelphia', 'PA', '215', 2],
  ['Erie', 'PA', '814', 2],
  ['Cleveland', 'OH', '216', 2],
  ['Dayton', 'OH', '937', 2],
  ['Atlanta', 'GA', '404', 2],
  ['Macon', 'GA', '478', 1.5],
  ['Charlotte', 'NC', '704', 2],
  ['Greensboro', 'NC', '336', 1.5],
  ['Phoenix', 'AZ', '602', 3],
  ['Denver', 'CO', '303', 3],
  ['Memphis', 'TN', '901', 3],
  ['St. Louis', 'MO', '314', 3],
  ['St. Paul', 'MN', '651', 3],
  ['Spokane', 'WA', '509', 3],
  ['Eugene', 'OR', '541', 2],
  ['Provo', 'UT', '801', 2],
  ["Coeur d'Alene", 'ID', '208', 1.5],
  ['Lincoln', 'NE', '402', 1.5],
  ['Cedar Rapids', 'IA', '319', 1.5],
  ['Lexington', 'KY', '859', 2],
  ['Fort Wayne', 'IN', '260', 2],
  ['Norfolk', 'VA', '757', 2],
  ['Annapolis', 'MD', '410', 2],
  ['Trenton', 'NJ', '609', 2],
  ['New Haven', 'CT', '203', 1],
  ['Mobile', 'AL', '251', 1.5],
  ['Tulsa', 'OK', '918', 2],
  ['Fayetteville', 'AR', '479', 1],
  ['Baton Rouge', 'LA', '225', 1.5],
  ['Albuquerque', 'NM', '505', 1],
  ['Las Vegas', 'NV', '702', 1.5],
  ['Milwaukee', 'WI', '414', 1.5],
  ['Grand Rapids', 'MI', '616', 2],
  ['Columbia', 'SC', '803', 1.5],
  ['Montpelier', 'VT', '802', 0.5],
  ['Anchorage', 'AK', '907', 0.3],
];

export const STREETS: readonly string[] = (
  'Main|Oak|Industrial|Commerce|Market|Maple|Cedar|Park|Lake|Hillcrest|River|Mill|Depot|Airport|' +
  'Ridge|Washington|Lincoln|Jefferson|Sunset|Elm|Pine|Union|Harbor|Quarry|Foundry|Orchard'
).split('|');
export const STREET_KINDS = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Pkwy', 'Ln', 'Way'] as const;

export const SURNAMES: readonly string[] = (
  'Anderson|Baker|Castillo|Dawson|Ellison|Fitzgerald|García|Hoffman|Ibarra|Jensen|Kowalski|Lindgren|' +
  "Márquez|Nakamura|O'Brien|Petrović|Quintero|Rasmussen|Schäfer|Thibodeaux|Urquhart|Vásquez|Whitaker|" +
  "Yamamoto|Zielinski|Brennan|Chávez|D'Amico|Eriksen|Fontaine|Gallo|Haugen|Iverson|Jiménez|Keller|" +
  "Larsen|McAllister|Novak|Okafor|Pham|Reyes|Sørensen|Tran|Villarreal|Walsh|Young|Zúñiga|O'Connell"
).split('|');

export const PLACE_WORDS: readonly string[] = (
  'Summit|Blue Ridge|Keystone|Lakeshore|Redwood|Ironwood|Prairie|Harbor|Granite|Cascade|Pioneer|' +
  'Frontier|Heartland|Riverbend|Cedar Hill|Meridian|North Star|Sierra|Gulf Coast|Tri-County|Capitol|' +
  'Liberty|Evergreen|Silver Creek|Great Plains|Bayview|Mesa Verde|Highland|Piedmont|Coastal|Atlas|' +
  'Beacon|Sterling|Sunbelt|Big Sky|Hill Country|Twin Rivers|Old Mill|Copper Canyon|Bluebonnet'
).split('|');

/** Legal names with the apostrophes, accents and ampersands a real portfolio has (domain.md §5.4 #21). */
export const SPECIAL_NAMES: readonly string[] = [
  "O'Brien Café LLC",
  'Zoë & Søren Bäckerei Inc.',
  'Nguyễn Brothers Trucking LLC',
  'Muñoz e Hijos Landscaping LLC',
  "D'Angelo's Pizzería Corp.",
  'Łukasz Dental Studio PLLC',
  'Crème de la Crème Pâtisserie LLC',
  "Smith & Sons' Excavating, Inc.",
  'Ünal Precision Machining LLC',
  'Bjørn Nordic Logistics Inc.',
  "Dr. Aoife Ní Bhriain's Veterinary Clinic",
  'Peña Blanca Ranch & Cattle Co.',
];

export const LEGAL_SUFFIXES: readonly (readonly [suffix: string, entity: EntityType])[] = [
  ['LLC', 'LLC'],
  ['LLC', 'LLC'],
  ['Inc.', 'CORPORATION'],
  ['Corp.', 'CORPORATION'],
  ['& Partners', 'PARTNERSHIP'],
  ['LP', 'PARTNERSHIP'],
];

export type EntityType = 'LLC' | 'CORPORATION' | 'PARTNERSHIP' | 'SOLE_PROPRIETOR' | 'NON_PROFIT';

/** What each category's equipment is, for asset rows: make, model, a description and a typical life. */
export const EQUIPMENT: Record<
  AssetCategory,
  readonly (readonly [make: string, model: string, what: string])[]
> = {
  CONSTRUCTION: [
    ['Caterpillar', '259D3', 'Compact track loader'],
    ['Kubota', 'KX057-5', 'Mini excavator'],
    ['Bobcat', 'S650', 'Skid steer loader'],
    ['JLG', '1055', 'Telehandler'],
    ['John Deere', '544P', 'Wheel loader'],
    ['Hamm', 'HD 12 VV', 'Tandem asphalt roller'],
  ],
  MEDICAL: [
    ['Carestream', 'DRX-Evolution', 'Digital X-ray system'],
    ['A-dec', '500', 'Dental chair and delivery unit'],
    ['GE HealthCare', 'Venue Go', 'Point-of-care ultrasound'],
    ['Cutera', 'excel V+', 'Aesthetic laser'],
    ['Tuttnauer', '3870EA', 'Autoclave sterilizer'],
    ['Philips', 'IntelliVue MX450', 'Patient monitor'],
  ],
  TRANSPORTATION: [
    ['Utility', '3000R', 'Refrigerated trailer'],
    ['Isuzu', 'NRR', '26 ft box truck'],
    ['Freightliner', 'Cascadia 116', 'Day cab tractor'],
    ['Mack', 'Granite', 'Dump truck'],
    ['Great Dane', 'Champion', 'Dry van trailer'],
  ],
  MANUFACTURING: [
    ['Haas', 'VF-2', 'CNC vertical machining center'],
    ['Trumpf', 'TruLaser 1030', 'Fiber laser cutter'],
    ['Amada', 'HG 1303', 'Press brake'],
    ['Atlas Copco', 'GA 37', 'Rotary screw compressor'],
    ['Toyota', '8FBE20U', 'Electric forklift'],
  ],
  RESTAURANT: [
    ['Rational', 'iCombi Pro 10-1/1', 'Combi oven'],
    ['Kolpak', 'KF7-0810', 'Walk-in cooler'],
    ['Hobart', 'AM16', 'Dishwasher'],
    ['La Marzocco', 'Linea PB', 'Espresso machine'],
    ['Marsal', 'SD-660', 'Deck pizza oven'],
  ],
  TECHNOLOGY: [
    ['Dell', 'PowerEdge R760', 'Rack server'],
    ['Cisco', 'Catalyst 9300', 'Network switch stack'],
    ['Lenovo', 'ThinkPad T14', 'Laptop fleet'],
    ['Axis', 'P3268-LVE', 'Security camera system'],
    ['Ubiquiti', 'UniFi U7 Pro', 'Wi-Fi network'],
  ],
  AGRICULTURE: [
    ['John Deere', '5075E', 'Utility tractor with loader'],
    ['Vermeer', '604R', 'Round baler'],
    ['GSI', '1224', 'Grain dryer'],
    ['Hagie', 'STS12', 'Self-propelled sprayer'],
  ],
  PRINTING: [
    ['Canon', 'imagePRESS V1000', 'Production printer'],
    ['Konica Minolta', 'AccurioPress C4080', 'Digital press'],
    ['Xerox', 'AltaLink C8170', 'Multifunction copier'],
  ],
  OFFICE: [
    ['Ricoh', 'IM C4510', 'Multifunction copier'],
    ['Pitney Bowes', 'SendPro C', 'Mailing system'],
    ['Life Fitness', 'Integrity+', 'Commercial fitness package'],
    ['PDQ', 'LaserWash 360 Plus', 'Car wash system'],
    ['Steelcase', 'Gesture', 'Office furniture package'],
  ],
};

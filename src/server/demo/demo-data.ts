import type { JobBenefit } from '@shared/options/benefits';
/**
 * The demo world: UK employers who hire inclusively, their jobs, and people returning to work.
 * Every value is a form value the product's own forms accept (option lists, skill catalogue).
 * Phone numbers are in Ofcom's range reserved for drama (07700 900xxx); e-mail domains are
 * reserved test domains.
 */

export const DEMO_PASSWORD = 'newleaf-demo-1';
export const DEMO_SEEKER_EMAIL = 'demo.seeker@newleaf.test';
export const DEMO_EMPLOYER_EMAIL = 'demo.employer@newleaf.test';

export interface DemoJob {
  title: string;
  category: string;
  employmentType: string;
  experienceLevel: string;
  city?: string;
  salary: [number, number];
  skills: string[];
  dbs?: boolean;
  about: string;
  /** Lines of "what you will need"; a few jobs have them. */
  needs?: string[];
}

export interface DemoCompany {
  key: string;
  companyName: string;
  industry: string;
  companySize: string;
  websiteUrl: string;
  city: string;
  colour: string;
  description: string;
  preferredSkills: string[];
  /** Fair-chance commitments (src/shared/options/fair-chance.ts); some demo employers make none. */
  fairChance?: string[];
  /** What every job of the company offers (values of src/shared/options/benefits.ts). */
  benefits: JobBenefit[];
  jobs: DemoJob[];
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'greenfield',
    companyName: 'Greenfield Hospitality Group',
    industry: 'Hospitality',
    companySize: '201-500',
    websiteUrl: 'https://greenfield-hospitality.example',
    city: 'Manchester',
    colour: '#166534',
    description:
      'Hotels, a bakery and two city-centre restaurants. We have hired through prison and probation partnerships for ten years and train every new starter from scratch.',
    preferredSkills: ['food_hygiene', 'line_cooking', 'customer_service', 'teamwork'],
    fairChance: ['ban_the_box', 'considers_convictions', 'offers_adjustments'],
    benefits: ['training_provided', 'free_meals', 'paid_breaks', 'uniform_provided'],
    jobs: [
      {
        title: 'Commis Chef',
        category: 'Chef & Cooking',
        employmentType: 'Full-time',
        experienceLevel: 'some',
        salary: [23500, 26000],
        skills: ['food_hygiene', 'line_cooking', 'food_preparation', 'allergen_awareness'],
        needs: [
          'Level 2 Food Hygiene, or willing to take it in your first week',
          'Able to stand for a full shift',
        ],
        about:
          'Join the brigade at our Deansgate restaurant. You will prepare sections for service, cook on the pass with a senior chef and keep the kitchen spotless. Straight shifts, no split shifts, meals on duty.',
      },
      {
        title: 'Kitchen Porter',
        category: 'Kitchen Porter',
        employmentType: 'Full-time',
        experienceLevel: 'entry',
        salary: [22000, 23500],
        skills: ['kitchen_portering', 'food_hygiene', 'teamwork'],
        about:
          'The heart of a busy kitchen: washing up, receiving deliveries, rotating stock and helping with prep. No experience needed; we pay for your Level 2 Food Hygiene in your first week.',
      },
      {
        title: 'Barista',
        category: 'Barista & Café Work',
        employmentType: 'Part-time',
        experienceLevel: 'entry',
        salary: [21000, 22500],
        skills: ['barista', 'customer_service', 'cash_handling'],
        about:
          'Make great coffee for hotel guests and walk-in customers at our Northern Quarter café. Full barista training, 20–30 hours a week, weekends on a rota.',
      },
      {
        title: 'Hotel Housekeeper',
        category: 'Hotel Housekeeping',
        employmentType: 'Full-time',
        experienceLevel: 'entry',
        salary: [22000, 23000],
        skills: ['housekeeping', 'coshh', 'teamwork'],
        about:
          'Prepare guest rooms to a high standard in our 180-room city hotel. Early finishes, paid breaks and a clear route to Housekeeping Supervisor.',
      },
      {
        title: 'Front of House Supervisor',
        category: 'Waiting & Front of House',
        employmentType: 'Full-time',
        experienceLevel: 'supervisor',
        salary: [27000, 30000],
        skills: ['table_service', 'customer_service', 'leadership', 'personal_licence'],
        about:
          'Lead a team of eight servers, run the floor on busy evenings and look after our regulars. A personal licence helps; we can support you to get one.',
      },
    ],
  },
  {
    key: 'northgate',
    companyName: 'Northgate Logistics',
    industry: 'Transportation',
    companySize: '501-1000',
    websiteUrl: 'https://northgate-logistics.example',
    city: 'Leeds',
    colour: '#1e3a8a',
    description:
      'Regional distribution for supermarkets and online retailers from three sites in Yorkshire. A Ban the Box employer: we ask about convictions only after an offer.',
    preferredSkills: ['forklift_counterbalance', 'order_picking', 'hgv_class1'],
    fairChance: ['disability_confident_2', 'guaranteed_interview', 'offers_adjustments'],
    benefits: ['training_provided', 'on_site_parking', 'workplace_pension', 'sick_pay'],
    jobs: [
      {
        title: 'Warehouse Operative',
        category: 'Warehouse Operative',
        employmentType: 'Full-time',
        experienceLevel: 'entry',
        salary: [23000, 25500],
        skills: ['order_picking', 'manual_handling', 'goods_in_dispatch'],
        needs: ['Able to lift up to 15 kg safely', 'Steel-toe boots (we pay for your first pair)'],
        about:
          'Pick, pack and load orders in our Cross Green warehouse. Four-on four-off shifts with a night premium. Safety boots and hi-vis provided.',
      },
      {
        title: 'Counterbalance Forklift Driver',
        category: 'Forklift Driving',
        employmentType: 'Full-time',
        experienceLevel: 'some',
        salary: [25500, 28000],
        skills: ['forklift_counterbalance', 'goods_in_dispatch', 'health_safety_awareness'],
        about:
          'Load and unload trailers and keep the yard moving. You will need a valid counterbalance licence (RTITB or ITSSAR); refresher training is on us.',
      },
      {
        title: 'HGV Class 1 Driver',
        category: 'HGV & LGV Driving',
        employmentType: 'Full-time',
        experienceLevel: 'experienced',
        salary: [36000, 42000],
        skills: ['hgv_class1', 'driver_cpc', 'tachograph_drivers_hours'],
        about:
          'Trunking and multi-drop store deliveries across the North, home every night. Modern fleet, no hand-balling, overtime paid at time and a half.',
      },
      {
        title: 'Multi-drop Van Driver',
        category: 'Van Driving',
        employmentType: 'Full-time',
        experienceLevel: 'some',
        city: 'Bradford',
        salary: [24000, 26500],
        skills: ['driving_licence_b', 'multi_drop_delivery', 'customer_service'],
        about:
          'Deliver parcels to homes and businesses around Bradford in an electric van. Set routes, a full UK licence for at least a year needed.',
      },
      {
        title: 'Goods In Team Leader',
        category: 'Goods In & Dispatch',
        employmentType: 'Full-time',
        experienceLevel: 'supervisor',
        salary: [29000, 32000],
        skills: ['goods_in_dispatch', 'stock_control', 'leadership', 'data_entry'],
        about:
          'Run the goods-in shift: booking in deliveries, checking paperwork, leading a team of six and keeping the stock system accurate.',
      },
    ],
  },
  {
    key: 'brickwell',
    companyName: 'Brickwell Construction',
    industry: 'Construction',
    companySize: '51-200',
    websiteUrl: 'https://brickwell-construction.example',
    city: 'Birmingham',
    colour: '#9a3412',
    description:
      'House builder and groundworks contractor across the West Midlands. Our academy has taken on more than 120 people leaving prison since 2016.',
    preferredSkills: ['cscs_labourer', 'groundworks', 'bricklaying'],
    benefits: ['training_provided', 'travel_help', 'mentoring'],
    jobs: [
      {
        title: 'Site Labourer',
        category: 'General Labour',
        employmentType: 'Full-time',
        experienceLevel: 'entry',
        salary: [24000, 26000],
        skills: ['cscs_labourer', 'manual_handling', 'health_safety_awareness'],
        about:
          'Keep our housing sites safe and tidy, move materials and support the trades. A CSCS green card is needed; if you do not have one yet we book and pay for the test.',
      },
      {
        title: 'Trainee Bricklayer',
        category: 'Bricklaying',
        employmentType: 'Apprenticeship',
        experienceLevel: 'entry',
        salary: [21000, 24000],
        skills: ['bricklaying', 'cscs_labourer', 'teamwork'],
        needs: [
          'A CSCS card, or willing to sit the test (we book and pay for it)',
          'Happy working outdoors in all weather',
        ],
        about:
          'A two-year paid apprenticeship with day release to college, working alongside our bricklaying gangs on new-build homes in Solihull.',
      },
      {
        title: 'Groundworker',
        category: 'Groundworks',
        employmentType: 'Full-time',
        experienceLevel: 'some',
        salary: [27000, 31000],
        skills: ['groundworks', 'cscs_skilled_worker', 'cpcs_plant_operator'],
        about:
          'Drainage, foundations, kerbs and paving on residential sites. Experience with a 360 or dumper is a plus; we can put you through your CPCS.',
      },
      {
        title: 'Painter and Decorator',
        category: 'Painting & Decorating',
        employmentType: 'Contract',
        experienceLevel: 'experienced',
        salary: [28000, 32000],
        skills: ['painting_decorating', 'cscs_skilled_worker'],
        about:
          'Finishing new homes ready for handover: mist coats, cutting in, woodwork and snagging. Six-month contract with a view to staying on.',
      },
      {
        title: 'Site Supervisor',
        category: 'Construction & Building',
        employmentType: 'Full-time',
        experienceLevel: 'supervisor',
        salary: [38000, 44000],
        skills: ['sssts', 'cscs_skilled_worker', 'leadership', 'first_aid'],
        about:
          'Run a site of 40 homes day to day: inductions, permits, subcontractors and quality. SSSTS required, SMSTS supported.',
      },
    ],
  },
  {
    key: 'riverside',
    companyName: 'Riverside Care Homes',
    industry: 'Healthcare',
    companySize: '201-500',
    websiteUrl: 'https://riverside-care.example',
    city: 'Bristol',
    colour: '#7e22ce',
    description:
      'Five family-run care homes for older people in and around Bristol. We look at the person, not only the record, within the law on regulated activity.',
    preferredSkills: ['first_aid', 'communication', 'housekeeping'],
    fairChance: ['disability_confident_1', 'offers_adjustments'],
    benefits: ['training_provided', 'free_meals', 'employee_assistance', 'uniform_provided'],
    jobs: [
      {
        title: 'Care Assistant',
        category: 'Care Work',
        employmentType: 'Full-time',
        experienceLevel: 'entry',
        salary: [23000, 25000],
        skills: ['communication', 'first_aid', 'manual_handling'],
        dbs: true,
        needs: [
          'An enhanced DBS check (we apply and pay for it)',
          'Kindness and patience; we teach the rest',
        ],
        about:
          'Support our residents with personal care, meals and activities. Full Care Certificate training. This is regulated activity: an enhanced DBS check with barred list is required.',
      },
      {
        title: 'Night Care Worker',
        category: 'Care Work',
        employmentType: 'Part-time',
        experienceLevel: 'some',
        salary: [24000, 26000],
        skills: ['communication', 'first_aid', 'resilience'],
        dbs: true,
        about:
          'Three waking nights a week looking after residents at our Clifton home. Regulated activity: enhanced DBS with barred list check.',
      },
      {
        title: 'Care Home Cook',
        category: 'Catering',
        employmentType: 'Full-time',
        experienceLevel: 'some',
        salary: [23500, 25500],
        skills: ['food_hygiene', 'food_preparation', 'allergen_awareness', 'haccp'],
        about:
          'Cook fresh, nourishing meals for 45 residents, including soft and special diets. Day shifts only, every other weekend off.',
      },
      {
        title: 'Domestic Assistant',
        category: 'Cleaning',
        employmentType: 'Part-time',
        experienceLevel: 'entry',
        salary: [21500, 22500],
        skills: ['commercial_cleaning', 'coshh', 'housekeeping'],
        about:
          'Keep our home clean, safe and welcoming: bedrooms, lounges and laundry. Mornings, 25 hours a week.',
      },
      {
        title: 'Senior Care Assistant',
        category: 'Healthcare Assistant',
        employmentType: 'Full-time',
        experienceLevel: 'supervisor',
        salary: [26000, 28500],
        skills: ['communication', 'first_aid', 'leadership', 'time_management'],
        dbs: true,
        about:
          'Lead a shift of care assistants, give medication and write care plans. Regulated activity: enhanced DBS with barred list check.',
      },
    ],
  },
  {
    key: 'pennine',
    companyName: 'Pennine Manufacturing',
    industry: 'Manufacturing',
    companySize: '201-500',
    websiteUrl: 'https://pennine-manufacturing.example',
    city: 'Sheffield',
    colour: '#0f766e',
    description:
      'Precision metal parts for rail and renewables, made in Sheffield since 1952. Our Fresh Start programme pairs every new starter with a mentor.',
    preferredSkills: ['machine_operation', 'welding', 'quality_inspection'],
    benefits: ['on_site_parking', 'paid_breaks', 'workplace_pension'],
    jobs: [
      {
        title: 'Production Operative',
        category: 'Manufacturing & Production',
        employmentType: 'Full-time',
        experienceLevel: 'entry',
        salary: [23500, 25000],
        skills: ['machine_operation', 'assembly_production', 'punctuality'],
        about:
          'Run and load CNC machines on a day or back shift, check parts against drawings and keep your cell tidy. Full training given.',
      },
      {
        title: 'MIG Welder',
        category: 'Welding & Fabrication',
        employmentType: 'Full-time',
        experienceLevel: 'experienced',
        salary: [30000, 34000],
        skills: ['welding', 'health_safety_awareness'],
        about:
          'MIG welding of steel frames for wind-turbine housings. Coded welders welcome; we can code you in-house.',
      },
      {
        title: 'Quality Inspector',
        category: 'Quality Control & Inspection',
        employmentType: 'Full-time',
        experienceLevel: 'some',
        salary: [26000, 29000],
        skills: ['quality_inspection', 'data_entry', 'problem_solving'],
        about:
          'Measure finished parts with callipers and CMM, record results and stop anything that is not right. An eye for detail matters more than a certificate.',
      },
      {
        title: 'Maintenance Fitter',
        category: 'Property Maintenance',
        employmentType: 'Full-time',
        experienceLevel: 'experienced',
        salary: [34000, 38000],
        skills: ['electrical_18th_edition', 'machine_operation', 'problem_solving'],
        about:
          'Keep our machines running: planned maintenance, breakdowns and small projects. Electrical and mechanical skills both useful.',
      },
      {
        title: 'Packing Operative',
        category: 'Packing & Packaging',
        employmentType: 'Temporary',
        experienceLevel: 'entry',
        salary: [22000, 23000],
        skills: ['order_picking', 'manual_handling', 'teamwork'],
        about:
          'Pack and label finished parts for dispatch. Twelve-week temporary role over our busy season, often made permanent.',
      },
    ],
  },
  {
    key: 'highstreet',
    companyName: 'High Street Co-operative',
    industry: 'Retail',
    companySize: '1000+',
    websiteUrl: 'https://highstreet-coop.example',
    city: 'Liverpool',
    colour: '#be123c',
    description:
      'Community-owned food stores and pharmacies across Merseyside. A founding member of the local Fair Chance employers network.',
    preferredSkills: ['till_operation', 'customer_service', 'stock_replenishment'],
    fairChance: ['ban_the_box', 'considers_convictions', 'disability_confident_3', 'guaranteed_interview'],
    benefits: ['flexible_hours', 'extra_holiday', 'employee_assistance'],
    jobs: [
      {
        title: 'Customer Team Member',
        category: 'Retail Sales Assistant',
        employmentType: 'Part-time',
        experienceLevel: 'entry',
        salary: [21500, 22500],
        skills: ['till_operation', 'customer_service', 'age_restricted_sales'],
        about:
          'Serve customers on the tills, fill the shelves and help keep the store looking its best. 16–24 hours a week, including some evenings.',
      },
      {
        title: 'Night Shelf Stacker',
        category: 'Stock Control & Inventory',
        employmentType: 'Part-time',
        experienceLevel: 'entry',
        salary: [23000, 24000],
        skills: ['stock_replenishment', 'manual_handling', 'teamwork'],
        about:
          'Replenish the store overnight ready for the morning. 10pm to 6am, three nights a week, night premium paid.',
      },
      {
        title: 'Assistant Store Manager',
        category: 'Store Supervision & Management',
        employmentType: 'Full-time',
        experienceLevel: 'supervisor',
        salary: [27500, 30500],
        skills: ['leadership', 'cash_handling', 'stock_control', 'customer_service'],
        about:
          'Run the store with the manager: rotas, deliveries, cash and coaching a team of 15. Retail supervision experience needed.',
      },
      {
        title: 'Home Delivery Driver',
        category: 'Delivery Driving',
        employmentType: 'Full-time',
        experienceLevel: 'some',
        city: 'Wirral',
        salary: [23500, 25000],
        skills: ['driving_licence_b', 'multi_drop_delivery', 'customer_service'],
        about:
          'Deliver online grocery orders to customers around the Wirral in a refrigerated van. Clean licence with no more than six points.',
      },
      {
        title: 'Visual Merchandiser',
        category: 'Visual Merchandising',
        employmentType: 'Contract',
        experienceLevel: 'some',
        salary: [24000, 26000],
        skills: ['visual_merchandising', 'stock_replenishment', 'communication'],
        about: 'Set up seasonal displays and store layouts across six stores. Travel between sites is paid.',
      },
    ],
  },
  {
    key: 'cleansweep',
    companyName: 'CleanSweep Facilities',
    industry: 'Other',
    companySize: '51-200',
    websiteUrl: 'https://cleansweep-facilities.example',
    city: 'London',
    colour: '#0369a1',
    description:
      'Commercial cleaning and grounds maintenance for offices, schools and hospitals in London. A social enterprise: half our profits fund employment support.',
    preferredSkills: ['commercial_cleaning', 'coshh', 'grounds_maintenance'],
    benefits: ['flexible_hours', 'uniform_provided', 'travel_help'],
    jobs: [
      {
        title: 'Office Cleaner',
        category: 'Commercial Cleaning',
        employmentType: 'Part-time',
        experienceLevel: 'entry',
        salary: [23500, 24500],
        skills: ['commercial_cleaning', 'coshh', 'punctuality'],
        needs: ['Early starts: 6 am to 9 am, Monday to Friday'],
        about:
          'Evening cleaning of offices in the City, 5.30pm to 9pm weekdays. London Living Wage and paid travel time between sites.',
      },
      {
        title: 'School Caretaker',
        category: 'Property Maintenance',
        employmentType: 'Full-time',
        experienceLevel: 'some',
        city: 'Croydon',
        salary: [26000, 28000],
        skills: ['caretaking', 'health_safety_awareness', 'problem_solving'],
        dbs: true,
        about:
          'Open up, secure and look after a primary school: small repairs, deliveries and supervising contractors. Regulated activity: enhanced DBS with barred list check.',
      },
      {
        title: 'Deep Cleaning Operative',
        category: 'Cleaning',
        employmentType: 'Temporary',
        experienceLevel: 'some',
        salary: [24500, 26500],
        skills: ['deep_cleaning', 'coshh', 'floor_care'],
        about:
          'Deep cleans of kitchens, washrooms and void properties. Varied sites, van provided for the team.',
      },
      {
        title: 'Grounds Maintenance Operative',
        category: 'Gardening & Landscaping',
        employmentType: 'Full-time',
        experienceLevel: 'entry',
        city: 'Enfield',
        salary: [24000, 25500],
        skills: ['grounds_maintenance', 'manual_handling', 'driving_licence_b'],
        about: 'Mowing, hedge cutting and litter picking across housing estates and parks in north London.',
      },
      {
        title: 'Cleaning Supervisor',
        category: 'Cleaning',
        employmentType: 'Full-time',
        experienceLevel: 'supervisor',
        salary: [28000, 30000],
        skills: ['bicsc_cleaning', 'leadership', 'coshh', 'time_management'],
        about: 'Lead cleaning teams across five office buildings: rotas, audits and training. BICSc welcome.',
      },
    ],
  },
  {
    key: 'bytebridge',
    companyName: 'ByteBridge IT Services',
    industry: 'Technology',
    companySize: '11-50',
    websiteUrl: 'https://bytebridge-it.example',
    city: 'Glasgow',
    colour: '#4338ca',
    description:
      'IT support and device recycling for charities and small businesses. Several of our engineers learnt their trade on prison digital skills courses.',
    preferredSkills: ['it_support', 'basic_computer_skills', 'microsoft_office'],
    benefits: ['training_provided', 'flexible_hours', 'mentoring', 'sick_pay'],
    jobs: [
      {
        title: 'IT Support Technician',
        category: 'IT Support',
        employmentType: 'Full-time',
        experienceLevel: 'some',
        salary: [24000, 27000],
        skills: ['it_support', 'microsoft_office', 'communication'],
        needs: [
          'Comfortable explaining technical things plainly',
          'Some experience with Windows, at home or at work',
        ],
        about:
          'First-line support by phone and on site: passwords, printers, laptops and Microsoft 365. CompTIA A+ training funded.',
      },
      {
        title: 'Device Refurbishment Technician',
        category: 'IT Support',
        employmentType: 'Full-time',
        experienceLevel: 'entry',
        salary: [22000, 23500],
        skills: ['basic_computer_skills', 'pat_testing', 'problem_solving'],
        about:
          'Wipe, test and refurbish donated laptops for people who need them. No experience needed, just patience and care.',
      },
      {
        title: 'Data Entry Clerk',
        category: 'Data Entry',
        employmentType: 'Part-time',
        experienceLevel: 'entry',
        salary: [21500, 22500],
        skills: ['data_entry', 'microsoft_office', 'time_management'],
        about:
          'Keep our asset register and customer records accurate. 20 hours a week, flexible around your other commitments.',
      },
      {
        title: 'Junior Web Developer',
        category: 'Web & Software Development',
        employmentType: 'Apprenticeship',
        experienceLevel: 'entry',
        salary: [22000, 25000],
        skills: ['web_development', 'problem_solving', 'teamwork'],
        about:
          'Build and look after websites for charity clients while completing a Level 4 software apprenticeship.',
      },
      {
        title: 'Service Desk Analyst',
        category: 'Call Centre',
        employmentType: 'Full-time',
        experienceLevel: 'some',
        salary: [25000, 28000],
        skills: ['call_handling', 'it_support', 'customer_service', 'cyber_awareness'],
        about: 'Log, fix and follow up IT issues for our clients by phone and chat. Hybrid after training.',
      },
    ],
  },
];

// ---- Seekers ------------------------------------------------------------------------------------

/** What a seeker answered about convictions (form values of the legal step). */
const LEGAL = {
  spentTheft: {
    sentenceCompleted: true,
    convictionTypes: ['theft_burglary_robbery'],
    convictionStatus: 'spent',
  },
  spentDriving: { sentenceCompleted: true, convictionTypes: ['driving_offences'], convictionStatus: 'spent' },
  unspentDrugs: {
    sentenceCompleted: true,
    convictionTypes: ['drug_offences_possession'],
    convictionStatus: 'unspent',
  },
  spentFraud: {
    sentenceCompleted: true,
    convictionTypes: ['fraud_financial_offences'],
    convictionStatus: 'spent',
  },
  publicOrder: {
    sentenceCompleted: true,
    convictionTypes: ['public_order_offences', 'breach_court_orders'],
    convictionStatus: 'spent',
  },
  barred: {
    sentenceCompleted: true,
    convictionTypes: ['assault_violent_offences'],
    convictionStatus: 'unspent',
    barredFromRegulatedWork: true,
    onDbsBarringList: true,
    mappaLevel: 'level_1',
  },
  noRecord: { sentenceCompleted: false },
  notSaid: {},
} as const;

const HEALTH = {
  none: { hasDisability: false },
  mentalHealth: {
    hasDisability: true,
    disabilityTypes: ['mental_health'],
    workplaceAdjustments: ['flexible_working_hours'],
  },
  mobility: {
    hasDisability: true,
    disabilityTypes: ['mobility_physical_access'],
    workplaceAdjustments: ['modified_physical_work_environment'],
  },
  neuro: {
    hasDisability: true,
    disabilityTypes: ['neurodivergence', 'learning_difficulty'],
    workplaceAdjustments: ['communication_support', 'additional_training_support'],
  },
  hearing: {
    hasDisability: true,
    disabilityTypes: ['sensory_hearing_vision_processing'],
    workplaceAdjustments: ['assistive_technology'],
  },
  notSaid: {},
} as const;

export type LegalPreset = keyof typeof LEGAL;
export type HealthPreset = keyof typeof HEALTH;
export const LEGAL_PRESETS = LEGAL;
export const HEALTH_PRESETS = HEALTH;

export interface DemoSeeker {
  first: string;
  last: string;
  jobTitle: string;
  headline: string;
  city: string;
  skills: string[];
  interests: string[];
  prefs: string[];
  licence: boolean | null;
  relocate: boolean | null;
  legal: LegalPreset;
  health: HealthPreset;
  sharing: ['nobody' | 'connected' | 'any_employer', 'nobody' | 'connected' | 'any_employer'];
  bio: string;
}

const C = 'connected' as const;
const N = 'nobody' as const;
const A = 'any_employer' as const;

// prettier-ignore
export const DEMO_SEEKERS: DemoSeeker[] = [
  // The demo seeker (signs in with DEMO_SEEKER_EMAIL): a cook who finished a sentence two years ago.
  { first: 'Alex', last: 'Morgan', jobTitle: 'Commis Chef', headline: 'Prison kitchen trained cook, ready for a busy brigade', city: 'Manchester', skills: ['food_hygiene', 'line_cooking', 'food_preparation', 'allergen_awareness', 'teamwork'], interests: ['Hospitality'], prefs: ['full_time', 'shift_work', 'weekends'], licence: false, relocate: false, legal: 'spentTheft', health: 'none', sharing: [C, C], bio: 'I ran the servery at HMP Forest Bank and earned my Level 2 Food Hygiene and NVQ in Professional Cookery inside. Since release I have volunteered at a community café twice a week. I am reliable, calm under pressure and want to build a career as a chef.' },
  { first: 'Jordan', last: 'Hughes', jobTitle: 'Kitchen Porter', headline: 'Hard-working and never late', city: 'Manchester', skills: ['kitchen_portering', 'food_hygiene', 'teamwork', 'punctuality'], interests: ['Hospitality'], prefs: ['full_time', 'nights', 'weekends'], licence: false, relocate: false, legal: 'unspentDrugs', health: 'notSaid', sharing: [C, C], bio: 'Two years clean and on a supported housing programme. I have worked as a KP in two restaurants and like being part of a busy team.' },
  { first: 'Priya', last: 'Shah', jobTitle: 'Barista', headline: 'Latte art and a friendly face', city: 'Salford', skills: ['barista', 'customer_service', 'cash_handling', 'till_operation'], interests: ['Hospitality', 'Retail'], prefs: ['part_time', 'flexible_hours'], licence: true, relocate: false, legal: 'noRecord', health: 'mentalHealth', sharing: [C, N], bio: 'Returning to work after two years caring for my mum and a period of poor mental health. Three years in coffee shops before that.' },
  { first: 'Daniel', last: 'Okafor', jobTitle: 'Warehouse Operative', headline: 'Forklift licence and five years in distribution', city: 'Leeds', skills: ['forklift_counterbalance', 'forklift_reach', 'order_picking', 'goods_in_dispatch', 'manual_handling'], interests: ['Logistics', 'Transportation'], prefs: ['full_time', 'shift_work', 'nights'], licence: true, relocate: true, legal: 'spentDriving', health: 'none', sharing: [A, C], bio: 'Counterbalance and reach trained. Lost my licence a few years back for a driving offence; it is back and clean. Looking for steady shifts.' },
  { first: 'Megan', last: 'Price', jobTitle: 'Care Assistant', headline: 'Caring, patient and good with people', city: 'Bristol', skills: ['communication', 'first_aid', 'manual_handling', 'resilience'], interests: ['Healthcare'], prefs: ['full_time', 'shift_work'], licence: true, relocate: false, legal: 'noRecord', health: 'none', sharing: [C, C], bio: 'Looked after my grandad for four years. I have my first aid certificate and want to work in a care home.' },
  { first: 'Tomasz', last: 'Nowak', jobTitle: 'Groundworker', headline: 'CSCS blue card, 360 experience', city: 'Birmingham', skills: ['groundworks', 'cscs_skilled_worker', 'cpcs_plant_operator', 'manual_handling'], interests: ['Construction'], prefs: ['full_time', 'contract'], licence: true, relocate: true, legal: 'publicOrder', health: 'none', sharing: [C, C], bio: 'Eight years on sites in Poland and the UK. Drainage, kerbs and foundations. I learnt from a mistake and have been working steadily since.' },
  { first: 'Chloe', last: 'Evans', jobTitle: 'Retail Assistant', headline: 'Friendly tills and tidy shelves', city: 'Liverpool', skills: ['till_operation', 'customer_service', 'stock_replenishment', 'age_restricted_sales'], interests: ['Retail'], prefs: ['part_time', 'weekends'], licence: false, relocate: false, legal: 'spentTheft', health: 'neuro', sharing: [N, C], bio: 'Dyslexic and proud of it. I worked at a discount store for two years and I am great with customers.' },
  { first: 'Marcus', last: 'Campbell', jobTitle: 'HGV Class 1 Driver', headline: 'Class 1 with CPC and a clean licence', city: 'Wakefield', skills: ['hgv_class1', 'driver_cpc', 'tachograph_drivers_hours', 'driving_licence_b'], interests: ['Transportation', 'Logistics'], prefs: ['full_time', 'nights'], licence: true, relocate: false, legal: 'spentFraud', health: 'none', sharing: [A, A], bio: 'Passed my Class 1 through a resettlement scheme. Two years of trunking since then without a single incident.' },
  { first: 'Aisha', last: 'Begum', jobTitle: 'Office Cleaner', headline: 'Thorough and trustworthy', city: 'London', skills: ['commercial_cleaning', 'coshh', 'punctuality', 'floor_care'], interests: ['Maintenance', 'Service Industry'], prefs: ['part_time', 'flexible_hours'], licence: false, relocate: false, legal: 'noRecord', health: 'hearing', sharing: [C, C], bio: 'I wear hearing aids and work best with written instructions. Five years cleaning offices and schools.' },
  { first: 'Liam', last: 'Walsh', jobTitle: 'Site Labourer', headline: 'Grafter with a CSCS green card', city: 'Coventry', skills: ['cscs_labourer', 'manual_handling', 'health_safety_awareness', 'teamwork'], interests: ['Construction'], prefs: ['full_time', 'temporary'], licence: true, relocate: true, legal: 'barred', health: 'none', sharing: [C, N], bio: 'Released last year after a violent offence I deeply regret. I completed the CSCS course and a victim awareness programme. I just want to work hard.' },
  { first: 'Sophie', last: 'Turner', jobTitle: 'Data Entry Clerk', headline: 'Fast, accurate typist', city: 'Glasgow', skills: ['data_entry', 'microsoft_office', 'basic_computer_skills', 'time_management'], interests: ['Service Industry'], prefs: ['part_time', 'remote_work', 'flexible_hours'], licence: null, relocate: false, legal: 'notSaid', health: 'mobility', sharing: [N, C], bio: 'Wheelchair user looking for office work with step-free access. 60 words a minute and confident with Excel.' },
  { first: 'Kieran', last: "O'Neill", jobTitle: 'IT Support Technician', headline: 'Fixes laptops, explains things simply', city: 'Glasgow', skills: ['it_support', 'comptia_a_plus', 'microsoft_office', 'communication', 'cyber_awareness'], interests: ['Service Industry'], prefs: ['full_time', 'remote_work'], licence: true, relocate: false, legal: 'spentFraud', health: 'none', sharing: [C, C], bio: 'Gained CompTIA A+ on a prison digital skills course. Volunteer at a library helping people get online.' },
  { first: 'Grace', last: 'Adeyemi', jobTitle: 'Housekeeper', headline: 'Hotel-standard rooms, every time', city: 'Manchester', skills: ['housekeeping', 'coshh', 'teamwork', 'deep_cleaning'], interests: ['Hospitality', 'Maintenance'], prefs: ['full_time', 'weekends'], licence: false, relocate: false, legal: 'noRecord', health: 'none', sharing: [C, C], bio: 'Housekeeping in two city hotels before a career break to raise my children. Ready to go back.' },
  { first: 'Ryan', last: 'Fletcher', jobTitle: 'Production Operative', headline: 'Steady hands, CNC experience', city: 'Sheffield', skills: ['machine_operation', 'assembly_production', 'quality_inspection', 'punctuality'], interests: ['Manufacturing'], prefs: ['full_time', 'shift_work'], licence: true, relocate: false, legal: 'spentTheft', health: 'mentalHealth', sharing: [C, C], bio: 'Worked in a factory for six years. Managing anxiety well with support and looking for a stable role.' },
  { first: 'Hannah', last: 'Lewis', jobTitle: 'Front of House', headline: 'Bar and restaurant supervisor', city: 'Stockport', skills: ['table_service', 'bar_service', 'personal_licence', 'customer_service', 'leadership'], interests: ['Hospitality'], prefs: ['full_time', 'weekends', 'nights'], licence: true, relocate: false, legal: 'publicOrder', health: 'none', sharing: [A, C], bio: 'Personal licence holder with four years running a busy bar. Ready to lead a team again.' },
  { first: 'Mohammed', last: 'Rahman', jobTitle: 'Van Driver', headline: 'Multi-drop driver, knows Bradford inside out', city: 'Bradford', skills: ['driving_licence_b', 'multi_drop_delivery', 'customer_service', 'time_management'], interests: ['Transportation', 'Logistics'], prefs: ['full_time', 'weekends'], licence: true, relocate: false, legal: 'noRecord', health: 'none', sharing: [C, C], bio: 'Delivered parcels for three years for a national courier. Clean licence.' },
  { first: 'Ellie', last: 'Robinson', jobTitle: 'Care Home Cook', headline: 'Home-cooked food for special diets', city: 'Bath', skills: ['food_hygiene', 'food_preparation', 'allergen_awareness', 'haccp'], interests: ['Hospitality', 'Healthcare'], prefs: ['full_time'], licence: true, relocate: false, legal: 'spentDriving', health: 'none', sharing: [C, A], bio: 'School cook for five years. I love making food that people actually look forward to.' },
  { first: 'Nathan', last: 'Brooks', jobTitle: 'Welder', headline: 'MIG and TIG, coded in the past', city: 'Rotherham', skills: ['welding', 'machine_operation', 'health_safety_awareness'], interests: ['Manufacturing', 'Construction'], prefs: ['full_time', 'contract'], licence: true, relocate: true, legal: 'unspentDrugs', health: 'none', sharing: [N, N], bio: 'Learnt to weld on a prison industries workshop. Looking for a fresh start in fabrication.' },
  { first: 'Jade', last: 'Mitchell', jobTitle: 'Customer Service Advisor', headline: 'Calm voice on a busy phone line', city: 'Liverpool', skills: ['call_handling', 'customer_service', 'complaints_handling', 'communication'], interests: ['Service Industry', 'Retail'], prefs: ['full_time', 'remote_work'], licence: false, relocate: false, legal: 'spentTheft', health: 'neuro', sharing: [C, C], bio: 'ADHD diagnosis last year changed everything. Two years in a contact centre, top of the team for customer feedback.' },
  { first: 'Callum', last: 'Reid', jobTitle: 'Grounds Maintenance', headline: 'Happiest outdoors', city: 'Enfield', skills: ['grounds_maintenance', 'manual_handling', 'driving_licence_b', 'waste_recycling'], interests: ['Agriculture', 'Maintenance'], prefs: ['full_time', 'temporary'], licence: true, relocate: false, legal: 'publicOrder', health: 'none', sharing: [C, C], bio: 'Worked on the gardens team at an open prison and loved it. Strimmers, mowers and hedge cutters.' },
  { first: 'Zara', last: 'Hussain', jobTitle: 'Junior Developer', headline: 'Self-taught web developer', city: 'Glasgow', skills: ['web_development', 'problem_solving', 'basic_computer_skills', 'teamwork'], interests: ['Service Industry'], prefs: ['full_time', 'remote_work', 'flexible_hours'], licence: false, relocate: true, legal: 'noRecord', health: 'mentalHealth', sharing: [C, N], bio: 'Built websites for friends and local businesses while recovering from burnout. Ready for an apprenticeship.' },
  { first: 'Patrick', last: 'Doyle', jobTitle: 'Painter and Decorator', headline: 'Clean lines, no mess', city: 'Wolverhampton', skills: ['painting_decorating', 'cscs_skilled_worker', 'time_management'], interests: ['Construction'], prefs: ['contract', 'full_time'], licence: true, relocate: false, legal: 'spentFraud', health: 'none', sharing: [A, C], bio: 'Fifteen years as a decorator, self-employed until a business went wrong. Looking for steady employed work.' },
  { first: 'Olivia', last: 'Green', jobTitle: 'Shelf Stacker', headline: 'Night owl with a good eye for stock', city: 'Liverpool', skills: ['stock_replenishment', 'manual_handling', 'teamwork', 'stock_control'], interests: ['Retail'], prefs: ['part_time', 'nights'], licence: false, relocate: false, legal: 'notSaid', health: 'notSaid', sharing: [C, C], bio: 'Night shifts suit my family life. Two years replenishing stock at a supermarket.' },
  { first: 'Samuel', last: 'Adams', jobTitle: 'Security Officer', headline: 'SIA badge and calm approach', city: 'London', skills: ['communication', 'first_aid', 'resilience', 'health_safety_awareness'], interests: ['Service Industry'], prefs: ['full_time', 'nights', 'shift_work'], licence: true, relocate: false, legal: 'noRecord', health: 'none', sharing: [C, C], bio: 'Former soldier returning to civilian work. Five years in the army, two in retail security.' },
  { first: 'Rebecca', last: 'Hall', jobTitle: 'Domestic Assistant', headline: 'Keeps things spotless', city: 'Bristol', skills: ['commercial_cleaning', 'coshh', 'housekeeping', 'punctuality'], interests: ['Healthcare', 'Maintenance'], prefs: ['part_time', 'flexible_hours'], licence: false, relocate: false, legal: 'spentTheft', health: 'mobility', sharing: [N, C], bio: 'Hip problems mean I need to avoid heavy lifting, but I am thorough and quick.' },
  { first: 'Connor', last: 'Murphy', jobTitle: 'Trainee Bricklayer', headline: 'Keen to learn a trade', city: 'Solihull', skills: ['bricklaying', 'cscs_labourer', 'teamwork', 'punctuality'], interests: ['Construction'], prefs: ['full_time'], licence: false, relocate: false, legal: 'publicOrder', health: 'neuro', sharing: [C, C], bio: 'Left school at 16, made some bad choices, did a brickwork course with a charity. I want an apprenticeship.' },
  { first: 'Fatima', last: 'Ali', jobTitle: 'Quality Inspector', headline: 'Eye for detail', city: 'Sheffield', skills: ['quality_inspection', 'data_entry', 'problem_solving', 'microsoft_office'], interests: ['Manufacturing'], prefs: ['full_time'], licence: true, relocate: false, legal: 'noRecord', health: 'none', sharing: [C, C], bio: 'Quality checks in a food factory for four years. Returning after maternity leave.' },
  { first: 'George', last: 'Harris', jobTitle: 'Maintenance Electrician', headline: '18th Edition, industrial experience', city: 'Doncaster', skills: ['electrical_18th_edition', 'pat_testing', 'problem_solving', 'machine_operation'], interests: ['Manufacturing', 'Maintenance'], prefs: ['full_time', 'shift_work'], licence: true, relocate: true, legal: 'spentDriving', health: 'none', sharing: [A, A], bio: 'Industrial electrician for twelve years. Looking for a maintenance role close to home.' },
  { first: 'Amber', last: 'Wright', jobTitle: 'Care Assistant', headline: 'Kind, patient and reliable', city: 'Bristol', skills: ['communication', 'first_aid', 'teamwork', 'time_management'], interests: ['Healthcare'], prefs: ['part_time', 'nights'], licence: false, relocate: false, legal: 'barred', health: 'mentalHealth', sharing: [N, N], bio: 'I know care work is closed to me for now, so I am looking at catering and cleaning roles where I can still help people.' },
  { first: 'Lewis', last: 'Scott', jobTitle: 'Forklift Driver', headline: 'Reach and counterbalance, nights preferred', city: 'Leeds', skills: ['forklift_reach', 'forklift_counterbalance', 'goods_in_dispatch', 'stock_control'], interests: ['Logistics'], prefs: ['full_time', 'nights'], licence: true, relocate: false, legal: 'unspentDrugs', health: 'none', sharing: [C, C], bio: 'Six years on forklifts. Currently on licence and working with probation on a plan; they are supportive of me working nights.' },
  { first: 'Ruby', last: 'King', jobTitle: 'Waitress', headline: 'Big smile, fast feet', city: 'Manchester', skills: ['table_service', 'customer_service', 'cash_handling', 'teamwork'], interests: ['Hospitality'], prefs: ['part_time', 'weekends', 'flexible_hours'], licence: false, relocate: false, legal: 'noRecord', health: 'neuro', sharing: [C, C], bio: 'Autistic, great with routines and regulars. Waitressing for three years in a family Italian.' },
  { first: 'Harvey', last: 'Wood', jobTitle: 'Delivery Driver', headline: 'Clean licence, knows the Wirral', city: 'Birkenhead', skills: ['driving_licence_b', 'multi_drop_delivery', 'customer_service'], interests: ['Transportation'], prefs: ['full_time', 'weekends'], licence: true, relocate: false, legal: 'spentTheft', health: 'none', sharing: [C, C], bio: 'Food delivery driver for two years. Punctual and polite on the doorstep.' },
  { first: 'Isla', last: 'Bennett', jobTitle: 'Visual Merchandiser', headline: 'Windows that stop people in the street', city: 'Liverpool', skills: ['visual_merchandising', 'stock_replenishment', 'communication', 'social_media'], interests: ['Retail'], prefs: ['contract', 'flexible_hours'], licence: true, relocate: true, legal: 'notSaid', health: 'none', sharing: [C, C], bio: 'Fashion retail background, now looking for creative merchandising work.' },
  { first: 'Tyrone', last: 'Clarke', jobTitle: 'Chef de Partie', headline: 'Grill and sauce section, ten years', city: 'Manchester', skills: ['line_cooking', 'food_preparation', 'food_hygiene', 'haccp', 'leadership'], interests: ['Hospitality'], prefs: ['full_time', 'nights', 'weekends'], licence: false, relocate: false, legal: 'unspentDrugs', health: 'none', sharing: [A, C], bio: 'Cooked in hotel kitchens for a decade. In recovery and ready to get back behind the pass.' },
  { first: 'Emily', last: 'Ward', jobTitle: 'Receptionist', headline: 'Organised and welcoming', city: 'Leeds', skills: ['microsoft_office', 'call_handling', 'customer_service', 'data_entry'], interests: ['Service Industry'], prefs: ['full_time', 'part_time'], licence: false, relocate: false, legal: 'noRecord', health: 'hearing', sharing: [C, C], bio: 'Receptionist at a dental practice for three years. I lip-read well and use captioned calls.' },
  { first: 'Ben', last: 'Parker', jobTitle: 'Site Supervisor', headline: 'SSSTS, first aid, twenty years on sites', city: 'Birmingham', skills: ['sssts', 'cscs_skilled_worker', 'leadership', 'first_aid'], interests: ['Construction'], prefs: ['full_time'], licence: true, relocate: true, legal: 'spentFraud', health: 'none', sharing: [C, C], bio: 'Ran sites for a regional builder until a conviction for fraud. Served my time and rebuilt my qualifications.' },
  { first: 'Nadia', last: 'Kowalski', jobTitle: 'Cleaning Supervisor', headline: 'BICSc trained team leader', city: 'London', skills: ['bicsc_cleaning', 'commercial_cleaning', 'leadership', 'coshh'], interests: ['Maintenance'], prefs: ['full_time', 'flexible_hours'], licence: false, relocate: false, legal: 'noRecord', health: 'none', sharing: [C, C], bio: 'Led a team of twelve cleaners at a university. Looking for a supervisor role nearer home.' },
  { first: 'Owen', last: 'Jenkins', jobTitle: 'Caretaker', headline: 'Handy with tools, good with people', city: 'Croydon', skills: ['caretaking', 'health_safety_awareness', 'problem_solving', 'plumbing_basic'], interests: ['Maintenance'], prefs: ['full_time'], licence: true, relocate: false, legal: 'spentDriving', health: 'none', sharing: [C, C], bio: 'Caretaker of a block of flats for six years. Small repairs, security and keeping residents happy.' },
  { first: 'Leah', last: 'Foster', jobTitle: 'Packing Operative', headline: 'Quick and careful', city: 'Sheffield', skills: ['order_picking', 'manual_handling', 'teamwork', 'assembly_production'], interests: ['Manufacturing', 'Logistics'], prefs: ['temporary', 'full_time', 'zero_hours'], licence: false, relocate: false, legal: 'spentTheft', health: 'notSaid', sharing: [N, C], bio: 'Agency packing work for two years. Would love something permanent.' },
  { first: 'Kai', last: 'Thompson', jobTitle: 'Service Desk Analyst', headline: 'Patient troubleshooter', city: 'Edinburgh', skills: ['it_support', 'call_handling', 'cyber_awareness', 'customer_service'], interests: ['Service Industry'], prefs: ['full_time', 'remote_work'], licence: true, relocate: true, legal: 'noRecord', health: 'mentalHealth', sharing: [C, C], bio: 'Back to work after treatment for depression. Two years on a university IT help desk.' },
];

/** Index of the demo seeker in DEMO_SEEKERS, and the demo employer's company key. */
export const DEMO_SEEKER_INDEX = 0;
export const DEMO_EMPLOYER_KEY = 'greenfield';

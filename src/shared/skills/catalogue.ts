import type { SkillCategoryId } from './category-ids';

export type { SkillCategoryId } from './category-ids';

export const SKILL_TYPES = ['Certification', 'Technical', 'License', 'Soft Skill'] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

export const SKILL_LEVELS = ['Basic'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

interface SkillSeed {
  readonly id: string;
  readonly name: string;
  readonly type: SkillType;
  readonly level?: SkillLevel;
  readonly keywords: readonly string[];
}

// ---- Seeds per category (ids are stable: they are stored in profiles and jobs) -------------------

// prettier-ignore
const CONSTRUCTION = [
  { id: 'cscs_labourer', name: 'CSCS Labourer Card', type: 'Certification', level: 'Basic', keywords: ['cscs', 'green card', 'labourer', 'site', 'health and safety'] },
  { id: 'cscs_skilled_worker', name: 'CSCS Skilled Worker Card', type: 'Certification', keywords: ['cscs', 'blue card', 'nvq', 'skilled'] },
  { id: 'bricklaying', name: 'Bricklaying', type: 'Technical', keywords: ['brickwork', 'bricklayer', 'blockwork', 'masonry'] },
  { id: 'carpentry_joinery', name: 'Carpentry & Joinery', type: 'Technical', keywords: ['carpenter', 'joiner', 'woodwork', 'first fix', 'second fix'] },
  { id: 'plastering', name: 'Plastering & Drylining', type: 'Technical', keywords: ['plasterer', 'rendering', 'drylining', 'skimming'] },
  { id: 'painting_decorating', name: 'Painting & Decorating', type: 'Technical', keywords: ['painter', 'decorator', 'wallpapering'] },
  { id: 'scaffolding_cisrs', name: 'CISRS Scaffolding Card', type: 'Certification', keywords: ['scaffolder', 'scaffolding', 'cisrs'] },
  { id: 'groundworks', name: 'Groundworks', type: 'Technical', keywords: ['groundworker', 'drainage', 'concrete', 'excavation'] },
  { id: 'cpcs_plant_operator', name: 'CPCS / NPORS Plant Operator Card', type: 'Certification', keywords: ['cpcs', 'npors', 'plant', 'excavator', 'dumper', 'telehandler'] },
  { id: 'roofing', name: 'Roofing', type: 'Technical', keywords: ['roofer', 'slating', 'tiling', 'flat roof'] },
  { id: 'sssts', name: 'SSSTS Site Supervisor Safety Training', type: 'Certification', keywords: ['sssts', 'citb', 'supervisor', 'site safety'] },
  { id: 'wall_floor_tiling', name: 'Wall & Floor Tiling', type: 'Technical', keywords: ['tiler', 'tiling', 'flooring', 'grouting'] },
] as const satisfies readonly SkillSeed[];

// prettier-ignore
const DRIVING_LOGISTICS = [
  { id: 'driving_licence_b', name: 'Full UK Driving Licence (Category B)', type: 'License', keywords: ['driving licence', 'car', 'category b', 'driver'] },
  { id: 'hgv_class1', name: 'HGV Class 1 (C+E) Licence', type: 'License', keywords: ['hgv', 'lgv', 'c+e', 'class 1', 'artic', 'lorry'] },
  { id: 'hgv_class2', name: 'HGV Class 2 (C) Licence', type: 'License', keywords: ['hgv', 'lgv', 'class 2', 'rigid', 'lorry'] },
  { id: 'driver_cpc', name: 'Driver CPC', type: 'Certification', keywords: ['cpc', 'driver qualification card', 'dqc', 'hgv', 'pcv'] },
  { id: 'pcv_licence', name: 'PCV Bus & Coach Licence (D)', type: 'License', keywords: ['pcv', 'bus', 'coach', 'category d'] },
  { id: 'forklift_counterbalance', name: 'Forklift (Counterbalance)', type: 'Certification', keywords: ['forklift', 'flt', 'counterbalance', 'rtitb', 'itssar'] },
  { id: 'forklift_reach', name: 'Forklift (Reach Truck)', type: 'Certification', keywords: ['forklift', 'flt', 'reach truck', 'rtitb'] },
  { id: 'multi_drop_delivery', name: 'Multi-drop Van Delivery', type: 'Technical', keywords: ['van', 'delivery', 'courier', 'multi-drop', 'parcels'] },
  { id: 'order_picking', name: 'Order Picking & Packing', type: 'Technical', level: 'Basic', keywords: ['picker', 'packer', 'warehouse', 'scanner', 'pick and pack'] },
  { id: 'goods_in_dispatch', name: 'Goods In & Dispatch', type: 'Technical', keywords: ['goods in', 'dispatch', 'loading', 'warehouse', 'despatch'] },
  { id: 'adr_dangerous_goods', name: 'ADR Dangerous Goods', type: 'Certification', keywords: ['adr', 'hazardous', 'dangerous goods', 'tanker'] },
  { id: 'tachograph_drivers_hours', name: "Tachographs & Drivers' Hours", type: 'Technical', keywords: ['tachograph', 'drivers hours', 'dvsa', 'hgv'] },
] as const satisfies readonly SkillSeed[];

// prettier-ignore
const CATERING_HOSPITALITY = [
  { id: 'food_hygiene', name: 'Food Hygiene Certificate (Level 2)', type: 'Certification', level: 'Basic', keywords: ['food safety', 'hygiene', 'level 2', 'catering', 'kitchen'] },
  { id: 'allergen_awareness', name: 'Allergen Awareness', type: 'Certification', keywords: ['allergens', 'natasha', 'food safety', 'allergy'] },
  { id: 'haccp', name: 'HACCP', type: 'Certification', keywords: ['haccp', 'food safety', 'food production'] },
  { id: 'personal_licence', name: 'Personal Licence (Alcohol)', type: 'License', keywords: ['aplh', 'alcohol', 'licensing', 'bar', 'pub'] },
  { id: 'food_preparation', name: 'Food Preparation', type: 'Technical', level: 'Basic', keywords: ['commis', 'prep', 'kitchen', 'cooking', 'chef'] },
  { id: 'line_cooking', name: 'Line Cooking', type: 'Technical', keywords: ['chef', 'cook', 'grill', 'kitchen', 'line cook'] },
  { id: 'kitchen_portering', name: 'Kitchen Portering', type: 'Technical', level: 'Basic', keywords: ['kitchen porter', 'kp', 'dishwasher', 'pot wash'] },
  { id: 'barista', name: 'Barista Skills', type: 'Technical', keywords: ['coffee', 'barista', 'espresso', 'cafe'] },
  { id: 'bar_service', name: 'Bar Service', type: 'Technical', keywords: ['bartender', 'bar staff', 'pub', 'cellar', 'drinks'] },
  { id: 'table_service', name: 'Table Service & Waiting', type: 'Technical', keywords: ['waiter', 'waitress', 'front of house', 'restaurant', 'server'] },
] as const satisfies readonly SkillSeed[];

// prettier-ignore
const CLEANING_MAINTENANCE = [
  { id: 'commercial_cleaning', name: 'Commercial Cleaning', type: 'Technical', level: 'Basic', keywords: ['cleaner', 'office cleaning', 'contract cleaning'] },
  { id: 'deep_cleaning', name: 'Deep Cleaning', type: 'Technical', keywords: ['deep clean', 'sanitising', 'end of tenancy'] },
  { id: 'coshh', name: 'COSHH Awareness', type: 'Certification', keywords: ['coshh', 'chemicals', 'hazardous substances', 'health and safety'] },
  { id: 'bicsc_cleaning', name: 'BICSc Cleaning Certificate', type: 'Certification', keywords: ['bicsc', 'cleaning', 'cleaning science'] },
  { id: 'floor_care', name: 'Floor Care & Machine Scrubbing', type: 'Technical', keywords: ['scrubber dryer', 'buffing', 'floor polishing', 'carpet'] },
  { id: 'window_cleaning', name: 'Window Cleaning', type: 'Technical', keywords: ['window cleaner', 'water-fed pole', 'glazing'] },
  { id: 'housekeeping', name: 'Hotel Housekeeping', type: 'Technical', keywords: ['housekeeper', 'room attendant', 'chambermaid', 'hotel'] },
  { id: 'caretaking', name: 'Caretaking & Building Maintenance', type: 'Technical', keywords: ['caretaker', 'handyman', 'maintenance', 'odd jobs', 'facilities'] },
  { id: 'grounds_maintenance', name: 'Grounds Maintenance', type: 'Technical', keywords: ['gardening', 'landscaping', 'grass cutting', 'strimming', 'groundskeeper'] },
  { id: 'waste_recycling', name: 'Waste Management & Recycling', type: 'Technical', keywords: ['waste', 'recycling', 'refuse', 'bin', 'loader'] },
] as const satisfies readonly SkillSeed[];

// prettier-ignore
const IT_DIGITAL = [
  { id: 'basic_computer_skills', name: 'Basic Computer Skills', type: 'Technical', level: 'Basic', keywords: ['computer', 'internet', 'email', 'typing', 'digital'] },
  { id: 'microsoft_office', name: 'Microsoft Office (Word, Excel, Outlook)', type: 'Technical', keywords: ['word', 'excel', 'outlook', 'powerpoint', 'microsoft 365', 'office'] },
  { id: 'google_workspace', name: 'Google Workspace', type: 'Technical', keywords: ['gmail', 'google docs', 'google sheets', 'google drive'] },
  { id: 'data_entry', name: 'Data Entry', type: 'Technical', keywords: ['typing', 'keyboard', 'data input', 'spreadsheets', 'admin'] },
  { id: 'essential_digital_skills', name: 'Essential Digital Skills Qualification', type: 'Certification', level: 'Basic', keywords: ['edsq', 'digital skills', 'computer', 'qualification'] },
  { id: 'it_support', name: 'IT Support & Troubleshooting', type: 'Technical', keywords: ['helpdesk', 'service desk', 'troubleshooting', 'hardware', 'it'] },
  { id: 'comptia_a_plus', name: 'CompTIA A+', type: 'Certification', keywords: ['comptia', 'a+', 'it support', 'hardware'] },
  { id: 'web_development', name: 'Web Development (HTML, CSS, JavaScript)', type: 'Technical', keywords: ['html', 'css', 'javascript', 'website', 'coding', 'programming'] },
  { id: 'social_media', name: 'Social Media Management', type: 'Technical', keywords: ['facebook', 'instagram', 'tiktok', 'marketing', 'content'] },
  { id: 'cyber_awareness', name: 'Cyber Security Awareness', type: 'Technical', keywords: ['cyber', 'security', 'phishing', 'online safety', 'gdpr'] },
] as const satisfies readonly SkillSeed[];

// prettier-ignore
const TRADES_TECHNICAL = [
  { id: 'plumbing_basic', name: 'Basic Plumbing', type: 'Technical', level: 'Basic', keywords: ['plumber', 'plumbing', 'pipework', 'taps', 'heating'] },
  { id: 'electrical_18th_edition', name: 'Electrical Installation (18th Edition BS 7671)', type: 'Certification', keywords: ['electrician', 'wiring', '18th edition', 'bs 7671', 'electrical'] },
  { id: 'gas_safe', name: 'Gas Safe Registration', type: 'Certification', keywords: ['gas engineer', 'boiler', 'gas safe', 'heating'] },
  { id: 'welding', name: 'Welding (MIG / TIG / Arc)', type: 'Technical', keywords: ['welder', 'fabrication', 'mig', 'tig', 'metalwork'] },
  { id: 'machine_operation', name: 'Machine Operation', type: 'Technical', level: 'Basic', keywords: ['machine operator', 'cnc', 'production', 'factory', 'manufacturing'] },
  { id: 'assembly_production', name: 'Assembly & Production Line Work', type: 'Technical', level: 'Basic', keywords: ['assembly', 'production line', 'factory', 'manufacturing', 'operative'] },
  { id: 'quality_inspection', name: 'Quality Control & Inspection', type: 'Technical', keywords: ['quality', 'qc', 'inspection', 'checking', 'manufacturing'] },
  { id: 'vehicle_maintenance', name: 'Vehicle Maintenance & Repair', type: 'Technical', keywords: ['mechanic', 'motor vehicle', 'mot', 'tyres', 'garage'] },
  { id: 'hvac_refrigeration', name: 'Heating, Ventilation & Air Conditioning', type: 'Technical', keywords: ['hvac', 'air conditioning', 'refrigeration', 'f-gas', 'ventilation'] },
  { id: 'pat_testing', name: 'PAT Testing', type: 'Certification', keywords: ['pat', 'portable appliance testing', 'electrical', 'safety testing'] },
  { id: 'ipaf_mewp', name: 'IPAF Powered Access (MEWP)', type: 'Certification', keywords: ['ipaf', 'mewp', 'cherry picker', 'scissor lift', 'working at height'] },
  { id: 'pasma_towers', name: 'PASMA Mobile Access Towers', type: 'Certification', keywords: ['pasma', 'tower', 'scaffold tower', 'working at height'] },
] as const satisfies readonly SkillSeed[];

// prettier-ignore
const RETAIL_CUSTOMER = [
  { id: 'till_operation', name: 'Till Operation', type: 'Technical', level: 'Basic', keywords: ['till', 'checkout', 'cashier', 'epos', 'point of sale'] },
  { id: 'cash_handling', name: 'Cash Handling', type: 'Technical', keywords: ['cash', 'cashing up', 'money', 'banking', 'till'] },
  { id: 'customer_service', name: 'Customer Service', type: 'Soft Skill', keywords: ['customers', 'customer care', 'front line', 'service'] },
  { id: 'stock_replenishment', name: 'Stock Replenishment & Shelf Filling', type: 'Technical', level: 'Basic', keywords: ['shelf stacking', 'merchandising', 'replenishment', 'night fill', 'stock'] },
  { id: 'stock_control', name: 'Stock Control & Stocktaking', type: 'Technical', keywords: ['inventory', 'stocktake', 'ordering', 'stock'] },
  { id: 'visual_merchandising', name: 'Visual Merchandising', type: 'Technical', keywords: ['displays', 'window display', 'merchandiser', 'planogram'] },
  { id: 'sales_upselling', name: 'Sales & Product Knowledge', type: 'Soft Skill', keywords: ['sales', 'upselling', 'selling', 'product knowledge'] },
  { id: 'complaints_handling', name: 'Handling Complaints', type: 'Soft Skill', keywords: ['complaints', 'conflict', 'difficult customers', 'resolution'] },
  { id: 'age_restricted_sales', name: 'Age-Restricted Sales (Challenge 25)', type: 'Certification', keywords: ['challenge 25', 'age verification', 'alcohol', 'tobacco', 'id checks'] },
  { id: 'call_handling', name: 'Telephone & Call Handling', type: 'Technical', keywords: ['call centre', 'telephone', 'phone', 'contact centre', 'inbound'] },
] as const satisfies readonly SkillSeed[];

// prettier-ignore
const SOFT_SKILLS = [
  { id: 'teamwork', name: 'Teamwork', type: 'Soft Skill', keywords: ['team player', 'collaboration', 'cooperation'] },
  { id: 'punctuality', name: 'Punctuality & Reliability', type: 'Soft Skill', keywords: ['reliable', 'on time', 'attendance', 'dependable'] },
  { id: 'communication', name: 'Communication', type: 'Soft Skill', keywords: ['speaking', 'listening', 'written', 'verbal'] },
  { id: 'problem_solving', name: 'Problem Solving', type: 'Soft Skill', keywords: ['solutions', 'initiative', 'thinking', 'troubleshooting'] },
  { id: 'time_management', name: 'Time Management', type: 'Soft Skill', keywords: ['organisation', 'organised', 'prioritising', 'deadlines'] },
  { id: 'adaptability', name: 'Adaptability', type: 'Soft Skill', keywords: ['flexible', 'learning', 'change', 'willing to learn'] },
  { id: 'resilience', name: 'Resilience', type: 'Soft Skill', keywords: ['determination', 'perseverance', 'coping', 'motivation'] },
  { id: 'leadership', name: 'Leadership', type: 'Soft Skill', keywords: ['supervising', 'mentoring', 'team leader', 'managing'] },
  { id: 'first_aid', name: 'Emergency First Aid at Work', type: 'Certification', keywords: ['first aid', 'efaw', 'faw', 'first aider', 'cpr'] },
  { id: 'manual_handling', name: 'Manual Handling', type: 'Certification', level: 'Basic', keywords: ['lifting', 'moving', 'health and safety', 'manual handling'] },
  { id: 'health_safety_awareness', name: 'Health & Safety Awareness', type: 'Certification', level: 'Basic', keywords: ['health and safety', 'iosh', 'risk', 'safety'] },
  { id: 'functional_skills', name: 'Functional Skills (English & Maths)', type: 'Certification', level: 'Basic', keywords: ['english', 'maths', 'literacy', 'numeracy', 'gcse'] },
] as const satisfies readonly SkillSeed[];

// ---- Public catalogue --------------------------------------------------------------------------

type AnySeed =
  | (typeof CONSTRUCTION)[number]
  | (typeof DRIVING_LOGISTICS)[number]
  | (typeof CATERING_HOSPITALITY)[number]
  | (typeof CLEANING_MAINTENANCE)[number]
  | (typeof IT_DIGITAL)[number]
  | (typeof TRADES_TECHNICAL)[number]
  | (typeof RETAIL_CUSTOMER)[number]
  | (typeof SOFT_SKILLS)[number];

/** Union of every catalogue skill id. */
export type SkillId = AnySeed['id'];

export interface Skill {
  readonly id: SkillId;
  readonly name: string;
  readonly category: SkillCategoryId;
  readonly type: SkillType;
  readonly level?: SkillLevel;
  readonly keywords: readonly string[];
}

export interface SkillCategory {
  readonly id: SkillCategoryId;
  readonly name: string;
  readonly description: string;
  readonly skills: readonly Skill[];
}

function category(
  id: SkillCategoryId,
  name: string,
  description: string,
  seeds: readonly (SkillSeed & { readonly id: SkillId })[],
): SkillCategory {
  const skills = seeds.map((seed): Skill => Object.freeze({ ...seed, category: id }));
  return Object.freeze({ id, name, description, skills: Object.freeze(skills) });
}

export const SKILL_CATEGORIES: readonly SkillCategory[] = Object.freeze([
  category(
    'construction',
    'Construction',
    'Site cards, building trades and construction safety.',
    CONSTRUCTION,
  ),
  category(
    'driving_logistics',
    'Driving & Logistics',
    'Driving licences, forklifts, deliveries and warehouse work.',
    DRIVING_LOGISTICS,
  ),
  category(
    'catering_hospitality',
    'Catering & Hospitality',
    'Kitchens, bars, cafés and front of house, with food safety certificates.',
    CATERING_HOSPITALITY,
  ),
  category(
    'cleaning_maintenance',
    'Cleaning & Maintenance',
    'Commercial and specialist cleaning, caretaking and grounds work.',
    CLEANING_MAINTENANCE,
  ),
  category(
    'it_digital',
    'IT & Digital',
    'Everyday computer skills through to IT support and web work.',
    IT_DIGITAL,
  ),
  category(
    'trades_technical',
    'Trades & Technical',
    'Plumbing, electrical, engineering, manufacturing and access certificates.',
    TRADES_TECHNICAL,
  ),
  category(
    'retail_customer',
    'Retail & Customer Service',
    'Tills, stock, sales and looking after customers.',
    RETAIL_CUSTOMER,
  ),
  category(
    'soft_skills',
    'Skills & Personal Development',
    'Personal strengths and workplace essentials every employer values.',
    SOFT_SKILLS,
  ),
]);

/** Every skill, in category order then catalogue order. */
export const ALL_SKILLS: readonly Skill[] = Object.freeze(SKILL_CATEGORIES.flatMap((c) => c.skills));

const isNonEmpty = <T>(items: readonly T[]): items is readonly [T, ...T[]] => items.length > 0;

const skillIds = Object.freeze(ALL_SKILLS.map((skill) => skill.id));

/**
 * All skill ids as a non-empty tuple, usable with z.enum. An expression, not a throw: a statement
 * with an effect at the top of this module would keep it in every chunk that imports the catalogue.
 */
export const SKILL_IDS: readonly [SkillId, ...SkillId[]] = isNonEmpty(skillIds)
  ? skillIds
  : [CONSTRUCTION[0].id];

const SKILLS_BY_ID: ReadonlyMap<string, Skill> = new Map(ALL_SKILLS.map((skill) => [skill.id, skill]));

export function isSkillId(id: unknown): id is SkillId {
  return typeof id === 'string' && SKILLS_BY_ID.has(id);
}

export function getSkill(id: string): Skill | undefined {
  return SKILLS_BY_ID.get(id);
}

/** The display name of a skill id; an unknown id is returned unchanged. */
export function skillName(id: string): string {
  return SKILLS_BY_ID.get(id)?.name ?? id;
}

export function getSkillCategory(id: string): SkillCategory | undefined {
  return SKILL_CATEGORIES.find((c) => c.id === id);
}

/** Skills of one category, or an empty list for an unknown category. */
export function skillsInCategory(id: string): readonly Skill[] {
  return getSkillCategory(id)?.skills ?? [];
}

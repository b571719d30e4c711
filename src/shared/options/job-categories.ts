import { selfLabelled } from './option';

/** The 75 fixed UK job categories offered when posting a job. Stored and shown as written. */
export const JOB_CATEGORY_VALUES = [
  // Construction and trades
  'Construction & Building',
  'Bricklaying',
  'Carpentry & Joinery',
  'Plastering & Drylining',
  'Painting & Decorating',
  'Roofing',
  'Scaffolding',
  'Groundworks',
  'Plant Operation',
  'Electrical',
  'Plumbing & Heating',
  'Gas Engineering',
  'HVAC & Refrigeration',
  'Tiling & Flooring',
  'Welding & Fabrication',
  'Vehicle Mechanics',
  'Property Maintenance',
  // Manufacturing
  'Manufacturing & Production',
  'Machine Operation',
  'Assembly Line Work',
  'Food Production',
  'Quality Control & Inspection',
  'Packing & Packaging',
  // Warehouse
  'Warehouse Operative',
  'Forklift Driving',
  'Picking & Packing',
  'Stock Control & Inventory',
  'Goods In & Dispatch',
  // Retail
  'Retail Sales Assistant',
  'Customer Service',
  'Store Supervision & Management',
  'Visual Merchandising',
  // Hospitality
  'Hospitality',
  'Chef & Cooking',
  'Kitchen Porter',
  'Bar Work',
  'Waiting & Front of House',
  'Barista & Café Work',
  'Catering',
  'Hotel Housekeeping',
  // Transport
  'HGV & LGV Driving',
  'Delivery Driving',
  'Van Driving',
  'Bus & Coach Driving',
  'Taxi & Private Hire',
  'Courier & Postal Services',
  'Logistics & Transport Planning',
  // Care
  'Care Work',
  'Healthcare Assistant',
  'Support Work',
  'Childcare & Nursery',
  'Domiciliary Care',
  // Cleaning and waste
  'Cleaning',
  'Commercial Cleaning',
  'Waste Management & Recycling',
  // Security
  'Security',
  'Door Supervision',
  'CCTV Operation',
  // Administration
  'Administration',
  'Reception & Front Desk',
  'Data Entry',
  'Call Centre',
  // IT and digital
  'IT Support',
  'Web & Software Development',
  'Digital Marketing',
  // Education
  'Teaching Assistant',
  'Training & Tutoring',
  // Creative
  'Creative & Design',
  // Agriculture and outdoors
  'Agriculture & Farming',
  'Gardening & Landscaping',
  // Personal services
  'Hair & Beauty',
  'Fitness & Leisure',
  // General and temporary
  'General Labour',
  'Temporary & Seasonal Work',
  'Multiple Roles',
] as const;

export const JOB_CATEGORIES = selfLabelled(JOB_CATEGORY_VALUES);

export const JOB_CATEGORY_COUNT = 75;

import { describe, expect, it } from 'vitest';
import { JOB_CATEGORY_VALUES } from '../options/job-categories';
import { checkJobAd, payCeilingGBP, type JobAdInput, type JobAdSign } from './job-ad-checks';

/** An ordinary ad around a description; override any field. */
function ad(description: string, fields: Partial<JobAdInput> = {}): JobAdInput {
  return {
    title: 'Warehouse Operative',
    description,
    category: 'Warehouse Operative',
    employmentType: 'Full-time',
    salaryMin: 23000,
    salaryMax: 25000,
    ...fields,
  };
}

function signs(input: JobAdInput): JobAdSign[] {
  return checkJobAd(input).map((f) => f.sign);
}

/**
 * The 40 demo jobs, copied from src/server/demo/demo-data.ts (src/shared may not import the
 * server): title, category, employment type, salary and description.
 */
const DEMO_JOBS: readonly (readonly [string, string, string, number, number, string])[] = [
  [
    'Commis Chef',
    'Chef & Cooking',
    'Full-time',
    23500,
    26000,
    'Join the brigade at our Deansgate restaurant. You will prepare sections for service, cook on the pass with a senior chef and keep the kitchen spotless. Straight shifts, no split shifts, meals on duty.',
  ],
  [
    'Kitchen Porter',
    'Kitchen Porter',
    'Full-time',
    22000,
    23500,
    'The heart of a busy kitchen: washing up, receiving deliveries, rotating stock and helping with prep. No experience needed; we pay for your Level 2 Food Hygiene in your first week.',
  ],
  [
    'Barista',
    'Barista & Café Work',
    'Part-time',
    21000,
    22500,
    'Make great coffee for hotel guests and walk-in customers at our Northern Quarter café. Full barista training, 20–30 hours a week, weekends on a rota.',
  ],
  [
    'Hotel Housekeeper',
    'Hotel Housekeeping',
    'Full-time',
    22000,
    23000,
    'Prepare guest rooms to a high standard in our 180-room city hotel. Early finishes, paid breaks and a clear route to Housekeeping Supervisor.',
  ],
  [
    'Front of House Supervisor',
    'Waiting & Front of House',
    'Full-time',
    27000,
    30000,
    'Lead a team of eight servers, run the floor on busy evenings and look after our regulars. A personal licence helps; we can support you to get one.',
  ],
  [
    'Warehouse Operative',
    'Warehouse Operative',
    'Full-time',
    23000,
    25500,
    'Pick, pack and load orders in our Cross Green warehouse. Four-on four-off shifts with a night premium. Safety boots and hi-vis provided.',
  ],
  [
    'Counterbalance Forklift Driver',
    'Forklift Driving',
    'Full-time',
    25500,
    28000,
    'Load and unload trailers and keep the yard moving. You will need a valid counterbalance licence (RTITB or ITSSAR); refresher training is on us.',
  ],
  [
    'HGV Class 1 Driver',
    'HGV & LGV Driving',
    'Full-time',
    36000,
    42000,
    'Trunking and multi-drop store deliveries across the North, home every night. Modern fleet, no hand-balling, overtime paid at time and a half.',
  ],
  [
    'Multi-drop Van Driver',
    'Van Driving',
    'Full-time',
    24000,
    26500,
    'Deliver parcels to homes and businesses around Bradford in an electric van. Set routes, a full UK licence for at least a year needed.',
  ],
  [
    'Goods In Team Leader',
    'Goods In & Dispatch',
    'Full-time',
    29000,
    32000,
    'Run the goods-in shift: booking in deliveries, checking paperwork, leading a team of six and keeping the stock system accurate.',
  ],
  [
    'Site Labourer',
    'General Labour',
    'Full-time',
    24000,
    26000,
    'Keep our housing sites safe and tidy, move materials and support the trades. A CSCS green card is needed; if you do not have one yet we book and pay for the test.',
  ],
  [
    'Trainee Bricklayer',
    'Bricklaying',
    'Apprenticeship',
    21000,
    24000,
    'A two-year paid apprenticeship with day release to college, working alongside our bricklaying gangs on new-build homes in Solihull.',
  ],
  [
    'Groundworker',
    'Groundworks',
    'Full-time',
    27000,
    31000,
    'Drainage, foundations, kerbs and paving on residential sites. Experience with a 360 or dumper is a plus; we can put you through your CPCS.',
  ],
  [
    'Painter and Decorator',
    'Painting & Decorating',
    'Contract',
    28000,
    32000,
    'Finishing new homes ready for handover: mist coats, cutting in, woodwork and snagging. Six-month contract with a view to staying on.',
  ],
  [
    'Site Supervisor',
    'Construction & Building',
    'Full-time',
    38000,
    44000,
    'Run a site of 40 homes day to day: inductions, permits, subcontractors and quality. SSSTS required, SMSTS supported.',
  ],
  [
    'Care Assistant',
    'Care Work',
    'Full-time',
    23000,
    25000,
    'Support our residents with personal care, meals and activities. Full Care Certificate training. This is regulated activity: an enhanced DBS check with barred list is required.',
  ],
  [
    'Night Care Worker',
    'Care Work',
    'Part-time',
    24000,
    26000,
    'Three waking nights a week looking after residents at our Clifton home. Regulated activity: enhanced DBS with barred list check.',
  ],
  [
    'Care Home Cook',
    'Catering',
    'Full-time',
    23500,
    25500,
    'Cook fresh, nourishing meals for 45 residents, including soft and special diets. Day shifts only, every other weekend off.',
  ],
  [
    'Domestic Assistant',
    'Cleaning',
    'Part-time',
    21500,
    22500,
    'Keep our home clean, safe and welcoming: bedrooms, lounges and laundry. Mornings, 25 hours a week.',
  ],
  [
    'Senior Care Assistant',
    'Healthcare Assistant',
    'Full-time',
    26000,
    28500,
    'Lead a shift of care assistants, give medication and write care plans. Regulated activity: enhanced DBS with barred list check.',
  ],
  [
    'Production Operative',
    'Manufacturing & Production',
    'Full-time',
    23500,
    25000,
    'Run and load CNC machines on a day or back shift, check parts against drawings and keep your cell tidy. Full training given.',
  ],
  [
    'MIG Welder',
    'Welding & Fabrication',
    'Full-time',
    30000,
    34000,
    'MIG welding of steel frames for wind-turbine housings. Coded welders welcome; we can code you in-house.',
  ],
  [
    'Quality Inspector',
    'Quality Control & Inspection',
    'Full-time',
    26000,
    29000,
    'Measure finished parts with callipers and CMM, record results and stop anything that is not right. An eye for detail matters more than a certificate.',
  ],
  [
    'Maintenance Fitter',
    'Property Maintenance',
    'Full-time',
    34000,
    38000,
    'Keep our machines running: planned maintenance, breakdowns and small projects. Electrical and mechanical skills both useful.',
  ],
  [
    'Packing Operative',
    'Packing & Packaging',
    'Temporary',
    22000,
    23000,
    'Pack and label finished parts for dispatch. Twelve-week temporary role over our busy season, often made permanent.',
  ],
  [
    'Customer Team Member',
    'Retail Sales Assistant',
    'Part-time',
    21500,
    22500,
    'Serve customers on the tills, fill the shelves and help keep the store looking its best. 16–24 hours a week, including some evenings.',
  ],
  [
    'Night Shelf Stacker',
    'Stock Control & Inventory',
    'Part-time',
    23000,
    24000,
    'Replenish the store overnight ready for the morning. 10pm to 6am, three nights a week, night premium paid.',
  ],
  [
    'Assistant Store Manager',
    'Store Supervision & Management',
    'Full-time',
    27500,
    30500,
    'Run the store with the manager: rotas, deliveries, cash and coaching a team of 15. Retail supervision experience needed.',
  ],
  [
    'Home Delivery Driver',
    'Delivery Driving',
    'Full-time',
    23500,
    25000,
    'Deliver online grocery orders to customers around the Wirral in a refrigerated van. Clean licence with no more than six points.',
  ],
  [
    'Visual Merchandiser',
    'Visual Merchandising',
    'Contract',
    24000,
    26000,
    'Set up seasonal displays and store layouts across six stores. Travel between sites is paid.',
  ],
  [
    'Office Cleaner',
    'Commercial Cleaning',
    'Part-time',
    23500,
    24500,
    'Evening cleaning of offices in the City, 5.30pm to 9pm weekdays. London Living Wage and paid travel time between sites.',
  ],
  [
    'School Caretaker',
    'Property Maintenance',
    'Full-time',
    26000,
    28000,
    'Open up, secure and look after a primary school: small repairs, deliveries and supervising contractors. Regulated activity: enhanced DBS with barred list check.',
  ],
  [
    'Deep Cleaning Operative',
    'Cleaning',
    'Temporary',
    24500,
    26500,
    'Deep cleans of kitchens, washrooms and void properties. Varied sites, van provided for the team.',
  ],
  [
    'Grounds Maintenance Operative',
    'Gardening & Landscaping',
    'Full-time',
    24000,
    25500,
    'Mowing, hedge cutting and litter picking across housing estates and parks in north London.',
  ],
  [
    'Cleaning Supervisor',
    'Cleaning',
    'Full-time',
    28000,
    30000,
    'Lead cleaning teams across five office buildings: rotas, audits and training. BICSc welcome.',
  ],
  [
    'IT Support Technician',
    'IT Support',
    'Full-time',
    24000,
    27000,
    'First-line support by phone and on site: passwords, printers, laptops and Microsoft 365. CompTIA A+ training funded.',
  ],
  [
    'Device Refurbishment Technician',
    'IT Support',
    'Full-time',
    22000,
    23500,
    'Wipe, test and refurbish donated laptops for people who need them. No experience needed, just patience and care.',
  ],
  [
    'Data Entry Clerk',
    'Data Entry',
    'Part-time',
    21500,
    22500,
    'Keep our asset register and customer records accurate. 20 hours a week, flexible around your other commitments.',
  ],
  [
    'Junior Web Developer',
    'Web & Software Development',
    'Apprenticeship',
    22000,
    25000,
    'Build and look after websites for charity clients while completing a Level 4 software apprenticeship.',
  ],
  [
    'Service Desk Analyst',
    'Call Centre',
    'Full-time',
    25000,
    28000,
    'Log, fix and follow up IT issues for our clients by phone and chat. Hybrid after training.',
  ],
];

/** The demo employers' descriptions, read as job text. */
const DEMO_COMPANY_TEXT: readonly string[] = [
  'Hotels, a bakery and two city-centre restaurants. We have hired through prison and probation partnerships for ten years and train every new starter from scratch.',
  'Regional distribution for supermarkets and online retailers from three sites in Yorkshire. A Ban the Box employer: we ask about convictions only after an offer.',
  'House builder and groundworks contractor across the West Midlands. Our academy has taken on more than 120 people leaving prison since 2016.',
  'Five family-run care homes for older people in and around Bristol. We look at the person, not only the record, within the law on regulated activity.',
  'Precision metal parts for rail and renewables, made in Sheffield since 1952. Our Fresh Start programme pairs every new starter with a mentor.',
  'Community-owned food stores and pharmacies across Merseyside. A founding member of the local Fair Chance employers network.',
  'Commercial cleaning and grounds maintenance for offices, schools and hospitals in London. A social enterprise: half our profits fund employment support.',
  'IT support and device recycling for charities and small businesses. Several of our engineers learnt their trade on prison digital skills courses.',
];

/** Ordinary UK ads: [title, category, employment type, salary min, salary max, description]. */
const ORDINARY_ADS: readonly (readonly [string, string, string, number, number, string])[] = [
  [
    'Warehouse Operative (Nights)',
    'Warehouse Operative',
    'Full-time',
    25000,
    27500,
    'Picking and packing online orders in our Daventry fulfilment centre. Four nights on, four off, 18:00-06:00, with a £1.50 an hour night premium. Safety boots and hi-vis are provided free. No experience needed: full training and a buddy for your first two weeks. We are a Disability Confident employer and will make reasonable adjustments at interview and at work.',
  ],
  [
    'Home Care Worker',
    'Domiciliary Care',
    'Part-time',
    22500,
    24000,
    'Visit older people in their own homes around Norwich to help with washing, dressing, meals and medication. Mileage paid at 45p a mile and travel time is paid. You will need a full UK driving licence and access to a car. An enhanced DBS check is required for this role; we pay for it and for your Care Certificate. We welcome applicants of all ages, including people returning to work after caring for family.',
  ],
  [
    'Kitchen Porter',
    'Kitchen Porter',
    'Part-time',
    21500,
    22500,
    'Washing up, cleaning down and helping the chefs with simple prep in a busy pub kitchen in Leeds. £12.21 an hour plus an equal share of tips. Free meal on every shift and staff discount. We are a fair-chance employer: we do not ask about convictions until after an offer, and an unspent conviction will not automatically rule you out.',
  ],
  [
    'Sales Assistant',
    'Retail Sales Assistant',
    'Part-time',
    21000,
    22000,
    'Serve customers on the tills, fill shelves and help keep the shop tidy. 16 hours a week including Saturdays. You must be 18 or over as the role involves selling alcohol (Challenge 25). Uniform provided. Apply through NewLeaf; we reply to every applicant within a week.',
  ],
  [
    'CSCS Labourer',
    'General Labour',
    'Temporary',
    24000,
    27000,
    'Site labourer for a school extension in Croydon: moving materials, loading out, keeping walkways clear and helping the trades. £14.50 per hour, weekly pay. You need a CSCS green card; if you do not have one we pay for your CSCS card and the Health, Safety and Environment test. PPE provided. Must be able to lift 25kg safely.',
  ],
  [
    'Office Administrator',
    'Administration',
    'Full-time',
    24000,
    26500,
    "Answering the phone, keeping our job system up to date, ordering stationery and booking engineers' visits. Confident with Microsoft Outlook, Word and Excel. Monday to Friday, 8.30am to 5pm, hybrid after probation. Fluent English needed as you will talk to customers all day. Ask us anything through NewLeaf messages, or call us via the number on our careers page.",
  ],
  [
    'Evening Office Cleaner',
    'Commercial Cleaning',
    'Part-time',
    22000,
    23000,
    'Evening cleaning of offices in Manchester city centre, Monday to Friday 6pm to 9pm. Real Living Wage (£12.60 an hour) and paid holiday. All equipment and uniform provided. No experience needed; we give COSHH training on day one.',
  ],
  [
    'Multi-drop Van Driver',
    'Van Driving',
    'Full-time',
    26000,
    29000,
    'Multi-drop deliveries around Cardiff in a new electric van, about 90 stops a day. Clean licence with no more than six points, held for at least two years. Must be aged 21 or over for our insurance. Fuel card, phone and handheld scanner provided. Home every night.',
  ],
  [
    'HGV Class 1 Night Trunker',
    'HGV & LGV Driving',
    'Full-time',
    40000,
    48000,
    'Nights trunking between our Avonmouth and Daventry depots, Sunday to Thursday. £19.50 per hour, overtime at time and a half. You need a C+E licence, a Driver CPC card and a digital tachograph card. We fund your Driver CPC periodic training.',
  ],
  [
    'Reach Truck Driver',
    'Forklift Driving',
    'Full-time',
    26000,
    28500,
    'Reach truck driver for a chilled food warehouse in Spalding. Valid reach licence needed; refresher training is on us. Thermal jacket and boots provided. Overtime available at £18 an hour.',
  ],
  [
    'Commis Chef',
    'Chef & Cooking',
    'Full-time',
    24000,
    26000,
    'Work on sections with our senior chefs in a busy Bristol brasserie. Level 2 Food Hygiene needed (we can pay for it). 45 hours over 5 days, tips shared equally. We have hired people leaving prison through our partnership with a local charity, and every new starter has a mentor.',
  ],
  [
    'Barista',
    'Barista & Café Work',
    'Part-time',
    21000,
    22000,
    'Make coffee, serve cakes and keep our café in Brighton clean and welcoming. Full barista training given. Weekends on a rota. We welcome applicants with a disability and will talk through any adjustments you need.',
  ],
  [
    'Room Attendant',
    'Hotel Housekeeping',
    'Full-time',
    22500,
    23500,
    "Clean and prepare guest rooms in our 120-room hotel in York. Early finishes, free meals on duty and a free uniform. Take care with guests' belongings and report maintenance issues. No experience needed.",
  ],
  [
    'Security Officer',
    'Security',
    'Full-time',
    25000,
    27500,
    'Static guarding at a distribution centre in Coventry, 4 on 4 off, 12-hour shifts. You must hold a valid SIA Security Guard licence; we pay your licence renewal fee. A 5-year checkable history is needed for BS7858 vetting.',
  ],
  [
    'Door Supervisor',
    'Door Supervision',
    'Part-time',
    22000,
    25000,
    'Friday and Saturday nights at a busy bar in Newcastle. SIA Door Supervisor licence required. £15 per hour. First aid training paid for by us.',
  ],
  [
    'Support Worker',
    'Support Work',
    'Full-time',
    23500,
    25500,
    'Support adults with learning disabilities to live independently in Sheffield: shopping, budgeting, cooking and getting out into the community. Some sleep-ins, paid at £60 a night. An enhanced DBS check is required and is free to you. Lived experience of the criminal justice system is welcome here.',
  ],
  [
    'Healthcare Assistant',
    'Healthcare Assistant',
    'Full-time',
    23600,
    25000,
    'Help nurses on a busy medical ward: personal care, observations and helping patients to eat. Care Certificate training provided. Regulated activity: an enhanced DBS check with barred list check is required, paid for by the trust. Free parking.',
  ],
  [
    'Takeaway Delivery Driver',
    'Delivery Driving',
    'Part-time',
    21500,
    23000,
    'Deliver takeaway orders around Leicester in our company cars. Evenings and weekends, £11.44 an hour plus tips. You need a full UK licence held for one year. Cash and card payments on the doorstep.',
  ],
  [
    'Customer Service Adviser',
    'Call Centre',
    'Full-time',
    23500,
    24500,
    'Answer calls, webchats and e-mails from energy customers. Work from home after six weeks of training in our Glasgow office, with a laptop and headset provided. £23,500 a year rising to £24,500 after probation. You will reply to customers on webchat and WhatsApp.',
  ],
  [
    'Production Operative',
    'Manufacturing & Production',
    'Full-time',
    24000,
    26000,
    "Operate and clean packing lines in our bakery in Wigan. Days, 6am to 2pm, Monday to Friday. No trans fats in our recipes and strict allergen controls, so you'll get full food safety training. No experience needed.",
  ],
  [
    'Groundworker',
    'Groundworks',
    'Contract',
    30000,
    36000,
    'Drainage and foundations on a housing site in Swindon. £200 a day, paid weekly. CPCS dumper or 360 tickets are useful; we can put you through them. CSCS card required.',
  ],
  [
    'SEN Teaching Assistant',
    'Teaching Assistant',
    'Part-time',
    18000,
    21000,
    'Support pupils with special educational needs in a Year 3 class at a Catholic primary school in Liverpool. Term time only, 8.30am to 3.30pm. All applicants need an enhanced DBS check, which we pay for. We welcome applicants of all faiths and none.',
  ],
  [
    'Grounds Maintenance Operative',
    'Gardening & Landscaping',
    'Full-time',
    23000,
    25500,
    'Mowing, hedge cutting, planting and litter picking on estates in Milton Keynes. Van provided for the team. Must be physically fit and happy to work outdoors in all weathers. Tools and PPE provided.',
  ],
  [
    'Data Entry Clerk',
    'Data Entry',
    'Part-time',
    21500,
    22500,
    'Type up delivery notes and invoices into our stock system. 20 hours a week, flexible around school hours. Good typing speed and attention to detail. Office based in Reading, with free parking.',
  ],
  [
    'IT Support Technician',
    'IT Support',
    'Full-time',
    26000,
    30000,
    'First-line support for schools in Essex: laptops, printers, Wi-Fi and Microsoft 365 accounts. Company car for site visits. We fund CompTIA A+ and Microsoft certifications. Several of our technicians learnt their trade on prison education courses.',
  ],
  [
    'Junior Web Developer',
    'Web & Software Development',
    'Full-time',
    28000,
    34000,
    'Build and maintain websites in TypeScript and React for charity clients. Hybrid, two days a week in our Leeds office. We value what you can do over where you learnt it: bootcamps, self-taught and degree routes are all welcome.',
  ],
  [
    'Painter and Decorator',
    'Painting & Decorating',
    'Contract',
    28000,
    33000,
    'Decorating empty homes for a housing association across Birmingham. £170 per day. Own hand tools needed; all materials supplied. Three-month contract with a view to permanent.',
  ],
  [
    'Hotel Receptionist',
    'Reception & Front Desk',
    'Full-time',
    22500,
    24000,
    'Welcome guests, take bookings by phone and e-mail, and process payments and deposits for group bookings. A rota of days and evenings. Smart uniform provided free.',
  ],
  [
    'Nursery Practitioner',
    'Childcare & Nursery',
    'Full-time',
    22000,
    24500,
    'Level 3 Early Years Practitioner in a nursery for children aged 0-5 in Derby. Enhanced DBS check required and paid for by us. Childcare discount for staff. We welcome men and women into early years.',
  ],
  [
    'Bar Staff',
    'Bar Work',
    'Part-time',
    21000,
    22000,
    'Pull pints, make cocktails and keep the bar clean in our Camden pub. Over 18s only due to licensing. £12.60 an hour plus tips. Staff food and drinks discount.',
  ],
  [
    'Christmas Packer',
    'Packing & Packaging',
    'Temporary',
    22000,
    23000,
    'Christmas packing in our Northampton warehouse, October to January. £12.21 per hour, paid weekly. Earn extra over the festive season with overtime at time and a quarter. Free shuttle bus from the town centre.',
  ],
  [
    'Hair Stylist',
    'Hair & Beauty',
    'Full-time',
    22000,
    28000,
    'Experienced stylist for our busy Chester salon. Commission on top of basic salary and a 30% product bonus. We pay for your ongoing training with our product partner.',
  ],
  [
    'Gym Instructor',
    'Fitness & Leisure',
    'Part-time',
    22000,
    25000,
    'Deliver group classes and gym inductions at our leisure centre in Stoke. Level 2 Gym Instructor qualification required; we fund Level 3. Free gym membership.',
  ],
  [
    'Fruit Picker',
    'Agriculture & Farming',
    'Temporary',
    22000,
    24000,
    'Fruit picking and packing on our farm in Herefordshire, May to September. £12.21 per hour. Caravan accommodation is available on site at £50 a week if you want it.',
  ],
  [
    'Maintenance Plumber',
    'Plumbing & Heating',
    'Full-time',
    38000,
    45000,
    'Maintenance plumber for a housing association in Bradford. Van, fuel card and tools provided. Gas Safe registration not required; we can train you if you want to go further.',
  ],
  [
    'School Cleaner',
    'Cleaning',
    'Part-time',
    21000,
    22000,
    'We are a social enterprise and most of our team have a criminal record. Mornings, 6am to 9am, cleaning schools in Nottingham. Spent convictions do not need to be disclosed, and we will talk through any unspent ones with you in confidence.',
  ],
  [
    'Social Media Assistant',
    'Digital Marketing',
    'Full-time',
    24000,
    27000,
    'Plan posts, reply to comments and manage our WhatsApp Business channel and Instagram for a chain of garden centres. Experience with Canva and Meta Business Suite helps. Hybrid, based in Exeter.',
  ],
];

/** Ordinary sentences that must pass, each tried inside an ordinary ad. */
const ORDINARY_SENTENCES: readonly string[] = [
  // Money the applicant is not charged.
  'We pay for your DBS check.',
  'No fees, ever: we never charge applicants.',
  'We cover training costs and give you a free uniform.',
  'Teaching assistant at a fee-paying school in Bath.',
  'Process course fees for students and take payments at reception.',
  'Take deposits from guests at check-in and handle cash.',
  'Your SIA licence fee is paid by us.',
  'A CSCS card is needed; we book and pay for the test.',
  '£12.21 an hour rising to £13 after training.',
  '£500 welcome bonus after three months, and £250 for every friend you refer.',
  'Uniform and safety boots provided free of charge.',
  'Tax and National Insurance are deducted from your pay.',
  'Travel to site is at your own cost.',
  'You will pay attention to detail and follow food safety rules.',
  'Paid weekly, no agency fees.',
  'Your CSCS card (worth £36) is paid for by us.',
  'No registration fee, no deposit, nothing to pay.',
  'We will pay your £40 DBS fee.',
  'Collect school fees and deal with parent enquiries.',
  'We invest £3,000 in your training.',
  'Training worth £2,000, all funded by us.',
  'An enhanced DBS check with barred list is required, paid for by us.',
  'Living wage employer; we pay £12.60 per hour.',
  'Buy stock for the kitchen from approved suppliers.',
  'You will purchase materials for each site and keep receipts.',
  'You will send invoices and chase payments.',
  'You must have your own safety boots.',
  // Contact that stays on the platform, and numbers that are not phone numbers.
  'Call us via our careers page or apply on NewLeaf.',
  'Email your questions to jobs@acme-cleaning.co.uk.',
  'Confident with Microsoft Outlook and Excel.',
  'Good with Outlook, Gmail and Google Docs.',
  'Manage our WhatsApp Business channel and reply to customer messages on WhatsApp.',
  'Social media assistant: run our Instagram, Facebook and WhatsApp channels for us.',
  'Our team uses a WhatsApp group for rotas.',
  'Shifts 06:00-14:00, 14:00-22:00 and 22:00-06:00.',
  'Hours 0700-1500 / 1500-2300, Monday to Friday.',
  'Ref 2024 0012 3456.',
  'Salary £23,500 - £26,000 plus overtime.',
  '£12.60 per hour, £18.90 on bank holidays.',
  // Pay and money that is not a promise.
  'Handle takings of up to £10,000 a day.',
  'Our stores turn over £2m a year.',
  'Night premium of £1.50 per hour.',
  'Manage the site maintenance budget of £50,000.',
  'Earn up to £13 an hour with shift premiums.',
  'Hit your targets and earn commission on top of basic salary.',
  // Home working done honestly.
  'Remote customer service adviser: work from home after two weeks in the office, £23,000 a year.',
  'You will earn £11.44 an hour working from home.',
  'Data entry from home, £22,000 a year, full training.',
  'No experience needed; full training given.',
  'No experience needed, £12.21 an hour.',
  'Make great coffee and handle cash in our online-order café.',
  'Help customers make the most of their money online.',
  'Use our online booking system.',
  // Inclusive or lawful wording.
  'Right to work in the UK required.',
  'Fluent English needed for this customer-facing role.',
  'Good standard of spoken English.',
  'We welcome applicants of all ages and backgrounds.',
  'There is no upper age limit.',
  'We are a Disability Confident employer and make reasonable adjustments.',
  'Applicants with disabilities are guaranteed an interview if they meet the essentials.',
  'We particularly welcome applications from women and people from ethnic minority backgrounds.',
  'Must be 18 or over to serve alcohol.',
  'Must be aged 21+ for insurance reasons.',
  'Over 18s only due to licensing.',
  'Challenge 25: you must not sell alcohol to under 18s.',
  'Support young people aged 16-25 leaving care.',
  'Youth worker for our under 25s project.',
  'Coach our under 11s football team on Saturdays.',
  'Our young people’s service supports 16-24 year olds into work.',
  'Care home for older people in Bristol.',
  'Applicants should be comfortable working with older adults.',
  'Mixed team of men and women, all ages welcome.',
  'Male and female staff wanted for night shifts.',
  "Work in our men's department.",
  'Gents barber needed, busy shop.',
  'Man and van driver needed.',
  '12-month maternity cover.',
  'Enhanced maternity and paternity pay.',
  'Single site, single shift, no weekends.',
  'No agency workers please.',
  'Time wasters need not apply.',
  'Those without the right to work in the UK cannot be considered.',
  'We cannot offer visa sponsorship.',
  'No blind spots: you will check mirrors carefully.',
  'Fitting roller blinds and curtains.',
  'Trans-Pennine deliveries, home every night.',
  'No trans fats are used in our bakery.',
  'Be the perfect fit for our team.',
  'Excellent health and safety record.',
  'Full health and safety training given.',
  'Must be physically fit and able to lift 20kg.',
  'Vehicles must be no older than 10 years.',
  'Parcels must be no more than 25kg.',
  'Must be no more than 30 minutes from site.',
  'Spent convictions do not need to be disclosed; we consider unspent convictions case by case.',
  'We are a fair-chance employer and welcome people with convictions.',
  'English-speaking customers; Polish speakers welcome too.',
  'We are an equal opportunities employer.',
  'Maintenance of white goods and kitchen equipment.',
  'Black trousers and shoes; we provide the polo shirt.',
  // Lawful in the Equality Act: disabled people may be treated more favourably (s.13(3)).
  'This role is open only to disabled applicants.',
  'We guarantee an interview to disabled applicants and give preference to disabled applicants at the final stage.',
  'We do not consider disability a barrier to work.',
  'We are committed to recruiting women into engineering.',
  'If you are older than 25 you can also drive the minibus.',
  'We will pay the £50 registration fee for you.',
  'We will never charge you an application fee.',
  'There is no registration fee.',
  'Sales of £1m a year across our stores.',
  'Use scaffold poles only from the approved rack.',
];

describe('checkJobAd: ordinary ads pass', () => {
  it.each(DEMO_JOBS)(
    'demo job "%s" (%s)',
    (title, category, employmentType, salaryMin, salaryMax, description) => {
      expect(checkJobAd({ title, category, employmentType, salaryMin, salaryMax, description })).toEqual([]);
    },
  );

  it.each(DEMO_COMPANY_TEXT)('demo employer text: %s', (description) => {
    expect(checkJobAd(ad(description))).toEqual([]);
  });

  it('has at least 25 ordinary ads of its own', () => {
    expect(ORDINARY_ADS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(ORDINARY_ADS)('"%s" (%s)', (title, category, employmentType, salaryMin, salaryMax, description) => {
    expect(checkJobAd({ title, category, employmentType, salaryMin, salaryMax, description })).toEqual([]);
  });

  it.each(ORDINARY_SENTENCES)('%s', (sentence) => {
    expect(
      checkJobAd(ad(`Pick and pack orders in our Leeds warehouse. ${sentence} Apply on NewLeaf.`)),
    ).toEqual([]);
  });

  it('passes an ad with no description, salary or currency', () => {
    expect(checkJobAd(ad('', { salaryMin: null, salaryMax: null }))).toEqual([]);
  });
});

const FEE: readonly string[] = [
  'A £50 fee for your DBS check is payable before your first shift.',
  'There is a small registration fee of £25 to secure your place.',
  'You will need to pay for your uniform up front (£35), refunded after 3 months.',
  'Training costs £200 payable on your first day.',
  'Small admin fee applies.',
  'Refundable deposit of £99 required for your starter kit.',
  'All successful candidates must pay £45 for an enhanced DBS.',
  'Uniform £30 deducted from your first wage.',
  'Pay £20 via bank transfer to book your induction.',
  'We pay £12 an hour but you must buy your starter pack (£60) before you start.',
  'Free training, just a £30 admin fee.',
  'Your CSCS test (£36) is payable by you.',
  'Visa sponsorship fee of £1,500 will be deducted from your salary.',
  'DBS: £49.50 (applicant pays)',
  'Successful applicants will be required to purchase a starter kit for £49.99.',
  'A one-off payment of £75 covers your training and ID badge.',
  'Please note there is a £35 charge for the uniform, payable on your first day.',
  'To secure your interview slot, a refundable booking deposit of £20 is needed.',
  'You must complete a paid online course (£120) before starting.',
  'Candidates will need to cover the cost of their own DBS (£18).',
  'Enhanced DBS check: £60, paid by the candidate.',
  'Certificate of sponsorship cost £1,000 to be paid by the worker.',
  'A £60 starter pack is required before you begin.',
  'Pay for your training online via PayPal.',
  'A £50 processing fee is taken from your first payslip.',
  'Free uniform and a £30 admin fee.',
];

const CONTACT: readonly string[] = [
  'Call 07700 900123 for details.',
  'Ring me on 0 7 7 0 0 9 0 0 1 2 3',
  'Text O77OO 9OO 123 now',
  'Whatsapp +44 7700 900123',
  'Contact: +44 (0)20 7946 0000',
  'Freephone 0800 123 4567',
  'WhatsApp me for more info!',
  'Interested? W h a t s A p p us today',
  'Message us on whats app to apply',
  'Join t.me/ukjobs_hiring for interviews',
  'Add me on telegram @hr_sarah_uk',
  'Our recruiter will contact you via Telegram.',
  'Send your CV to jobs.manager@gmail.com',
  'Email sarahjobs at hotmail dot co dot uk',
  'cv to recruit.uk[at]yahoo[dot]com',
  'Send CV to my gmail',
  '+234 803 123 4567 whatsapp',
  'zero seven seven double oh nine oh oh one two three',
  'For a quick response, WhatsApp Sarah on 07700 900456.',
  'Drop your CV on WhatsApp: 07700900456',
  'Contact HR Manager via telegram: @ukhiringdesk',
  'Hiring manager e-mail: david.recruits@outlook.com',
  '📱 07700-900-789',
  'Contact me: sarah.h@icloud.com',
  'Send CV to jobs (at) protonmail (dot) com',
  'Wh\u0430ts\u0410pp me',
  'Apply on Telegram only.',
  'Ｗｈａｔｓａｐｐ ｍｅ',
  'Apply at wa.me/447700900123',
];

const PAY_CLAIMS: readonly string[] = [
  'Earn £500 a day, no experience needed.',
  'Guaranteed £3,000 per week.',
  'Pay: £90 per hour.',
  'Take home £8k a month.',
  'Salary: £150,000 for the right picker.',
  'Sales assistant: earn £900 a day.',
];

const EASY_MONEY: readonly string[] = [
  'Earn £300 a day from home!',
  'Make £1000 a week working from home in your spare time.',
  'No experience needed, earn up to £1,000 a week.',
  'Be your own boss and build your own team.',
  'Passive income opportunity, financial freedom.',
  'Get paid to like posts and review products.',
  'Complete simple tasks and earn commission daily.',
  'Make money online from your phone.',
  'Earn extra cash from home.',
  'Network marketing business opportunity - recruit your friends and family.',
  'Work from home and earn up to £250 per day!',
  'Earn £££ from the comfort of your sofa',
  'Just 2 hours a day on your phone and make £150!',
  'Part-time online job, earn £50-£100 daily.',
];

const EXCLUDING: readonly (readonly [string, string])[] = [
  ['No women.', 'sex'],
  ['Male only.', 'sex'],
  ['Male applicants only please.', 'sex'],
  ['Strong lads wanted for warehouse.', 'sex'],
  ['Looking for a young lady for reception.', 'sex'],
  ['Female carer wanted.', 'sex'],
  ['Preference given to male applicants.', 'sex'],
  ['This position is not suitable for women.', 'sex'],
  ['We do not hire women.', 'sex'],
  ['Applicants must be under 30.', 'age'],
  ['Ideal for under 30s.', 'age'],
  ['Young and energetic team member wanted.', 'age'],
  ['Join our young, dynamic team!', 'age'],
  ['Recent graduates only.', 'age'],
  ['Digital natives wanted.', 'age'],
  ['Applicants aged 18-25 only.', 'age'],
  ['Over 50s need not apply.', 'age'],
  ['The ideal candidate will be aged between 20 and 35.', 'age'],
  ['Would suit a young, hungry person.', 'age'],
  ['Must be under 35 due to the physical nature of the role.', 'age'],
  ['Age limit 45 for this role.', 'age'],
  ['Native English speakers only.', 'race, nationality or ethnic origin'],
  ['Must be British.', 'race, nationality or ethnic origin'],
  ['No foreigners.', 'race, nationality or ethnic origin'],
  ['English as a first language.', 'race, nationality or ethnic origin'],
  ['Must be a British citizen.', 'race, nationality or ethnic origin'],
  ['Only British nationals will be considered.', 'race, nationality or ethnic origin'],
  ['No eastern europeans.', 'race, nationality or ethnic origin'],
  ['No disabled.', 'disability'],
  ['Must be able-bodied.', 'disability'],
  ['Must not have any mental health conditions.', 'disability'],
  ['Must be in perfect health.', 'disability'],
  [
    'Unfortunately we cannot accept applications from people with disabilities due to the nature of the work.',
    'disability',
  ],
  ['Must not be pregnant.', 'pregnancy or maternity'],
  ['No plans to start a family.', 'pregnancy or maternity'],
  ['Christians only.', 'religion or belief'],
  ['Must be a practising Christian.', 'religion or belief'],
  ['No hijabs.', 'religion or belief'],
  ['Must be single.', 'marriage or civil partnership'],
  ['No gays.', 'sexual orientation'],
  ['No trans people.', 'gender reassignment'],
];

describe('checkJobAd: signs', () => {
  it.each(FEE)('fee: %s', (sentence) => {
    expect(signs(ad(`Pick and pack orders. ${sentence}`))).toEqual(['fee']);
  });

  it.each(CONTACT)('off-platform contact: %s', (sentence) => {
    expect(signs(ad(`Pick and pack orders. ${sentence}`))).toEqual(['off_platform_contact']);
  });

  it.each(PAY_CLAIMS)('pay claimed in the text: %s', (sentence) => {
    expect(signs(ad(`Pick and pack orders. ${sentence}`))).toContain('pay_too_high');
  });

  it.each(EASY_MONEY)('easy money: %s', (sentence) => {
    expect(signs(ad(`Pick and pack orders. ${sentence}`))).toContain('work_from_home_earnings');
    expect(signs(ad(`Pick and pack orders. ${sentence}`))).not.toContain('exclusionary_wording');
  });

  it.each(EXCLUDING)('exclusionary wording: %s', (sentence, characteristic) => {
    const findings = checkJobAd(ad(`Pick and pack orders. ${sentence}`));
    expect(findings.map((f) => f.sign)).toEqual(['exclusionary_wording']);
    expect(findings[0].message).toContain(characteristic);
  });

  it('reads the title too', () => {
    expect(signs(ad('Support women to rebuild their lives.', { title: 'Female Support Worker' }))).toEqual([
      'exclusionary_wording',
    ]);
    expect(signs(ad('Pick and pack orders.', { title: 'WORK FROM HOME - earn £400/day' }))).toContain(
      'work_from_home_earnings',
    );
  });

  it('lets an ad through that cites an occupational requirement', () => {
    const refuge = ad(
      "Female support worker for our women's refuge. Being a woman is an occupational requirement for this post (Equality Act 2010, Schedule 9).",
      { title: 'Female Support Worker', category: 'Support Work' },
    );
    expect(checkJobAd(refuge)).toEqual([]);
  });

  it('lets a reserved Civil Service post ask for British nationality', () => {
    expect(
      checkJobAd(
        ad('Must be a British national: this is a reserved post under the Civil Service nationality rules.'),
      ),
    ).toEqual([]);
  });
});

/** Whole scam ads as they are written: [title, category, description, signs]. */
const SCAM_ADS: readonly (readonly [string, string, string, readonly JobAdSign[]])[] = [
  [
    'Data Entry Clerk',
    'Data Entry',
    'URGENT!!! Data entry clerks needed. Work from home, earn £250-£400 per day. No experience required. Training provided for a one-time fee of £49. WhatsApp Mr. James on +44 7700 900321 to start today.',
    ['fee', 'off_platform_contact', 'pay_too_high', 'work_from_home_earnings'],
  ],
  [
    'Remote Product Reviewer',
    'Customer Service',
    'Complete simple tasks on your phone and earn £80-£150 per day. Paid daily. Contact our HR on Telegram @hr_remote_uk.',
    ['off_platform_contact', 'work_from_home_earnings'],
  ],
  [
    'Warehouse Operative',
    'Warehouse Operative',
    'Warehouse operatives needed immediately in Birmingham! £18.50 p/h. Pay £35 for your DBS and £20 for safety boots before your induction. Text 07700 900888.',
    ['fee', 'off_platform_contact'],
  ],
  [
    'Beauty Consultant',
    'Hair & Beauty',
    'Be your own boss! Join our team of independent beauty consultants. Starter kit only £99. Unlimited earning potential.',
    ['fee', 'work_from_home_earnings'],
  ],
  [
    'Mystery Shopper',
    'Retail Sales Assistant',
    'Earn £££ as a mystery shopper! We send you a cheque, you transfer the balance to our agent via Western Union and keep £300 for yourself. Email secretshopper.uk@outlook.com',
    ['off_platform_contact', 'work_from_home_earnings'],
  ],
  [
    'Removals Porter',
    'General Labour',
    'Strong, young lads wanted for removal company. Must be under 30 and fit. No time wasters.',
    ['exclusionary_wording'],
  ],
  [
    'Cleaner',
    'Cleaning',
    'Cleaner needed for offices. Eastern Europeans need not apply. Must speak English as a first language.',
    ['exclusionary_wording'],
  ],
  [
    'Receptionist',
    'Reception & Front Desk',
    'Bubbly young girl wanted for our salon front desk. Must be single with no kids, as late finishes.',
    ['exclusionary_wording'],
  ],
];

describe('checkJobAd: whole scam ads', () => {
  it.each(SCAM_ADS)('"%s" (%s)', (title, category, description, expected) => {
    expect(signs(ad(description, { title, category, salaryMin: null, salaryMax: null }))).toEqual(expected);
  });

  it('names each characteristic an ad excludes by', () => {
    const [, category, description] = SCAM_ADS[SCAM_ADS.length - 1];
    const [finding] = checkJobAd(ad(description, { category }));
    expect(finding.message).toContain(
      'because of their age, their marriage or civil partnership, or their sex.',
    );
  });
});

describe('checkJobAd: pay against the category', () => {
  it('holds a salary far above the category', () => {
    expect(
      signs(ad('Washing up.', { category: 'Kitchen Porter', salaryMin: 90000, salaryMax: 120000 })),
    ).toEqual(['pay_too_high']);
    expect(signs(ad('Pick and pack.', { salaryMin: null, salaryMax: 250000 }))).toEqual(['pay_too_high']);
  });

  it('passes high but real pay in better-paid categories', () => {
    expect(
      checkJobAd(
        ad('Lead developer.', {
          category: 'Web & Software Development',
          salaryMin: 90000,
          salaryMax: 120000,
        }),
      ),
    ).toEqual([]);
    expect(
      checkJobAd(
        ad('Night trunking.', { category: 'HGV & LGV Driving', salaryMin: 48000, salaryMax: 60000 }),
      ),
    ).toEqual([]);
    expect(
      checkJobAd(
        ad('Developer contract at £550 a day.', {
          category: 'Web & Software Development',
          employmentType: 'Contract',
        }),
      ),
    ).toEqual([]);
  });

  it('uses the employment type', () => {
    expect(payCeilingGBP('Web & Software Development', 'Apprenticeship')).toBeLessThan(
      payCeilingGBP('Web & Software Development', 'Full-time'),
    );
    expect(payCeilingGBP('Electrical', 'Contract')).toBeGreaterThan(payCeilingGBP('Electrical', 'Full-time'));
    expect(
      signs(
        ad('Learn the trade.', {
          category: 'Electrical',
          employmentType: 'Apprenticeship',
          salaryMax: 70000,
        }),
      ),
    ).toEqual(['pay_too_high']);
  });

  it('has a ceiling for every category, well above the demo salaries', () => {
    for (const category of JOB_CATEGORY_VALUES) {
      expect(payCeilingGBP(category, 'Full-time'), category).toBeGreaterThanOrEqual(60000);
    }
    for (const [, category, employmentType, , salaryMax] of DEMO_JOBS) {
      expect(payCeilingGBP(category, employmentType)).toBeGreaterThan(salaryMax * 2);
    }
  });

  it('does not judge a salary in another currency, and judges an unknown category generously', () => {
    expect(checkJobAd(ad('Pick and pack.', { salaryMax: 200000, salaryCurrency: 'EUR' }))).toEqual([]);
    expect(checkJobAd(ad('Pick and pack.', { category: 'Something New', salaryMax: 200000 }))).toEqual([]);
  });

  it('names the category and asks to check the salary', () => {
    const [finding] = checkJobAd(
      ad('Washing up.', { category: 'Kitchen Porter', salaryMin: 250000, salaryMax: 250000 }),
    );
    expect(finding.message).toContain('Kitchen Porter jobs');
    expect(finding.message).toContain('extra zero');
    expect(finding.evidence).toBe('Salary: £250,000 a year');
  });
});

describe('checkJobAd: findings', () => {
  const everything = ad(
    [
      'WhatsApp me on 07700 900123 or e-mail sam.jobs@gmail.com.',
      'Text 07700 900456 too.',
      'A £40 registration fee is payable before you start.',
      'Earn £400 a day from home.',
      'No women, under 30s only.',
    ].join('\n'),
    { salaryMax: 300000 },
  );

  it('gives at most one finding per sign, in a fixed order', () => {
    expect(signs(everything)).toEqual([
      'fee',
      'off_platform_contact',
      'pay_too_high',
      'work_from_home_earnings',
      'exclusionary_wording',
    ]);
  });

  it('names every kind of contact and characteristic found, once', () => {
    const findings = checkJobAd(everything);
    const contact = findings.find((f) => f.sign === 'off_platform_contact')!;
    expect(contact.message).toContain('a phone number');
    expect(contact.message).toContain('WhatsApp');
    expect(contact.message).toContain('a personal e-mail address');
    expect(contact.evidence).toContain('07700 900123');
    expect(contact.evidence.split(' | ').length).toBeLessThanOrEqual(3);
    const wording = findings.find((f) => f.sign === 'exclusionary_wording')!;
    expect(wording.message).toContain('because of their age or their sex');
  });

  it('quotes the ad as written', () => {
    const [finding] = checkJobAd(
      ad('Pick and pack orders.\nA £40 Registration Fee is payable before you start.'),
    );
    expect(finding.evidence).toBe('A £40 Registration Fee is payable before you start.');
  });

  it('explains every finding in plain words', () => {
    const examples = [...FEE, ...CONTACT, ...PAY_CLAIMS, ...EASY_MONEY, ...EXCLUDING.map(([s]) => s)];
    const findings = examples.flatMap((sentence) => checkJobAd(ad(`Pick and pack orders. ${sentence}`)));
    expect(findings.length).toBeGreaterThanOrEqual(examples.length);
    for (const { message, evidence } of findings) {
      expect(message).toMatch(/^The ad /);
      expect(message).toMatch(/\.$/);
      expect(message).not.toMatch(/[_{}[\]\\]|undefined|null/);
      for (const sentence of message.split(/(?<=\.) /)) {
        expect(sentence.split(' ').length, sentence).toBeLessThanOrEqual(32);
      }
      expect(evidence.trim()).not.toBe('');
    }
  });

  it('tells the employer what to do', () => {
    const byMessage = Object.fromEntries(checkJobAd(everything).map((f) => [f.sign, f.message]));
    expect(byMessage.fee).toContain('must not charge people');
    expect(byMessage.off_platform_contact).toContain('through NewLeaf');
    expect(byMessage.pay_too_high).toContain('check');
    expect(byMessage.work_from_home_earnings).toContain('describe the job');
    expect(byMessage.exclusionary_wording).toContain('Equality Act 2010');
  });
});

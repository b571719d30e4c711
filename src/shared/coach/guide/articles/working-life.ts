import type { GuideArticle } from '../types';

/** Money, rights at work, wellbeing, working life, finding work and housing (England and Wales). */
export const WORKING_LIFE_ARTICLES = [
  {
    id: 'money-uc-part-time',
    family: 'money',
    title: 'Universal Credit and part-time work',
    keywords: [
      'universal credit part time',
      'uc',
      'lose my uc',
      'part time work benefits',
      'taper',
      'work allowance',
      '16 hours rule',
      'hours limit',
      'working and claiming',
      'how much can i earn',
      'is it worth working',
      'few shifts on uc',
    ],
    body:
      "No, working part-time doesn't mean you lose Universal Credit (UC). There's no hours " +
      'limit: you can work any number of hours and still get UC if your income is low ' +
      'enough.\n' +
      '\n' +
      'How it works:\n' +
      '• UC goes down gradually as you earn. For every £1 you take home above any work ' +
      'allowance, your payment drops by 55p. This is called the taper.\n' +
      '• You only get a work allowance if you have children or a health condition that ' +
      'limits your work. Then you can earn a set amount before UC starts to go down.\n' +
      "• If you're employed, your earnings reach UC automatically from your employer's " +
      'payroll. Check them on your monthly statement.\n' +
      '\n' +
      'So taking on a few shifts almost always leaves you better off overall. Before you ' +
      'start, ask your work coach for a better-off calculation.',
    more:
      "The old '16 hours' rule belonged to tax credits and Jobseeker's Allowance, not UC. " +
      'While your earnings are low, your work coach may still ask you to look for more ' +
      'hours or better-paid work; once you earn above a set level (roughly full-time hours ' +
      'at the minimum wage), that usually stops. Earnings are counted per monthly ' +
      'assessment period, so a month with an extra payday can lower one payment, and then ' +
      'it evens out. The gov.uk benefits calculators are free and anonymous if you want to ' +
      'try your own figures.',
    sources: [
      'https://www.gov.uk/universal-credit/how-your-earnings-affect-your-payments',
      'https://www.gov.uk/benefits-calculators',
      'https://www.citizensadvice.org.uk/benefits/universal-credit/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'money-uc-starting-work',
    family: 'money',
    title: 'What happens to Universal Credit when you start a job',
    keywords: [
      'starting a job on uc',
      'new job universal credit',
      'tell uc new job',
      'got a job',
      'first payday',
      'assessment period',
      'will uc stop',
      'journal',
      'first wage',
      'uc statement',
    ],
    body:
      "Well done on the job! Here's what happens to your Universal Credit (UC) when you " +
      'start work:\n' +
      '\n' +
      '• Tell UC straight away through your online journal: your start date, hours and pay.' +
      '\n' +
      "• Your claim doesn't just stop. Each month UC is worked out from what you were paid " +
      'in that assessment period, so it goes down as your pay goes up.\n' +
      '• If you earn enough, UC may drop to nothing. If your earnings fall again within ' +
      'six months, you can usually restart it through the same account without starting ' +
      'from scratch.\n' +
      '• Your first wages may not arrive for a few weeks, so budget carefully until your ' +
      'first payday.\n' +
      '\n' +
      'If money is tight before your first wage, ask your work coach about a Budgeting ' +
      'Advance for starting-work costs. Keep your payslips: they help if the figures on ' +
      'your statement look wrong.',
    more:
      'If UC pays towards your rent, that part reduces too as you earn, so keep an eye on ' +
      "your statement and talk to your landlord early if money gets tight. If you're paid " +
      "weekly or every four weeks, some months include an extra payday; that month's UC " +
      'will be lower, then it evens out. If you have a health condition, tell your work ' +
      'coach before you start, as it can affect how your earnings are treated. Raise ' +
      'anything that looks wrong through your journal.',
    sources: [
      'https://www.gov.uk/universal-credit/how-your-earnings-affect-your-payments',
      'https://www.gov.uk/universal-credit/other-financial-support',
      'https://www.citizensadvice.org.uk/benefits/universal-credit/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'money-minimum-wage',
    family: 'money',
    title: 'The minimum wage from April 2026',
    keywords: [
      'minimum wage',
      'national living wage',
      'nmw',
      'nlw',
      'min wage',
      'hourly rate',
      'how much per hour',
      'underpaid',
      'paid less than minimum',
      'pay rates 2026',
      'least they can pay',
      'pay me an hour',
    ],
    body:
      'From April 2026, the legal minimum hourly rates are:\n' +
      '\n' +
      "• £12.71 if you're 21 or over (the National Living Wage)\n" +
      "• £10.85 if you're 18 to 20\n" +
      "• £8.00 if you're 16 or 17\n" +
      '• £8.00 for apprentices under 19, or in the first year of their apprenticeship\n' +
      '\n' +
      'Almost every worker is entitled to it, including part-time, zero-hours, agency and ' +
      "temporary staff, and people in a trial period at work. Your employer can't take " +
      'money for uniform or tools if that drops your pay below the minimum.\n' +
      '\n' +
      "If you think you're underpaid, check the hours on your payslip against your pay, " +
      "then raise it with your employer. If that doesn't fix it, Acas gives free advice, " +
      'and you can complain to HMRC, which enforces the minimum wage.',
    more:
      'The rates change every April, so check gov.uk each year. Apprentices aged 19 or ' +
      "over move to the rate for their age once they've finished their first year. Time " +
      "you're required to work counts, including training and travelling between jobs " +
      "during the day, but your commute to and from work doesn't. Tips can't be used to " +
      'make up the minimum wage. Your employer must keep pay records, and you can ask to ' +
      'see them. HMRC can look back over several years of pay and make your employer pay ' +
      "what you're owed.",
    sources: [
      'https://www.gov.uk/national-minimum-wage-rates',
      'https://www.gov.uk/pay-and-work-rights',
      'https://www.acas.org.uk/national-minimum-wage-entitlement',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'money-payslips-tax-codes',
    family: 'money',
    title: 'Understanding your payslip and tax code',
    keywords: [
      'payslip',
      'pay slip',
      'wage slip',
      'tax code',
      '1257l',
      'p45',
      'p60',
      'deductions',
      'gross pay',
      'net pay',
      'paye',
      'personal allowance',
    ],
    body:
      'Every worker has the right to a payslip, on or before payday. It should show:\n' +
      '\n' +
      '• Gross pay: what you earned before anything was taken off.\n' +
      '• Deductions: Income Tax, National Insurance, any pension contribution and anything ' +
      'else, such as a student loan.\n' +
      '• Net pay: what actually goes into your bank.\n' +
      '• Hours paid, if your pay changes with the hours you work.\n' +
      '\n' +
      'Your tax code tells your employer how much you can earn tax-free. The most common ' +
      'is 1257L: it means a tax-free Personal Allowance of £12,570 a year. A code ending ' +
      'in W1, M1 or X is an emergency code.\n' +
      '\n' +
      'Keep every payslip, your P45 when you leave a job and the P60 you get after each ' +
      'tax year. Check your tax code in the HMRC app or your personal tax account.',
    more:
      'If your tax code looks wrong, for example because you have two jobs or started ' +
      'partway through the year, contact HMRC: the app or your personal tax account shows ' +
      'your code and lets you update your details. With two jobs, your Personal Allowance ' +
      'usually goes on one, and the other gets a code like BR, so all its pay is taxed at ' +
      'the basic rate. National Insurance is taken once you earn over a weekly threshold ' +
      "and builds up your State Pension. If a payslip is missing or doesn't add up, ask " +
      'payroll in writing.',
    sources: ['https://www.gov.uk/payslips', 'https://www.gov.uk/tax-codes'],
    reviewed: '2026-11-27',
  },
  {
    id: 'money-emergency-tax',
    family: 'money',
    title: 'Emergency tax and getting it back',
    keywords: [
      'emergency tax',
      'emergency tax code',
      'w1',
      'm1',
      'taxed too much',
      'no p45',
      'tax refund',
      'starter checklist',
      'overtaxed',
      '0t',
      'too much tax first wage',
    ],
    body:
      'If you start a job without a P45, for example after prison, a long gap or time on ' +
      'benefits, your employer may put you on an emergency tax code, such as 1257L W1, ' +
      '1257L M1 or 1257L X. You might pay more tax than you should for a while.\n' +
      '\n' +
      'What to do:\n' +
      "• Fill in your employer's starter checklist carefully. It asks about other jobs and " +
      'benefits so payroll can choose the right code.\n' +
      '• Give payroll your National Insurance number as soon as you can.\n' +
      '• Check your code in the HMRC app or your personal tax account after a few weeks.\n' +
      '\n' +
      'Once HMRC has the right details, it sends your employer a new code, and any extra ' +
      "tax is usually paid back through your wages. If it isn't sorted by the end of the " +
      'tax year, HMRC should refund it.',
    more:
      "Emergency codes are temporary. W1 and M1 mean each week's or month's pay is taxed " +
      'on its own, rather than across the year, which can mean paying a bit too much. A ' +
      "code of 0T means you get no tax-free allowance on that job, so if it's your only " +
      "job, contact HMRC quickly. If you've stopped work and haven't started another job, " +
      'you can claim a refund through your personal tax account. Be wary of companies that ' +
      "take a cut to 'reclaim' tax for you: HMRC's service is free.",
    sources: ['https://www.gov.uk/tax-codes/emergency-tax-codes', 'https://www.gov.uk/tax-codes'],
    reviewed: '2026-11-27',
  },
  {
    id: 'money-ni-number',
    family: 'money',
    title: 'Your National Insurance number',
    keywords: [
      'national insurance number',
      'ni number',
      'nino',
      'lost ni number',
      'find my national insurance',
      'apply for ni number',
      'nat ins number',
      'national insurance card',
    ],
    body:
      'Your National Insurance (NI) number makes sure the tax and NI you pay are recorded ' +
      'against your name. It looks like QQ 12 34 56 C.\n' +
      '\n' +
      'If you grew up in the UK, you were probably sent one just before you turned 16. If ' +
      "you've lost it, you can find it:\n" +
      '• in the HMRC app or your personal tax account\n' +
      '• on old payslips, a P45, a P60, or letters from HMRC or DWP\n' +
      '\n' +
      "If you can't find it anywhere, use the 'lost National Insurance number' service on " +
      "gov.uk. If you've never had one, you can apply online.\n" +
      '\n' +
      'You can start work before you have it, as long as you can prove your right to work. ' +
      "Tell your employer you're sorting it, and give it to payroll as soon as you have it.",
    more:
      'Your NI number stays the same for life, so use the same one after prison or a ' +
      "change of name. Don't put it on public job sites: an employer only needs it once " +
      "they've offered you the job. An NI number on its own doesn't prove you can work in " +
      'the UK, but an official letter showing it, together with a full UK birth ' +
      'certificate, is one way British citizens without a passport can prove their right ' +
      'to work. Getting an NI number is free: anyone asking you to pay for one is running ' +
      'a scam.',
    sources: [
      'https://www.gov.uk/lost-national-insurance-number',
      'https://www.gov.uk/apply-national-insurance-number',
      'https://www.gov.uk/national-insurance/your-national-insurance-number',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'money-travel-interview-costs',
    family: 'money',
    title: 'Help with travel and interview costs',
    keywords: [
      'flexible support fund',
      'fsf',
      'travel to interview',
      'bus fare',
      'cant afford travel',
      'interview clothes',
      'work boots',
      'budgeting advance',
      'travel to work costs',
      'skint till payday',
    ],
    body:
      "If you can't afford to get to an interview, or need boots, clothes or travel for " +
      'your first weeks in a job, ask your Jobcentre work coach about the Flexible Support ' +
      'Fund.\n' +
      '\n' +
      "It's money your Jobcentre can use to remove things that stop you getting into work, " +
      'such as:\n' +
      '• bus or train fares to interviews\n' +
      '• travel to work until your first payday\n' +
      '• work clothes, safety boots or tools\n' +
      '• some training costs\n' +
      '\n' +
      "It isn't guaranteed and there's no online form: your work coach decides. Explain " +
      'exactly what you need and what it costs, and ask before you spend the money if you ' +
      'can. Bring the interview invitation or job offer as evidence.\n' +
      '\n' +
      "If you're on Universal Credit, you can also ask about a Budgeting Advance for the " +
      'costs of starting work, which you pay back from later payments.',
    more:
      'Some employers pay interview travel if you ask, and many will do a first interview ' +
      'by phone or video. Ask your work coach whether you qualify for a Jobcentre Plus ' +
      "Travel Discount Card, which cuts some rail fares. If you're on Universal Credit and " +
      'start work, you can get help with up to 85% of childcare costs; report them through ' +
      "your journal. If you've just left prison, your probation practitioner or the " +
      "prison's resettlement team may know of local funds for ID, travel or clothing.",
    sources: [
      'https://www.gov.uk/universal-credit/other-financial-support',
      'https://www.gov.uk/contact-jobcentre-plus',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'money-bank-account',
    family: 'money',
    title: 'Getting a bank account without a fixed address or ID',
    keywords: [
      'bank account',
      'basic bank account',
      'no id bank account',
      'no address bank account',
      'bank account on release',
      'no fixed abode bank',
      'cant open bank account',
      'proof of address',
      'wages paid into',
    ],
    body:
      "Most employers pay wages into a bank account, so it's worth sorting early. The " +
      "biggest banks must offer a basic bank account to people who don't have one and " +
      "can't get an ordinary account. Basic accounts are free, come with a debit card and " +
      "don't give an overdraft, so a poor credit history shouldn't stop you.\n" +
      '\n' +
      "If you don't have the usual ID or proof of address:\n" +
      '• Ask the bank what else it accepts. Many take a letter from your probation ' +
      'practitioner, a prison, a hostel, the council or the Jobcentre.\n' +
      "• If you're still in prison, ask the resettlement or employment team: many prisons " +
      'can help you open an account before release.\n' +
      '• A Universal Credit letter or a letter from HMRC can help show your address.\n' +
      '\n' +
      "Phone or visit a branch and say: 'I'd like to open a basic bank account.'",
    more:
      'A basic account can receive wages and benefits, pay bills by direct debit and let ' +
      "you use cash machines. You can't go overdrawn, which protects you from charges. If " +
      'a bank refuses you, ask why and try another; Citizens Advice can help. Credit ' +
      'unions can also help with saving and fairer loans. Once you have a settled address, ' +
      'update it with your bank so letters and new cards reach you. Never let anyone else ' +
      'use your account: it can get you into serious trouble.',
    sources: ['https://www.citizensadvice.org.uk/debt-and-money/banking/', 'https://www.nacro.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'money-self-employment',
    family: 'money',
    title: 'Going self-employed',
    keywords: [
      'self employed',
      'go self employed',
      'self-employment',
      'sole trader',
      'cash in hand',
      'register with hmrc',
      'self assessment',
      'tax return',
      'minimum income floor',
      'own business',
      'side hustle',
    ],
    body:
      'Working for yourself, such as cleaning, decorating, gardening or courier work, can ' +
      'suit people who find traditional hiring hard. The basics:\n' +
      '\n' +
      '• Register with HMRC as a sole trader once you earn more than £1,000 in a tax year ' +
      'from self-employment. The deadline is 5 October after the end of the tax year you ' +
      'started.\n' +
      '• Each year, fill in a Self Assessment tax return and pay any tax due by 31 January.' +
      '\n' +
      '• Keep records of everything you earn and spend on the work, and put money aside ' +
      'for tax.\n' +
      '\n' +
      'If you claim Universal Credit, tell your work coach and report your earnings every ' +
      'month. After a 12-month start-up period, UC usually assumes you earn at least a set ' +
      'amount, called the minimum income floor, even if you earn less.\n' +
      '\n' +
      'Ask your work coach what support there is locally to start a business.',
    more:
      'Cash-in-hand work still counts: declare it to HMRC and, if you claim benefits, to ' +
      'DWP. The minimum income floor is usually based on what someone your age would earn ' +
      'working your expected hours at the minimum wage, so a quiet month can leave you ' +
      "worse off than you'd expect. Some work, such as delivery apps or taxi work, needs " +
      "its own insurance or licence. The National Careers Service and your council's " +
      "business support can help you plan, and HMRC's online guides explain which expenses " +
      'you can claim.',
    sources: [
      'https://www.gov.uk/working-for-yourself',
      'https://www.gov.uk/register-for-self-assessment',
      'https://www.citizensadvice.org.uk/benefits/universal-credit/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'money-apprenticeships',
    family: 'money',
    title: 'Apprenticeships: pay, levels and age',
    keywords: [
      'apprenticeship',
      'apprentice',
      'apprentices',
      'apprentice pay',
      'apprentice wage',
      'trainee',
      'earn while you learn',
      'too old for apprenticeship',
      'level 2',
      'level 3',
    ],
    body:
      'An apprenticeship is a real job with training, so you earn while you work towards a ' +
      "qualification. There's no upper age limit: you can start at 16, 30, 45 or 60.\n" +
      '\n' +
      '• Levels: intermediate (level 2, like GCSEs), advanced (level 3, like A levels), ' +
      'higher (levels 4 and 5) and degree (levels 6 and 7).\n' +
      "• Pay: from April 2026 the apprentice rate is at least £8.00 an hour if you're " +
      'under 19 or in your first year. After that you get at least the minimum wage for ' +
      'your age. Many employers pay more.\n' +
      "• You're paid for your training time, and you get holiday like other staff.\n" +
      '• Length varies from several months to a few years, depending on the level.\n' +
      '\n' +
      "Search and apply on gov.uk's 'Find an apprenticeship' service. A criminal record " +
      "doesn't rule you out: checks depend on the job.",
    more:
      'Apprentices usually work at least 30 hours a week, though it can be fewer in some ' +
      'cases. Part of your time is set aside for off-the-job training, at college, online ' +
      'or at work. Construction, care, engineering, hospitality, logistics and the civil ' +
      'service all take on apprentices. If you claim Universal Credit, your apprenticeship ' +
      'wages count as earnings like any other job. The National Careers Service can help ' +
      'you choose a route and level.',
    sources: [
      'https://www.gov.uk/become-apprentice',
      'https://www.gov.uk/apply-apprenticeship',
      'https://www.gov.uk/national-minimum-wage-rates',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'money-sick-pay',
    family: 'money',
    title: 'Statutory Sick Pay',
    keywords: [
      'sick pay',
      'ssp',
      'statutory sick pay',
      'paid when off sick',
      'fit note',
      'sick note',
      'doctors note',
      'off sick money',
      'ill and cant work',
    ],
    body:
      "If you're an employee and too ill to work, you may get Statutory Sick Pay (SSP) " +
      'from your employer.\n' +
      '\n' +
      'From 6 April 2026:\n' +
      '• SSP is paid from your first day off sick, not the fourth.\n' +
      "• There's no longer a minimum earnings level, so part-time and low-paid staff can " +
      'get it too.\n' +
      "• You get £123.25 a week, or 80% of your normal average weekly earnings if that's " +
      'less.\n' +
      '• It can be paid for up to 28 weeks.\n' +
      '\n' +
      "Follow your employer's rules for reporting sickness, usually by a set time on your " +
      'first morning. For the first seven days you can self-certify; after that you need a ' +
      'fit note from a GP or another health professional, such as a nurse or pharmacist.\n' +
      '\n' +
      "Check your contract too: some employers pay more than SSP. If you're refused SSP, " +
      'ask for the reason in writing and contact Acas.',
    more:
      'SSP covers employees, including many agency, zero-hours and part-time staff paid ' +
      "through PAYE. If your employer says you can't get it, they should give you form " +
      'SSP1 explaining why; you may then be able to claim Universal Credit or New Style ' +
      "Employment and Support Allowance. A fit note can say you 'may be fit for work' with " +
      'changes, such as shorter hours, so talk it through with your manager. Time off ' +
      'linked to a disability may call for reasonable adjustments. HMRC can decide ' +
      'disputes about SSP.',
    sources: ['https://www.gov.uk/statutory-sick-pay', 'https://www.gov.uk/taking-sick-leave'],
    reviewed: '2026-11-27',
  },
  {
    id: 'money-disability-benefits',
    family: 'money',
    title: 'Benefits if you have a disability or health condition',
    keywords: [
      'pip',
      'esa',
      'lcwra',
      'limited capability for work',
      'disability benefits',
      'benefits',
      'health condition benefits',
      'work capability assessment',
      'can i work on pip',
      'will i lose lcwra',
      'back problem',
      'sickness benefits',
    ],
    body:
      'If you have a disability or health condition, several kinds of support may help, ' +
      'and many people can work and still get some of them.\n' +
      '\n' +
      '• Personal Independence Payment (PIP) helps with the extra costs of a long-term ' +
      "condition. It isn't based on your income, and you can work while getting it.\n" +
      '• Universal Credit can take your condition into account. A work capability ' +
      "assessment, based on fit notes and evidence, can reduce what's expected of you and " +
      'may add extra money.\n' +
      "• New Style Employment and Support Allowance may be available if you've paid enough " +
      'National Insurance in recent years.\n' +
      '• Access to Work can pay for support or equipment once you have a job.\n' +
      '\n' +
      'The rules are changing, and how work affects you depends on your situation. Before ' +
      'you start a job, get a free check from Citizens Advice or ask your work coach for a ' +
      'better-off calculation.',
    more:
      'Amounts change every April, and new rules for health-related Universal Credit apply ' +
      'to some people who claim from April 2026, so check gov.uk rather than going by what ' +
      'friends received. The gov.uk benefits calculators are free and anonymous. At the ' +
      'Jobcentre, a Disability Employment Adviser can help with work and adjustments. If ' +
      'you disagree with a PIP or work capability decision, you can ask for a mandatory ' +
      'reconsideration, usually within one month; Citizens Advice can help. Keep copies of ' +
      'every letter and fit note.',
    sources: [
      'https://www.gov.uk/pip',
      'https://www.gov.uk/access-to-work',
      'https://www.citizensadvice.org.uk/benefits/sick-or-disabled-people-and-carers/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'rights-zero-hours',
    family: 'rights',
    title: 'Zero-hours contracts: your rights',
    keywords: [
      'zero hours',
      'zero-hours contract',
      '0 hours contract',
      'zhc',
      'no guaranteed hours',
      'exclusivity clause',
      'cancelled shift',
      'casual work',
      'work for another employer',
      'second job',
    ],
    body:
      "On a zero-hours contract, your employer doesn't have to offer you a set number of " +
      "hours, and you don't have to accept every shift. You still have key rights:\n" +
      '\n' +
      '• at least the minimum wage for every hour you work\n' +
      '• paid holiday, which builds up as you work\n' +
      '• rest breaks and a payslip\n' +
      '• protection from discrimination\n' +
      "• Statutory Sick Pay if you're an employee paid through PAYE\n" +
      '\n' +
      "Exclusivity clauses are banned: your employer can't stop you working for someone " +
      "else, and can't treat you badly for doing so.\n" +
      '\n' +
      "Saying no to a shift is allowed, though in practice it can affect how many you're " +
      "offered. Keep a simple record of the hours you're offered and work. If something " +
      'feels wrong, contact Acas for free advice.',
    more:
      "Whether you're an 'employee' or a 'worker' changes some rights, such as redundancy " +
      'pay and unfair dismissal; your written statement should say which you are. Holiday ' +
      'for irregular hours builds up at 12.07% of the hours you work in each pay period. ' +
      'The Employment Rights Act 2025 brings in more protections for zero-hours workers, ' +
      'such as reasonable notice of shifts and pay for shifts cancelled at short notice. ' +
      'These are coming in stages, so check Acas for what applies now.',
    sources: [
      'https://www.gov.uk/contract-types-and-employer-responsibilities',
      'https://www.citizensadvice.org.uk/work/',
      'https://www.acas.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'rights-holiday',
    family: 'rights',
    title: 'Holiday entitlement and holiday pay',
    keywords: [
      'holiday pay',
      'annual leave',
      'holiday entitlement',
      '5.6 weeks',
      '28 days',
      'paid holiday',
      'days off',
      'bank holidays',
      'how much holiday',
      'accrued holiday',
    ],
    body:
      'Almost all workers get at least 5.6 weeks of paid holiday a year. If you work five ' +
      "days a week, that's 28 days, which can include bank holidays. Part-time staff get " +
      '5.6 weeks too, in proportion: three days a week means 16.8 days.\n' +
      '\n' +
      '• You start building up holiday from your first day.\n' +
      '• Holiday pay should be your normal pay, which can include regular overtime.\n' +
      '• If you work irregular hours or only some weeks of the year, holiday builds up at ' +
      '12.07% of the hours you work.\n' +
      "• When you leave, you must be paid for holiday you've built up but not taken.\n" +
      '\n' +
      'Your employer can tell you when to take some holiday, with notice. Check your ' +
      "written statement for the rules, and use gov.uk's holiday calculator to check your " +
      'figure.',
    more:
      'Holiday is capped at 28 days for people who work six or seven days a week. If ' +
      "you're ill during booked holiday, you can usually take it as sick leave instead and " +
      "rebook the holiday. Your employer must let you take your leave; they can't just pay " +
      'you instead, except when you leave the job. Rolled-up holiday pay, where 12.07% is ' +
      'added to each payslip, is only allowed for irregular-hours and part-year workers, ' +
      'and your payslip must show it. Agency workers get paid holiday from the agency.',
    sources: [
      'https://www.gov.uk/holiday-entitlement-rights',
      'https://www.gov.uk/calculate-your-holiday-entitlement',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'rights-written-statement',
    family: 'rights',
    title: 'Your contract and written statement of terms',
    keywords: [
      'contract',
      'written statement',
      'employment contract',
      'no contract',
      'terms and conditions',
      'written terms',
      'statement of particulars',
      'not given a contract',
      'still no contract',
      'working without a contract',
      'whats in my contract',
    ],
    body:
      'From your first day, employees and workers have the right to a written statement of ' +
      'the main terms of the job. You should get it on or before your start date. It must ' +
      'include:\n' +
      '\n' +
      "• your employer's name, your job title and start date\n" +
      "• your pay and how often you're paid\n" +
      '• your hours and days, and whether they can change\n' +
      '• holiday entitlement\n' +
      '• any probation period at work, and notice periods\n' +
      "• where you'll work\n" +
      '\n' +
      'Other details, such as pensions and training, can follow within two months.\n' +
      '\n' +
      'Even with no contract in writing, you have a contract as soon as you start work on ' +
      "agreed terms. If you've been working for weeks without one, ask politely: 'Could I " +
      "have my written statement of terms, please?' If it still doesn't come, contact Acas " +
      'for free advice.',
    more:
      "A written statement isn't always the whole contract: things agreed out loud, the " +
      'staff handbook and what usually happens can form part of it too. Keep the ' +
      'statement, your offer letter and any messages about pay or hours together, as ' +
      "they're your evidence if something goes wrong. If your terms change, your employer " +
      'must tell you in writing within a month. If you never get a statement, a tribunal ' +
      'can award extra compensation when you bring another claim, such as for unpaid wages.',
    sources: [
      'https://www.gov.uk/employment-contracts-and-conditions/written-statement-of-employment-particulars',
      'https://www.acas.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'rights-rest-breaks',
    family: 'rights',
    title: 'Rest breaks at work',
    keywords: [
      'rest break',
      'lunch break',
      'break at work',
      'no break',
      '20 minute break',
      'break on a shift',
      'allowed a break',
      'time between shifts',
      '11 hours rest',
      'finish late start early',
      '11pm',
      '6am',
    ],
    body:
      "If you're 18 or over and work more than six hours in a day, you have the right to " +
      'one uninterrupted 20-minute rest break during the day, not at the start or end. It ' +
      "doesn't have to be paid: your contract says whether it is.\n" +
      '\n' +
      'You also have the right to:\n' +
      "• 11 hours' rest between one working day and the next: finish at 11pm, and you " +
      "shouldn't normally start again before 10am\n" +
      '• either 24 hours off each week, or 48 hours off each fortnight\n' +
      '\n' +
      "If you're under 18, it's a 30-minute break once you work more than 4.5 hours, 12 " +
      'hours between working days, and two days off a week.\n' +
      '\n' +
      'Some jobs, such as some transport and security roles, have different rules, but ' +
      "then you should get rest later to make up for it. If you're not getting breaks, " +
      'raise it with your manager first, then contact Acas.',
    more:
      "Most workers can't be made to work more than 48 hours a week on average unless they " +
      'choose to opt out in writing, and you can cancel an opt-out by giving notice. Night ' +
      "workers shouldn't work more than 8 hours in 24 on average. Beyond the 20 minutes, " +
      "extra breaks aren't a legal right, but reasonable employers allow them. If a health " +
      'condition means you need extra breaks, that can be a reasonable adjustment. Keep a ' +
      "note of any shifts where you didn't get a break.",
    sources: ['https://www.gov.uk/rest-breaks-work', 'https://www.gov.uk/maximum-weekly-working-hours'],
    reviewed: '2026-11-27',
  },
  {
    id: 'rights-dismissed',
    family: 'rights',
    title: "If you've been dismissed",
    keywords: [
      'sacked',
      'got sacked today',
      'fired',
      'dismissed',
      'let go',
      'unfair dismissal',
      'got the sack',
      'acas early conciliation',
      'employment tribunal',
      'wrongful dismissal',
    ],
    body:
      'Being dismissed is a shock. Take a breath, then:\n' +
      '\n' +
      '• Ask for the reason in writing.\n' +
      "• Check you've been paid what you're owed: wages, notice pay and any holiday you've " +
      'built up.\n' +
      "• If there's an appeal process, use it, usually within a few days.\n" +
      '• Write down what happened, with dates, while you remember.\n' +
      '\n' +
      "Whether you can claim unfair dismissal usually depends on how long you've worked " +
      'there: two years for dismissals before 1 January 2027, and six months from that ' +
      'date. Some reasons are unfair from day one, such as discrimination, whistleblowing ' +
      'or asking for the minimum wage.\n' +
      '\n' +
      'Before any tribunal claim you must contact Acas for early conciliation. Time limits ' +
      'are short, so contact Acas straight away.',
    more:
      'Early conciliation is free: Acas talks to you and your employer to try to settle ' +
      "things without a tribunal, and you need its certificate to make a claim. 'Wrongful " +
      "dismissal' is different from unfair dismissal: it's about not being given your " +
      'notice or notice pay, and can apply from day one. If you claim Universal Credit ' +
      'after losing a job, being dismissed for misconduct can lead to a sanction, so ' +
      'explain your side clearly. Citizens Advice and some law centres give free help with ' +
      'tribunal claims.',
    sources: ['https://www.gov.uk/dismissal', 'https://www.acas.org.uk/early-conciliation'],
    reviewed: '2026-11-27',
  },
  {
    id: 'rights-bullying',
    family: 'rights',
    title: 'Bullying at work',
    keywords: [
      'bullying',
      'bullied at work',
      'harassment',
      'picked on',
      'grievance',
      'humiliated',
      'humiliating',
      'in front of everyone',
      'supervisor bullying',
      'jokes about my disability',
      'singled out',
      'banter',
    ],
    body:
      "Bullying is behaviour that's offensive, intimidating or humiliating: shouting, " +
      'spreading rumours, constant unfair criticism, leaving you out on purpose, or ' +
      "'banter' that puts you down. It's never your fault.\n" +
      '\n' +
      'Steps that help:\n' +
      '• Keep a private diary: dates, what was said or done, and who saw it. Save messages ' +
      'and emails.\n' +
      '• If you feel safe to, raise it informally with the person or your manager.\n' +
      '• If it carries on, make a formal complaint, called a grievance, in writing, ' +
      "following your employer's procedure.\n" +
      '• Talk to a union rep if you have one.\n' +
      '\n' +
      'If the bullying is linked to your race, disability, sex, religion, age or another ' +
      'protected characteristic, it may be harassment, which is unlawful under the ' +
      'Equality Act. Acas gives free, confidential advice on what to do next.',
    more:
      'Your employer has a duty to look after your health and safety, which includes ' +
      'dealing with bullying. After a grievance, they should hold a meeting, look into it ' +
      "and tell you the outcome, and you can appeal. If it's affecting your health, see " +
      'your GP: time off sick with stress is real sickness. Leaving because of serious ' +
      "mistreatment can sometimes count as 'constructive dismissal', but that's a big " +
      "step: get advice from Acas or Citizens Advice first, and don't resign in the heat " +
      'of the moment.',
    sources: ['https://www.gov.uk/workplace-bullying-and-harassment', 'https://www.acas.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'rights-agency-work',
    family: 'rights',
    title: 'Agency work: your rights',
    keywords: [
      'agency worker rights',
      'temping',
      'agency pay',
      '12 weeks',
      'key information document',
      'umbrella company',
      'temp work rights',
      'same pay as staff',
      'agency fee',
      'registration fee',
      'charge to register',
    ],
    body:
      'If you work through an agency, you have rights from day one:\n' +
      '\n' +
      '• at least the minimum wage, paid holiday, rest breaks and payslips\n' +
      "• use of shared facilities where you're placed, such as the canteen, toilets and " +
      'transport\n' +
      "• being told about permanent jobs at the company you're placed with\n" +
      '• a Key Information Document from the agency before you agree terms, showing your ' +
      'pay rate, who pays you and any deductions\n' +
      '\n' +
      'After 12 weeks (about three months) in the same role with the same hirer, you get ' +
      "the same basic pay and working conditions as if you'd been hired directly, " +
      'including holiday.\n' +
      '\n' +
      "Agencies can't charge you a fee for finding you work (a few jobs, such as " +
      'modelling, are exceptions). If your pay is wrong, raise it with the agency in ' +
      'writing first, then contact Acas.',
    more:
      "If you're paid through an umbrella company, check your payslip carefully: you " +
      "should see your pay rate, and deductions shouldn't take you below the minimum wage. " +
      "An agency can't stop you taking a permanent job with the company you're placed " +
      'with, though that company may have to pay the agency a fee. Breaks between ' +
      'assignments can pause or restart the 12-week count, depending on the reason. Agency ' +
      'work is a good way to build recent experience and references, and many temporary ' +
      'jobs turn permanent.',
    sources: ['https://www.gov.uk/agency-workers-your-rights', 'https://www.acas.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'rights-job-probation-period',
    family: 'rights',
    title: 'Probation periods in a new job',
    keywords: [
      'probation period at work',
      'probationary period',
      'trial period',
      'pass probation',
      'failed probation',
      'extended probation',
      'new job probation',
      'probation review',
    ],
    body:
      'This is about a trial period in a new job, not probation in the criminal justice ' +
      'system.\n' +
      '\n' +
      'Many employers start you on a probation period, often three to six months, to check ' +
      'the job is a good fit on both sides. During it:\n' +
      '• you have the same rights to the minimum wage, holiday, breaks and safe working as ' +
      'everyone else\n' +
      '• your notice period may be shorter, often one week\n' +
      "• your manager should review how you're doing and tell you if anything needs to " +
      'improve\n' +
      '\n' +
      "To pass, focus on the basics: be on time, ask when you're not sure, follow the " +
      "rules and note things you've done well. Ask your manager early: 'How am I getting " +
      "on, and is there anything you'd like me to do differently?'\n" +
      '\n' +
      "If your probation is extended or you're told you haven't passed, ask for the " +
      'reasons in writing.',
    more:
      "There's no legal length for a probation period: your written statement should say " +
      'how long it is and what happens at the end. Being let go during probation is still ' +
      'covered by discrimination law and by day-one protections, such as for ' +
      'whistleblowing. From 1 January 2027, employees usually gain protection from unfair ' +
      "dismissal after six months' service, so some employers may shorten their probation " +
      'periods. If you have a health condition, asking for adjustments early can help you ' +
      'pass.',
    sources: [
      'https://www.gov.uk/employment-contracts-and-conditions',
      'https://www.citizensadvice.org.uk/work/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'rights-whistleblowing',
    family: 'rights',
    title: 'Whistleblowing: reporting wrongdoing',
    keywords: [
      'whistleblowing',
      'whistleblower',
      'report my employer',
      'reporting wrongdoing',
      'something illegal at work',
      'protected disclosure',
      'unsafe at work',
      'report to hse',
      'cover up',
    ],
    body:
      "Whistleblowing means reporting wrongdoing at work that's in the public interest, " +
      'such as a crime, a danger to health and safety, damage to the environment, or ' +
      'someone covering these up. If you report it in the right way, the law protects you ' +
      'from being treated badly or dismissed for it, from your first day.\n' +
      '\n' +
      'How to do it:\n' +
      '• Usually report to your employer first, following their whistleblowing policy if ' +
      'there is one.\n' +
      "• If you can't, you can report to a 'prescribed person': an official body such as " +
      'the Health and Safety Executive or HMRC. gov.uk lists them.\n' +
      '• Write down what you reported, when and to whom.\n' +
      '\n' +
      "A complaint about your own treatment, such as your pay, usually isn't " +
      "whistleblowing: use your employer's grievance procedure for that. For confidential " +
      'advice, contact Acas or the whistleblowing charity Protect.',
    more:
      "You don't need proof, but you must reasonably believe that what you report is true " +
      'and in the public interest. Going straight to the media is only protected in ' +
      'limited cases, so get advice first. Being dismissed for whistleblowing is ' +
      "automatically unfair, however long you've worked there; contact Acas quickly about " +
      "early conciliation. Keep a copy of what you reported, but don't take confidential " +
      "documents or other people's personal data that you're not entitled to.",
    sources: ['https://www.gov.uk/whistleblowing', 'https://protect-advice.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'rights-right-to-work',
    family: 'rights',
    title: 'Right to work checks and ID',
    keywords: [
      'right to work',
      'right to work check',
      'id for a job',
      'no passport',
      'proof of id',
      'birth certificate',
      'share code',
      'documents for new job',
      'lost id',
      'no id',
    ],
    body:
      'Before you start, every employer must check that you have the right to work in the ' +
      "UK. It's the law, and they should check everyone the same way.\n" +
      '\n' +
      "If you're a British or Irish citizen, the simplest document is your passport, even " +
      "an expired one. If you don't have one, you can usually use:\n" +
      "• a full UK birth certificate, the kind that shows at least one parent's name, " +
      'together with\n' +
      '• an official document showing your National Insurance number, such as a P45, a P60 ' +
      'or a letter from HMRC or DWP\n' +
      '\n' +
      'If you have settled or pre-settled status or a visa, you give your employer a share ' +
      'code from gov.uk instead.\n' +
      '\n' +
      "If you've lost your birth certificate, you can order a copy from the General " +
      "Register Office on gov.uk; there's a fee. Start early, as it can take a while to " +
      'arrive.',
    more:
      'An employer must see the original document, or check it digitally, and keep a copy. ' +
      "A criminal record doesn't affect your right to work. If you've just left prison, " +
      'ask the prison or your probation practitioner about help getting ID: some areas can ' +
      'help pay for a birth certificate. Photo ID, such as a provisional driving licence, ' +
      "helps with banks and landlords, though it isn't a right to work document on its " +
      'own. Keep your documents together somewhere safe, with photos of them on your phone.',
    sources: [
      'https://www.gov.uk/prove-right-to-work',
      'https://www.gov.uk/order-copy-birth-death-marriage-certificate',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'wellbeing-stress-management',
    family: 'wellbeing',
    title: 'Stress management',
    keywords: [
      'stress management',
      'stress',
      'stressed',
      'stressing',
      'stressed out',
      'overwhelmed',
      'too much going on',
      'cant think straight',
      'pressure',
      'burnout',
      'everything at once',
      'head is fried',
    ],
    body:
      'Feeling stressed and overwhelmed when everything lands at once, like money, ' +
      'appointments, job hunting and family, is really common, and it makes sense. A few ' +
      'things that help:\n' +
      '\n' +
      '• Breathe slowly for a minute: in for four, out for six.\n' +
      '• Write everything down. Then circle one thing you can do today, and park the rest.\n' +
      "• Break big jobs into small pieces: 'send one application', not 'sort my life out'.\n" +
      '• Move a bit: even a ten-minute walk lowers stress.\n' +
      '• Talk to someone you trust. Saying it out loud often shrinks it.\n' +
      '\n' +
      "Notice what's in your control (what you apply for, how you prepare) and what isn't " +
      "(an employer's decision). Put your energy into the first.\n" +
      '\n' +
      'NHS Every Mind Matters has a free stress plan online. Pick one thing from this list ' +
      'to try in the next hour.',
    more:
      'If stress has lasted weeks and is affecting your sleep, eating or temper, talk to ' +
      'your GP; you can also refer yourself to NHS Talking Therapies for free help. At ' +
      "work, stress isn't a weakness: employers must assess and reduce risks to your " +
      'health, and that includes work-related stress. If one thing, such as money or ' +
      'housing, is behind most of it, getting advice on that from Citizens Advice or ' +
      'Shelter often lifts the pressure more than anything else.',
    sources: [
      'https://www.nhs.uk/every-mind-matters/',
      'https://www.hse.gov.uk/stress/',
      'https://www.mind.org.uk/information-support/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'wellbeing-anxiety-interviews-first-days',
    family: 'wellbeing',
    title: 'Anxiety about interviews and first days',
    keywords: [
      'anxiety',
      'anxious',
      'nervous',
      'nerves',
      'panic',
      'scared of interviews',
      'first day nerves',
      'shaking',
      'butterflies',
      'dreading',
      'bricking it',
    ],
    body:
      'Nerves before an interview or a first day are normal, and they usually mean you ' +
      'care. Some things that help:\n' +
      '\n' +
      '• Prepare what you can control: plan the journey, and lay out your clothes and ' +
      'documents the night before.\n' +
      '• Do a practice run of the route if you can.\n' +
      '• Use slow breathing: in through your nose for four, out through your mouth for six.' +
      '\n' +
      "• Have one sentence ready in case your mind goes blank: 'Can I take a moment to " +
      "think about that?'\n" +
      '• Arrive a little early, then take a short walk rather than sitting and waiting.\n' +
      '\n' +
      "It's fine to tell an interviewer 'I'm a bit nervous': most people respond kindly. " +
      'If anxiety is stopping you going at all, NHS Talking Therapies can help, and you ' +
      'can refer yourself.',
    more:
      'Anxiety often feels worse before the event than during it. Afterwards, note one ' +
      'thing that went better than you feared; it helps next time. If you have an anxiety ' +
      'condition, you can ask for interview adjustments, such as seeing the questions in ' +
      'advance or a quieter room. Caffeine and skipped meals make the physical signs ' +
      'worse. The NHS website explains what to do during a panic attack. Your GP can talk ' +
      'through support, including therapy or medicine, if anxiety is affecting your daily ' +
      'life.',
    sources: ['https://www.nhs.uk/every-mind-matters/', 'https://www.nhs.uk/mental-health/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'wellbeing-motivation',
    family: 'wellbeing',
    title: "Staying motivated when it's taking a while",
    keywords: [
      'motivation',
      'unmotivated',
      'no motivation',
      'giving up',
      'whats the point',
      'fed up looking',
      'demotivated',
      'cant be bothered',
      'taking forever',
      'months of applying',
    ],
    body:
      "When you've been looking for a while with little coming back, it's natural to lose " +
      'heart. Motivation usually follows action, not the other way round, so make the ' +
      'actions small:\n' +
      '\n' +
      '• Set a small daily target, like two applications or one phone call, then stop for ' +
      'the day.\n' +
      '• Track what you do, not just results: applications sent, calls made, courses ' +
      'started.\n' +
      "• If nothing's working, change one thing: a different type of job, a new opening to " +
      'your CV, or signing up with an agency.\n' +
      '• Keep time for things that keep you well: seeing people, exercise, rest.\n' +
      '• Celebrate small wins, like a reply or an interview.\n' +
      '\n' +
      "Ask your work coach or a friend to look over what you're sending; a fresh pair of " +
      'eyes often spots the fix.\n' +
      '\n' +
      "What's one small thing you could do today?",
    more:
      'Long searches can knock your confidence and mood. If you feel low most days, sleep ' +
      'badly or have lost interest in things you used to enjoy, that may be more than low ' +
      'motivation: talk to your GP or refer yourself to NHS Talking Therapies. ' +
      'Volunteering, a short course or a few temp shifts can break up a long stretch and ' +
      'give you fresh things to put on your CV. Job clubs at libraries or charities give ' +
      'you company and structure.',
    sources: ['https://www.nhs.uk/every-mind-matters/', 'https://nationalcareers.service.gov.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'wellbeing-rejection',
    family: 'wellbeing',
    title: 'Dealing with rejection',
    keywords: [
      'rejection',
      'rejected',
      'turned down',
      'unsuccessful',
      'no reply',
      'ghosted',
      'didnt get the job',
      'keep getting rejected',
      'rejected again',
      'knocked back',
      'heard nothing back',
      'feedback after rejection',
      'they said no',
    ],
    body:
      "Being turned down hurts, especially after you've put yourself out there. It doesn't " +
      "mean you're not good enough. Employers reject people for reasons you'll never see: " +
      'an internal candidate, very few places, or hundreds of applicants.\n' +
      '\n' +
      'What helps:\n' +
      "• Let yourself be disappointed for a bit; it's normal.\n" +
      "• Ask for feedback, politely: 'Thank you for letting me know. Is there anything I " +
      "could do to improve my chances next time?'\n" +
      '• Look for a pattern. No interviews? Work on your CV. Interviews but no offers? ' +
      'Practise your answers.\n' +
      "• Get the next application out within a day or two, so one rejection doesn't become " +
      'the whole story.\n' +
      '\n' +
      "Most people hear 'no' many times before a 'yes'. If you're worried your record is " +
      "the reason, employers with NewLeaf's fair-chance badges may be a better fit.",
    more:
      "Not hearing back at all is sadly common, and it's about the employer's process, not " +
      "you. If you haven't heard within two weeks of an interview, a short, polite " +
      "follow-up email is fine. Feedback isn't always given, and when it is, it's often " +
      "brief: take what's useful and leave the rest. If you think you were turned down " +
      'because of a disability, race or another protected characteristic, Acas can advise. ' +
      'If an employer held a spent conviction against you, Unlock can advise.',
    sources: ['https://www.nhs.uk/every-mind-matters/', 'https://unlock.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'wellbeing-confidence',
    family: 'wellbeing',
    title: 'Building confidence and self-esteem',
    keywords: [
      'confidence',
      'self esteem',
      'self-esteem',
      'no confidence',
      'not good enough',
      'imposter',
      'low confidence',
      'believe in myself',
      'feel like a failure',
      'confidence gone',
    ],
    body:
      'Confidence often takes a knock after time out of work, prison or illness. It grows ' +
      'back through doing things, not by waiting to feel ready.\n' +
      '\n' +
      'Try this:\n' +
      "• Write a list of things you've done well, at any point in your life: jobs, " +
      'courses, caring for someone, fixing things, getting through hard times. Read it ' +
      'before interviews.\n' +
      '• Pick skills you already have, like being reliable, calm under pressure or good ' +
      'with people, and find one example of each.\n' +
      '• Set small challenges you can win, then build up.\n' +
      "• Notice harsh self-talk. Ask yourself: 'Would I say this to a friend?'\n" +
      '• Spend time with people who back you.\n' +
      '\n' +
      'Every step counts, including reading this. Pick one thing from your list to add to ' +
      'your CV this week.',
    more:
      "Confidence at work comes quickly once you're doing the job: most people feel unsure " +
      'for the first few weeks. Volunteering, a short course or a workshop can give you ' +
      'recent achievements to talk about. If low self-esteem is part of a wider low mood ' +
      'or anxiety, NHS Talking Therapies can help, and you can refer yourself. Mind has ' +
      'free information on self-esteem with practical exercises. Some charities offer ' +
      'mentors who have been through prison or long unemployment themselves.',
    sources: ['https://www.mind.org.uk/information-support/', 'https://www.nhs.uk/every-mind-matters/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'wellbeing-sleep-energy',
    family: 'wellbeing',
    title: 'Sleep and energy',
    keywords: [
      'sleep',
      'cant sleep',
      'insomnia',
      'tired all the time',
      'exhausted',
      'no energy',
      'night shift sleep',
      'shift work tiredness',
      'body clock',
      'knackered',
    ],
    body:
      'Good sleep makes everything easier: your mood, your focus and coping with a new ' +
      'job. To help it:\n' +
      '\n' +
      '• Get up at the same time every day, even on days off, and get some daylight early.\n' +
      '• Wind down for half an hour before bed, with screens away.\n' +
      '• Cut caffeine after lunch, and avoid alcohol late in the evening.\n' +
      '• Keep your room dark, quiet and cool if you can.\n' +
      "• If you can't sleep after about 20 minutes, get up, do something calm in low " +
      'light, and go back when you feel sleepy.\n' +
      '\n' +
      'For night shifts, use blackout curtains or an eye mask, sleep at a set time after ' +
      'your shift, and tell people when not to disturb you.\n' +
      '\n' +
      "If you're tired all the time for weeks, see your GP, as there can be a medical " +
      'cause. Start tonight by choosing your wake-up time for tomorrow.',
    more:
      'After prison, a hostel or a long gap, your body clock may be out of step with ' +
      'working hours. Shift it gradually: get up 15 to 30 minutes earlier every few days ' +
      'until you match your start time. Short naps of under 30 minutes can help with shift ' +
      'work, but long ones late in the day make night-time sleep harder. Regular meals and ' +
      'a little exercise boost energy more than energy drinks do. The NHS website has free ' +
      'advice on insomnia.',
    sources: ['https://www.nhs.uk/every-mind-matters/', 'https://www.nhs.uk/conditions/insomnia/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'wellbeing-low-mood',
    family: 'wellbeing',
    title: 'Low mood and feeling depressed',
    keywords: [
      'low mood',
      'depressed',
      'depression',
      'feeling down',
      'really down',
      'feeling low',
      'sad all the time',
      'talking therapies',
      'therapy without gp',
      'self refer',
      'iapt',
      'cbt',
    ],
    body:
      'Feeling low for a while is common, especially during a hard stretch like looking ' +
      'for work or settling back after prison. Some things often help:\n' +
      '\n' +
      '• Keep a simple shape to your day: get up, get dressed, eat, and go outside.\n' +
      "• Do one small thing you used to enjoy, even if you don't feel like it.\n" +
      "• Stay in touch with at least one person, even if it's just a message.\n" +
      '• Be active, even a short walk.\n' +
      '• Go easy on alcohol and drugs: they pull your mood down.\n' +
      '\n' +
      "If you've felt low most days for two weeks or more, you can get free NHS help. You " +
      'can refer yourself to NHS Talking Therapies online, without seeing a GP, for ' +
      'support such as cognitive behavioural therapy (CBT). Or book an appointment with ' +
      'your GP.\n' +
      '\n' +
      "Search 'NHS Talking Therapies' on the NHS website to find your local service.",
    more:
      'NHS Talking Therapies are free in England for people registered with a GP, and ' +
      'often offer appointments by phone or video. In Wales, ask your GP about local ' +
      'therapy services. Low mood and depression are health conditions: if they affect ' +
      'your work, you may be able to get adjustments or take time off sick. If you ever ' +
      "have thoughts of harming yourself or ending your life, that's different: call " +
      'Samaritans on 116 123 at any time, or 999 in an emergency.',
    sources: [
      'https://www.nhs.uk/service-search/mental-health/find-an-nhs-talking-therapies-service',
      'https://www.nhs.uk/mental-health/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'wellbeing-support',
    family: 'wellbeing',
    title: 'Where to get support for your wellbeing',
    keywords: [
      'mental health support',
      'who can i talk to',
      'counselling',
      'mind charity',
      'not registered with a doctor',
      'mental health help',
      'someone to talk to',
      'register with a gp',
      'support services',
      'employee assistance',
    ],
    body:
      "You don't have to manage on your own. Free places to start:\n" +
      '\n' +
      '• Your GP: talk about stress, anxiety, low mood, sleep, or drink and drugs, and ' +
      "they can refer you on. If you're not registered, a GP practice near you can " +
      "register you, and you don't need ID or a fixed address.\n" +
      '• NHS Talking Therapies: free help for anxiety and depression in England. You can ' +
      'refer yourself online.\n' +
      '• Mind: clear information about mental health, and local Minds with support groups ' +
      'and services.\n' +
      "• NHS 111: urgent help when it isn't an emergency, including for mental health.\n" +
      '• Your work coach or probation practitioner, who can point you to local services.\n' +
      '\n' +
      'In work, ask whether your employer has an employee assistance programme: many offer ' +
      'free, confidential counselling.\n' +
      '\n' +
      'Start with one: which feels easiest?',
    more:
      "If drink or drugs are part of what's going on, your GP or a local drug and alcohol " +
      'service can help, and many accept self-referrals. Peer support groups, where people ' +
      'share similar experiences, feel less formal than therapy. Recovery colleges in many ' +
      'areas run free courses on wellbeing. If a mental health condition affects your ' +
      'work, you may be able to get reasonable adjustments, and Access to Work has a ' +
      'mental health support service. For urgent help at any hour, call NHS 111 and choose ' +
      'the mental health option.',
    sources: [
      'https://www.nhs.uk/nhs-services/gps/how-to-register-with-a-gp-surgery/',
      'https://www.mind.org.uk/',
      'https://www.nhs.uk/mental-health/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'work-life-communication',
    family: 'work-life',
    title: 'Workplace communication',
    keywords: [
      'workplace communication',
      'communication',
      'communicate',
      'talk to my manager',
      'speaking up',
      'sounding stupid',
      'understanding instructions',
      'messages at work',
      'taking feedback',
      'check-in',
    ],
    body:
      'Clear communication at work comes down to a few habits:\n' +
      '\n' +
      "• Check you've understood: repeat instructions back. 'So you'd like me to do X " +
      "first, then Y?'\n" +
      "• Ask early when you're unsure. It shows care, not weakness.\n" +
      '• Tell your manager about problems early, with a suggestion if you have one.\n' +
      '• Keep messages short: what you need, by when, and why.\n' +
      "• If you're running late or can't finish something, say so before it's due, not " +
      'after.\n' +
      '\n' +
      "When you get feedback, listen to the end, thank them, ask for an example if it's " +
      "unclear, and agree one thing you'll do differently.\n" +
      '\n' +
      'In your first weeks, a short weekly check-in with your manager builds trust fast. ' +
      "Try asking: 'What's going well, and what should I focus on?'",
    more:
      'Every workplace talks differently: a kitchen during service needs short, clear ' +
      'replies, while an office may run on emails and chat. Watch how others do it in your ' +
      'first week. Written messages can sound harsher than you mean, so read them back ' +
      'once before sending. If you have a condition that affects communication, such as ' +
      'autism, dyslexia or hearing loss, asking for instructions in writing is a common ' +
      'reasonable adjustment.',
    sources: ['https://www.acas.org.uk/', 'https://nationalcareers.service.gov.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'work-life-conflict-resolution',
    family: 'work-life',
    title: 'Conflict resolution',
    keywords: [
      'conflict resolution',
      'conflict',
      'disagreement',
      'argument at work',
      'falling out',
      'tension',
      'clash',
      'row with a colleague',
      'sort out a disagreement',
      'mediation',
      'temper',
    ],
    body:
      'Disagreements happen in every job. Handled well, they can even make things better. ' +
      'Try this:\n' +
      '\n' +
      "• Pause before you react. It's fine to say: 'Let me think about that and come back " +
      "to you.'\n" +
      "• Talk privately and calmly, about the issue, not the person: 'When X happens, it " +
      "makes Y hard for me.'\n" +
      '• Listen to their side fully, and repeat back what you heard.\n' +
      '• Look for one thing you both agree on, and build from there.\n' +
      '• Agree a next step and, if it matters, confirm it in a short message.\n' +
      '\n' +
      'If you feel your temper rising, notice the early signs, take a breath, and step ' +
      'away for a minute if you can.\n' +
      '\n' +
      "If talking doesn't fix it, ask your manager or HR to help, or suggest mediation. " +
      'Acas has free guidance on sorting out problems at work.',
    more:
      "Staying calm isn't about never being angry: it's about choosing what you do next. " +
      'Walking away from a row to cool down is a sign of strength, and it protects your ' +
      "job. If the conflict is about how you're being treated, not just a difference of " +
      "opinion, keep notes and use your employer's grievance procedure. Mediation means a " +
      'neutral person helps you both talk it through; many employers offer it, and Acas ' +
      'explains how it works.',
    sources: ['https://www.acas.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'work-life-relationships',
    family: 'work-life',
    title: 'Building relationships at work',
    keywords: [
      'building relationships',
      'relationships at work',
      'fit in',
      'fitting in',
      'making friends at work',
      'dont know anyone',
      'fit in at a new job',
      'getting on with people',
      'rapport',
      'lonely at work',
      'tell coworkers about my past',
    ],
    body:
      'Good working relationships make any job better, and they start small:\n' +
      '\n' +
      '• Say hello, learn names early, and use them.\n' +
      "• Be reliable: turn up on time and do what you said you'd do. Trust builds from " +
      'that more than anything.\n' +
      '• Ask people about their work; most like explaining what they do.\n' +
      '• Offer help when you have a spare moment.\n' +
      '• Join in when you can: a tea round, a chat at break, a team event.\n' +
      '• Thank people, and mention it when someone has helped you.\n' +
      '\n' +
      "You don't have to share more about your life than you want to, including your past. " +
      "It's fine to be friendly but private.\n" +
      '\n' +
      "This week, pick one person you'd like to get to know better and ask them how they " +
      'got into the job.',
    more:
      'Relationships at work help you later too: the people who know your work are your ' +
      'future references and job leads, so keep in touch when you or they move on. Outside ' +
      'work, a support network of friends, family, a mentor or a charity key worker helps ' +
      'you through bad days. If you find groups hard, start with one-to-one chats. If ' +
      "someone's behaviour towards you crosses a line, that's different: keep notes and " +
      'talk to your manager.',
    sources: ['https://www.acas.org.uk/', 'https://nationalcareers.service.gov.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'work-life-daily-routines',
    family: 'work-life',
    title: 'Daily routines',
    keywords: [
      'daily routines',
      'routine',
      'daily routine',
      'structure my day',
      'morning routine',
      'getting organised',
      'schedule',
      'weekly planner',
      'time management',
      'routine after prison',
      'lazy',
    ],
    body:
      'A steady routine makes starting, and keeping, a job much easier. Try building one ' +
      'now:\n' +
      '\n' +
      "• Get up at the same time each day, close to the time you'd need for work.\n" +
      '• Give your job search a set slot, such as 10 until 12, then stop.\n' +
      '• Put fixed appointments in first: probation, Jobcentre, medical.\n' +
      '• Add things that keep you well: meals, a walk, seeing people, rest.\n' +
      '• Prepare the night before: clothes, bag, keys, bus fare.\n' +
      '• Set phone reminders for anything at a fixed time.\n' +
      '\n' +
      'Use a simple weekly planner, on paper or on your phone, and look at it every ' +
      "morning. Don't aim for perfect: a routine you keep most days beats a perfect one " +
      'you drop.\n' +
      '\n' +
      "What time would you need to be up for the jobs you're looking at? Start there " +
      'tomorrow.',
    more:
      "If you've come out of prison, your days may have been structured for you for a long " +
      'time, and suddenly having no structure can feel strange. Build in anchors: a fixed ' +
      'time for breakfast, a walk and job searching. Shift work needs a routine too: keep ' +
      'sleep and meals at steady times around your shifts. Each Sunday, look back at your ' +
      "week: what worked, what didn't, and what you'll change.",
    sources: ['https://www.nhs.uk/every-mind-matters/', 'https://nationalcareers.service.gov.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'work-life-goal-setting',
    family: 'work-life',
    title: 'Goal setting',
    keywords: [
      'goal setting',
      'goal',
      'goals',
      'plan',
      'future',
      'next steps',
      'where to start',
      'career plan',
      'ambition',
      'targets',
      'smart goals',
    ],
    body:
      "Goals work best when they're specific, small enough to start today, and have a " +
      "date. 'Apply for five jobs by Friday' works better than 'get a job'.\n" +
      '\n' +
      'Try three levels:\n' +
      '• This week: one or two small actions, such as updating your CV or calling an ' +
      'agency.\n' +
      '• This month: a milestone, such as an interview or finishing a short course.\n' +
      '• This year: where you want to be, such as a steady job, a qualification or your ' +
      'own place.\n' +
      '\n' +
      "Write your goals where you'll see them, and tick things off. Each week, look back: " +
      "what worked, what didn't, what's next. If you miss a week, just restart; that's " +
      'part of it.\n' +
      '\n' +
      'What would you like to have achieved in three months? Write that down, then one ' +
      'step towards it for tomorrow.',
    more:
      'SMART is a handy check: specific, measurable, achievable, relevant and time-bound. ' +
      'Bigger goals, like a career change, are easier broken into steps: what training you ' +
      'need, who can help and what it costs. The National Careers Service offers free ' +
      'advice from careers advisers, by phone or online, to help you plan. Share your goal ' +
      'with someone you trust, or with your work coach: saying it out loud makes you more ' +
      'likely to do it.',
    sources: ['https://nationalcareers.service.gov.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'work-life-first-weeks',
    family: 'work-life',
    title: 'Your first day and first weeks in a new job',
    keywords: [
      'first day',
      'starting a new job',
      'first week',
      'new job tips',
      'induction',
      'what to bring',
      'settling in',
      'new starter',
      'starting monday',
    ],
    body:
      'Your first weeks are about learning, not being perfect. Nobody expects you to know ' +
      'everything.\n' +
      '\n' +
      'Before day one:\n' +
      '• Check your start time, where to go and who to ask for.\n' +
      '• Plan your journey and aim to arrive ten minutes early.\n' +
      '• Bring your ID, bank details, National Insurance number, and your P45 if you have ' +
      'one.\n' +
      '\n' +
      'In the first weeks:\n' +
      '• Carry a small notebook, or use your phone, for names, codes and how things are ' +
      'done.\n' +
      '• Ask questions: now is the best time to ask.\n' +
      '• Watch how others work, and follow the safety rules exactly.\n' +
      '• Ask your manager for a quick check-in after the first week or two.\n' +
      '\n' +
      'Feeling tired and overloaded at first is normal. It usually settles within a few ' +
      'weeks.',
    more:
      'Your induction should cover health and safety, fire exits, how to report sickness ' +
      "and who your manager is; if it doesn't, ask. You should have your written statement " +
      'of terms by your first day. Keep your first payslip and check it against your ' +
      "hours. If you'll need time off for regular appointments, such as probation or " +
      'medical ones, raise it early and calmly: most managers prefer to plan ahead. ' +
      'Mistakes are normal: own them quickly and ask how to put them right.',
    sources: ['https://www.acas.org.uk/', 'https://www.gov.uk/employment-contracts-and-conditions'],
    reviewed: '2026-11-27',
  },
  {
    id: 'work-life-difficult-boss-coworker',
    family: 'work-life',
    title: 'Dealing with a difficult boss or coworker',
    keywords: [
      'difficult boss',
      'boss',
      'coworker',
      'co-worker',
      'workplace',
      'manager hates me',
      'annoying colleague',
      'supervisor',
      'rude manager',
      'toxic',
      'takes credit',
    ],
    body:
      'A difficult manager or colleague can make a job feel much harder. Before it builds ' +
      'up:\n' +
      '\n' +
      "• Try to work out what's going on. Are they under pressure, unclear about what they " +
      'want, or is it just their style?\n' +
      '• Stay professional: be on time, do your work well, and stay polite even when ' +
      "they're not.\n" +
      "• Ask for clarity: 'Can I check what you'd like me to prioritise today?'\n" +
      '• Raise a specific issue privately and calmly, with an example.\n' +
      '• Keep a simple note of incidents, with dates, in case you need it later.\n' +
      '\n' +
      "If it keeps happening and affects your work, talk to their manager or HR. If you're " +
      'being shouted at, humiliated or singled out, that may be bullying: you can raise a ' +
      'grievance, and Acas gives free advice.',
    more:
      'Sometimes a clash comes down to different working styles: one person likes detail, ' +
      "another just wants it done. Asking 'How do you like updates: a quick message, or a " +
      "chat at the end of the shift?' can change a lot. Don't vent about them on social " +
      'media or to other colleagues; it can come back to you. If the situation is ' +
      'affecting your health, see your GP. Leaving is a last resort: if you do, try to ' +
      'have another job lined up first.',
    sources: ['https://www.acas.org.uk/', 'https://www.gov.uk/workplace-bullying-and-harassment'],
    reviewed: '2026-11-27',
  },
  {
    id: 'work-life-asking-for-help',
    family: 'work-life',
    title: 'Asking for help at work',
    keywords: [
      'asking for help',
      'ask for help',
      'dont understand',
      'stuck at work',
      'made a mistake',
      'scared to ask',
      'same question twice',
      'explain again',
      'more training',
    ],
    body:
      'Asking for help is a skill, not a weakness. Managers would much rather you ask than ' +
      'guess and get it wrong, especially where safety is involved.\n' +
      '\n' +
      'To ask well:\n' +
      "• Pick a good moment, not in the middle of a rush, unless it's urgent or about " +
      'safety.\n' +
      "• Say what you've tried: 'I've done A and B, but I'm stuck on C.'\n" +
      "• Be specific: 'Could you show me how to log a delivery on the scanner?'\n" +
      '• Write the answer down so you only need to ask once.\n' +
      '• Thank them.\n' +
      '\n' +
      "If you've made a mistake, tell someone quickly. Say what happened and ask how to " +
      'put it right. Owning it early builds more trust than hiding it ever could.\n' +
      '\n' +
      "If you need more training, ask your manager: 'Could I have some extra time on the " +
      "till this week?'",
    more:
      "It's normal to need things explained more than once in a new job. If you have a " +
      'learning difficulty, dyslexia or a memory problem, asking for written or ' +
      'step-by-step instructions can be a reasonable adjustment. Find a friendly colleague ' +
      "you can ask small questions. If you're worried about something unsafe or illegal, " +
      'raise it straight away: the law protects people who report serious wrongdoing in ' +
      'the right way.',
    sources: ['https://www.acas.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'work-life-keeping-a-job',
    family: 'work-life',
    title: 'Keeping a job: attendance and calling in sick',
    keywords: [
      'calling in sick',
      'call in sick',
      'phone in sick',
      'late for work',
      'attendance',
      'absence',
      'keeping a job',
      'warning at work',
      'sick day',
      'running late',
      'gonna be late',
    ],
    body:
      'People who lose a new job often lose it over attendance, not skill. The basics ' +
      'matter most:\n' +
      '\n' +
      "• Be on time, especially in your first weeks. If you're going to be late, tell your " +
      'manager before your start time, not after.\n' +
      "• If you're ill, follow your employer's sickness rules exactly: usually a phone " +
      'call, not just a text, before your shift, to the person named in your handbook.\n' +
      "• Say briefly what's wrong and when you expect to be back, then keep them updated.\n" +
      '• For more than seven days off sick, get a fit note.\n' +
      '• Book time off in advance, through the proper route.\n' +
      '\n' +
      'If something is making attendance hard, such as childcare, appointments, health or ' +
      'transport, talk to your manager early. A small change to your shifts can often ' +
      'solve it.\n' +
      '\n' +
      'Check your handbook this week for how to report sickness.',
    more:
      "If you're given a warning, stay calm, ask what needs to improve and by when, and " +
      'keep a copy. You have the right to bring a colleague or union rep to a formal ' +
      'disciplinary meeting. If your absences are linked to a disability or long-term ' +
      'condition, tell your employer: they may need to make reasonable adjustments, such ' +
      'as changing how that absence is counted. A quick, honest call about a problem ' +
      'almost always goes down better than silence.',
    sources: ['https://www.acas.org.uk/absence-from-work', 'https://www.gov.uk/taking-sick-leave'],
    reviewed: '2026-11-27',
  },
  {
    id: 'job-search-strategies',
    family: 'job-search',
    title: 'Job search strategies',
    keywords: [
      'job search strategies',
      'job search',
      'looking for work',
      'how to find a job',
      'cant find a job',
      'where to look for jobs',
      'job hunting',
      'applying for jobs',
      'vacancies',
      'get a job fast',
    ],
    body:
      'A focused job search beats a scattered one. Try this:\n' +
      '\n' +
      "• Pick two or three types of job you'd be good at and can realistically get now. " +
      'Stepping-stone jobs count.\n' +
      "• Use several routes: NewLeaf, gov.uk's Find a job service, agencies, your " +
      "Jobcentre, and local employers' own websites.\n" +
      "• Tailor the top of your CV to each job, using words from the advert. NewLeaf's CV " +
      'builder helps.\n' +
      "• Tell people you know that you're looking: many jobs are filled by word of mouth.\n" +
      '• Follow up: a polite message a week after applying is fine.\n' +
      '• Keep a simple list of what you applied for and when.\n' +
      '\n' +
      'Aim for a steady number each week, rather than lots one day and none the next.\n' +
      '\n' +
      "Start in Discover: turn on the fair-chance filter to see employers who've committed " +
      'to hiring inclusively.',
    more:
      'Quality beats quantity: five tailored applications usually do better than twenty ' +
      'copied ones. Many jobs in warehouses, hospitality, retail and cleaning are filled ' +
      "fast through agencies or by walking in. If you're getting no replies, change your " +
      "CV; if you're getting interviews but no offers, practise your answers. Set fixed " +
      "times for searching so it doesn't take over your whole day. Your work coach knows " +
      'local employers who are hiring, and sector-based work academies that end with a ' +
      'guaranteed interview.',
    links: ['cv-builder'],
    sources: ['https://www.gov.uk/find-a-job', 'https://nationalcareers.service.gov.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'job-search-fair-chance-employers',
    family: 'job-search',
    title: 'Finding fair-chance employers',
    keywords: [
      'fair chance',
      'fair-chance employer',
      'ban the box',
      'employers that hire ex offenders',
      'companies that hire people with records',
      'disability confident',
      'guaranteed interview',
      'second chance jobs',
      'disability confident scheme',
      'felon friendly',
    ],
    body:
      'Fair-chance employers have committed to giving people with a criminal record, a ' +
      'disability or a health condition a fair hearing. On NewLeaf, look for the badges on ' +
      'job cards and company profiles:\n' +
      '\n' +
      '• Ban the Box: no criminal record question on the application form.\n' +
      '• Considers convictions: the employer welcomes applicants with convictions.\n' +
      '• Disability Confident (levels 1 to 3): a government scheme for employers who ' +
      'support disabled staff.\n' +
      '• Guaranteed interview: disabled applicants who meet the essential criteria get an ' +
      'interview.\n' +
      '• Workplace adjustments: the employer offers adjustments.\n' +
      '\n' +
      "In Discover, turn on the 'Fair-chance employers only' filter to see just these " +
      'employers.\n' +
      '\n' +
      "If you're asked about unspent convictions later, you still need to answer honestly. " +
      "NewLeaf's disclosure page lets you choose what employers see.",
    more:
      'Ban the Box is a Business in the Community campaign: employers who sign up move ' +
      "questions about criminal records to later in the process, so you're judged on your " +
      'skills first. Some large employers also run their own schemes for people leaving ' +
      "prison, and charities such as Nacro know of local ones. A badge doesn't mean every " +
      "role avoids DBS checks: some jobs legally need them, so read each advert. If you're " +
      "not sure whether your record is spent, NewLeaf's spent-record checker can work it " +
      'out.',
    links: ['disclosure'],
    sources: [
      'https://www.businessinthecommunity.org/',
      'https://www.gov.uk/government/collections/disability-confident-campaign',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'job-search-jobcentre-work-coach',
    family: 'job-search',
    title: 'Using the Jobcentre and your work coach',
    keywords: [
      'jobcentre',
      'job centre',
      'work coach',
      'what can my work coach do',
      'claimant commitment',
      'jcp',
      'sanction',
      'jobcentre appointment',
      'jobcentre plus',
      'disability employment adviser',
      'swap',
    ],
    body:
      "If you're on Universal Credit, your work coach at the Jobcentre can do more than " +
      'check your job search. Ask them about:\n' +
      '\n' +
      '• the Flexible Support Fund, for interview travel, clothes or training costs\n' +
      '• sector-based work academies: short training with a work placement and a ' +
      'guaranteed interview\n' +
      '• local employers who are recruiting, and job fairs\n' +
      '• free courses and Skills Bootcamps\n' +
      '• a Disability Employment Adviser, if you have a health condition\n' +
      '• a better-off calculation before you take a job\n' +
      '\n' +
      "Your claimant commitment sets out what you've agreed to do to look for work. Keep " +
      'it realistic: if health, caring, probation appointments or housing limit what you ' +
      'can do, say so, so it can be adjusted.\n' +
      '\n' +
      'Go to every appointment, or contact them beforehand to rearrange: missing one can ' +
      'lead to a sanction.',
    more:
      "Keep your journal up to date with the jobs you apply for: it's your evidence. If " +
      "you're in prison, a work coach can often help you start a Universal Credit claim " +
      'before release, so your first appointment comes soon after. If you disagree with a ' +
      'decision, such as a sanction, you can ask for a mandatory reconsideration, usually ' +
      "within one month; Citizens Advice can help. If things aren't working with your work " +
      'coach, you can ask whether someone else could see you.',
    sources: ['https://www.gov.uk/contact-jobcentre-plus', 'https://www.gov.uk/universal-credit'],
    reviewed: '2026-11-27',
  },
  {
    id: 'job-search-recruitment-agencies',
    family: 'job-search',
    title: 'Using recruitment agencies',
    keywords: [
      'recruitment agency',
      'employment agency',
      'temp agency',
      'sign up with an agency',
      'agency jobs',
      'recruiter',
      'temp to perm',
      'registering with agencies',
      'temp work',
    ],
    body:
      'Recruitment agencies can get you into work quickly, especially in warehouses, ' +
      "driving, cleaning, hospitality, care and office work. They're free for you to use: " +
      "employers pay them, and an agency can't charge you for finding you work.\n" +
      '\n' +
      'How to make them work for you:\n' +
      '• Register with two or three agencies that cover the work you want. Many let you ' +
      'sign up online or walk in.\n' +
      '• Bring ID, proof of your right to work, your bank details and National Insurance ' +
      'number.\n' +
      '• Be clear about the hours, shifts and travel you can do.\n' +
      "• Keep in touch: call or message each week to say you're available.\n" +
      '• Turn up on time to every assignment: reliability gets you more work.\n' +
      '\n' +
      'Temporary assignments often become permanent, and they give you recent experience ' +
      'and references.\n' +
      '\n' +
      'Before you start, ask for your Key Information Document, which shows your pay and ' +
      'who pays you.',
    more:
      'Some agencies recruit for one industry, such as construction or care; others cover ' +
      'everything. Some ask about criminal records for every job, others only where the ' +
      "job needs it; if you're asked about unspent convictions, answer honestly. If an " +
      'agency asks you for money to register, walk away. After 12 weeks in the same role, ' +
      'you get the same basic pay and conditions as staff hired directly.',
    sources: ['https://www.gov.uk/agency-workers-your-rights', 'https://nationalcareers.service.gov.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'job-search-speculative-walk-in',
    family: 'job-search',
    title: 'Speculative applications and walking in',
    keywords: [
      'speculative application',
      'walk in',
      'hand in my cv',
      'cold calling',
      'no vacancies',
      'staff wanted sign',
      'drop off cv',
      'apply to a company with no vacancies',
      'door to door',
      'hidden jobs',
    ],
    body:
      'Lots of jobs are never advertised. Contacting employers directly, called a ' +
      'speculative application, can get you in first.\n' +
      '\n' +
      'Walking in works well for shops, cafés, pubs, restaurants, hotels, garages and ' +
      'trade counters:\n' +
      '• Go at a quiet time, such as mid-morning or mid-afternoon, not the lunch rush.\n' +
      '• Dress neatly, as if for an interview.\n' +
      "• Ask for the manager, and keep it short: 'Hi, I'm looking for work as a kitchen " +
      "porter. Are you taking anyone on? Could I leave my CV?'\n" +
      "• Bring a short, clear CV with your phone number and email. NewLeaf's CV builder " +
      'can make one.\n' +
      '\n' +
      "For bigger firms, send a short email to the manager or HR saying what work you're " +
      "after and when you're available. Follow up a week later.\n" +
      '\n' +
      'This week, make a list of ten places near you to try.',
    more:
      "Look out for 'staff wanted' signs, new businesses opening and firms that have just " +
      "won big contracts: they often need people quickly. Keep a note of where you've been " +
      'and who you spoke to, so you can follow up. If they ask about gaps or your past on ' +
      "the spot, keep it brief and positive, and offer to talk more if they'd like to take " +
      'things further. Confidence grows with every door; the first one is the hardest.',
    links: ['cv-builder'],
    sources: ['https://nationalcareers.service.gov.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'job-search-volunteering',
    family: 'job-search',
    title: 'Volunteering as a route to work',
    keywords: [
      'volunteering',
      'volunteer',
      'unpaid work experience',
      'charity work',
      'work experience',
      'get a reference',
      'volunteer with a record',
      'volunteer on universal credit',
    ],
    body:
      'Volunteering can be a great step into paid work. It gives you recent experience for ' +
      'your CV, a reference, new skills and a routine, and it can rebuild confidence after ' +
      'time away.\n' +
      '\n' +
      '• Look for roles that match the work you want: a charity shop for retail, a ' +
      'community kitchen for catering, a food bank warehouse for logistics.\n' +
      "• Search your local volunteer centre's website, or ask your work coach or probation " +
      'practitioner.\n' +
      '• Ask early whether you could have a reference after a few months.\n' +
      '\n' +
      'If you claim Universal Credit, you can usually volunteer and keep your benefit, as ' +
      "long as it's truly unpaid (travel expenses are fine). Tell your work coach, because " +
      'it can count towards your job-search activity.\n' +
      '\n' +
      "Many volunteer roles don't need a DBS check. Where one is needed, standard and " +
      'enhanced checks for volunteers are free.',
    more:
      "Volunteering shouldn't replace a paid job: if you're doing the same work as paid " +
      'staff, with set hours and obligations, you may be a worker entitled to pay. ' +
      'Organisations that work with people with convictions, such as Nacro, can point you ' +
      'to local opportunities. Jobcentre placements, like sector-based work academies, are ' +
      "another way in. Keep a list of what you've done and the skills you used, ready for " +
      'your CV and interviews.',
    sources: ['https://www.gov.uk/volunteering', 'https://www.gov.uk/dbs-check-applicant-criminal-record'],
    reviewed: '2026-11-27',
  },
  {
    id: 'job-search-warehouse',
    family: 'job-search',
    title: 'Getting a warehouse job',
    keywords: [
      'warehouse',
      'warehouses',
      'warehouse job',
      'warehouse dbs',
      'picker packer',
      'pick and pack',
      'warehouse operative',
      'forklift',
      'flt licence',
      'do warehouses do dbs checks',
      'amazon warehouse',
    ],
    body:
      "Warehouse work is one of the easier ways back into work: there's lots of it, " +
      "experience often isn't needed, and training is given. Typical roles are picker or " +
      'packer, goods in, loading and stock control.\n' +
      '\n' +
      'What to expect:\n' +
      '• Shifts: days, nights, weekends or rotating; nights often pay more.\n' +
      '• Physical work: lots of walking, lifting and standing, often with handheld ' +
      'scanners and targets.\n' +
      '• Safety boots and hi-vis, which the employer often provides.\n' +
      '\n' +
      'How to get in:\n' +
      '• Register with agencies that supply warehouses, especially before the busy season ' +
      'from autumn to Christmas.\n' +
      "• Apply directly on big employers' websites; many hire fast, with a short interview " +
      'or none.\n' +
      '• Checks are usually just your right to work, sometimes a basic DBS check. Some ' +
      'sites, like airports or high-value stock, check more.\n' +
      '\n' +
      'A forklift certificate can boost your pay and chances.',
    more:
      "There's no single legal 'forklift licence' in the UK: employers must make sure " +
      "you're properly trained, and they look for a certificate from an accredited " +
      "training provider. Many employers train staff once they're in, which saves you " +
      'paying; ask your work coach whether the Flexible Support Fund or a local course ' +
      'could cover it. Counterbalance and reach trucks are the most common. Some ' +
      'warehouses do drug and alcohol tests. Good attendance in a temp role is the usual ' +
      'route to a permanent contract.',
    sources: [
      'https://nationalcareers.service.gov.uk/job-profiles/warehouse-worker',
      'https://www.gov.uk/dbs-check-applicant-criminal-record',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'job-search-hospitality-kitchen',
    family: 'job-search',
    title: 'Hospitality and kitchen jobs',
    keywords: [
      'hospitality',
      'kitchen porter',
      'kp',
      'chef',
      'bar work',
      'bar jobs',
      'waiter',
      'waitress',
      'cafe job',
      'restaurant job',
      'hotel job',
      'food hygiene certificate',
    ],
    body:
      'Hospitality, including kitchens, cafés, pubs, hotels and events, takes on lots of ' +
      'people, often quickly and with no experience needed. Common starting roles are ' +
      'kitchen porter (KP), kitchen assistant, food prep, waiting staff, bar staff and ' +
      'housekeeping.\n' +
      '\n' +
      'What to expect:\n' +
      '• Evening, weekend and split shifts, and busy, fast-paced service.\n' +
      '• Standing for long periods, and heat in kitchens.\n' +
      '• Tips: by law, your employer must pass all tips on to staff, fairly.\n' +
      '\n' +
      'How to get in:\n' +
      '• Walk in with your CV at a quiet time, or sign up with agencies for events work.\n' +
      "• A Level 2 food hygiene certificate helps. It's a short course, often online, and " +
      'many employers provide it.\n' +
      "• Many hospitality jobs don't need a DBS check, and lots of employers are open to " +
      'people with a criminal record.\n' +
      '\n' +
      'Starting as a KP, you can work your way up to chef with on-the-job training.',
    more:
      'Some charities train people in prison and after release for hospitality careers, ' +
      'such as The Clink. To sell alcohol as a manager or run a bar, you need a personal ' +
      'licence from the council, and you must declare relevant unspent convictions. ' +
      'Hospitality often uses zero-hours contracts, so know your rights to holiday pay and ' +
      'breaks. Ask whether staff meals are included: it helps with money before your first ' +
      'payday.',
    sources: [
      'https://www.gov.uk/tips-at-work',
      'https://www.food.gov.uk/',
      'https://nationalcareers.service.gov.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'job-search-construction-cscs',
    family: 'job-search',
    title: 'Construction work and the CSCS card',
    keywords: [
      'construction',
      'cscs',
      'cscs card',
      'building site',
      'labourer',
      'green card',
      'site work',
      'health and safety test',
      'hs&e test',
      'groundworker',
      'trades',
    ],
    body:
      'Most building sites ask for a CSCS card, which shows you have the training to work ' +
      'safely on site.\n' +
      '\n' +
      'For the green Labourer card, you usually need to:\n' +
      '• pass the CITB Health, Safety and Environment test, taken on a computer at a test ' +
      'centre, and\n' +
      '• have a Level 1 Award in Health and Safety in a Construction Environment, usually ' +
      'a one-day course.\n' +
      '\n' +
      'Then you apply to CSCS online. Cards for skilled trades need the right ' +
      'qualification, such as an NVQ.\n' +
      '\n' +
      "CSCS doesn't check your criminal record, and many construction employers are open " +
      'to people with convictions. Some sites, such as railways, airports or some ' +
      'government buildings, need extra security checks.\n' +
      '\n' +
      'Before you pay for the course, test or card, ask your work coach whether the ' +
      'Jobcentre can fund them.',
    more:
      'Some prisons run CSCS courses before release, so ask the education or employment ' +
      'team. Free Skills Bootcamps in construction skills, such as groundworks, end with a ' +
      "guaranteed interview. Revise for the test with CITB's official materials; it's " +
      'multiple choice. Site work is physical, starts early and is often outdoors, and ' +
      "you'll need safety boots and other protective kit. Agencies supply a lot of " +
      'labouring work and can be a quick way in.',
    sources: ['https://www.cscs.uk.com/', 'https://www.citb.co.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'job-search-care-work',
    family: 'job-search',
    title: 'Care work and DBS checks',
    keywords: [
      'care work',
      'carer',
      'care assistant',
      'support worker',
      'care home',
      'home care',
      'domiciliary care',
      'care certificate',
      'healthcare assistant',
      'carer with a criminal record',
    ],
    body:
      'Care work, supporting older or disabled people at home or in care homes, is needed ' +
      'all over the country, and most employers will train you from scratch.\n' +
      '\n' +
      'Checks: care roles with vulnerable adults need an enhanced DBS check, usually with ' +
      "a check of the adults' barred list. It can show spent convictions and cautions " +
      "unless they've been filtered. A record doesn't automatically stop you: employers " +
      "should look at what's relevant to the job, how long ago it was and what's changed " +
      'since. Being on a barred list does stop you doing this work with that group.\n' +
      '\n' +
      'Training: new care workers usually complete the Care Certificate in their first few ' +
      'months, on the job and paid.\n' +
      '\n' +
      'Pay is often close to the minimum wage, and home care usually needs a driving ' +
      "licence. NewLeaf's spent-record checker can show what an enhanced check would " +
      'include.',
    more:
      "Being open early and explaining what's changed often goes better than it coming up " +
      'on the check. Unlock can help you understand what your check will show and how to ' +
      'talk about it. Healthcare assistant roles in the NHS follow similar rules. Care ' +
      'work often means early starts, evenings and weekends, and it can be emotionally ' +
      "demanding but very rewarding. Once you're in, you can work towards further care " +
      'qualifications and senior or specialist roles.',
    links: ['spent-checker'],
    sources: [
      'https://www.gov.uk/dbs-check-applicant-criminal-record',
      'https://www.skillsforcare.org.uk/',
      'https://unlock.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'job-search-driving-delivery',
    family: 'job-search',
    title: 'Driving and delivery jobs',
    keywords: [
      'driving job',
      'delivery driver',
      'van driver',
      'courier',
      'multi drop',
      'hgv',
      'lorry driver',
      'insurance with convictions',
      'car insurance conviction',
      'points on licence',
      'delivery app',
    ],
    body:
      'Delivery and driving jobs are widely available: van driving, multi-drop delivery, ' +
      'courier work and, with further tests, lorry driving.\n' +
      '\n' +
      "What you'll need:\n" +
      '• A full driving licence. A standard car licence (category B) covers vans up to 3.5 ' +
      'tonnes. Bigger vehicles need extra categories, and professional lorry drivers need ' +
      'a Driver CPC.\n' +
      '• A reasonable driving record: many employers accept a few points but not recent ' +
      'serious driving offences. You can share your licence record with an employer using ' +
      'a check code from gov.uk.\n' +
      '• For self-employed courier or app work, your own vehicle and insurance that covers ' +
      'deliveries.\n' +
      '\n' +
      'Insurance with convictions: if an insurer asks, you must tell them about unspent ' +
      "convictions, but you don't have to mention spent ones. Some insurers specialise in " +
      'people with convictions, and Unlock has guidance.',
    more:
      'Some employers need you to be 21 or over, sometimes 25, because of their insurance. ' +
      'Free Skills Bootcamps for lorry (HGV) drivers run in many areas and can lead to a ' +
      'job interview. Taxi and private hire driving need a council licence with an ' +
      'enhanced DBS check, and councils look closely at records. Points on your licence ' +
      'stay there for a set time, which can differ from when a conviction is spent, so ' +
      'check both. Drivers working long hours must follow rules on driving time and rest.',
    sources: [
      'https://www.gov.uk/view-driving-licence',
      'https://www.gov.uk/become-lorry-bus-driver',
      'https://unlock.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'job-search-security-sia',
    family: 'job-search',
    title: 'Security work and the SIA licence',
    keywords: [
      'security guard',
      'security job',
      'sia licence',
      'sia badge',
      'door supervisor',
      'bouncer',
      'doorman',
      'cctv operator',
      'sia with a record',
    ],
    body:
      'Most security jobs, including security guard, door supervisor, CCTV operator and ' +
      'close protection, need a licence from the Security Industry Authority (SIA). ' +
      'Working without one is a criminal offence.\n' +
      '\n' +
      'To get a licence you need to:\n' +
      '• complete the approved training qualification for that licence, which includes ' +
      'first aid for door supervisors and security guards\n' +
      '• pass identity and criminal record checks\n' +
      '• pay the application fee\n' +
      '\n' +
      "A criminal record doesn't automatically stop you. The SIA looks at how serious and " +
      'relevant your offences are, such as violence, weapons, drugs or dishonesty, and how ' +
      'recent they were.\n' +
      '\n' +
      "Before you pay for training, use the SIA's free online criminal record indicator on " +
      "gov.uk. It shows whether you're likely to pass, based on what you enter. Unlock " +
      'also explains how the SIA looks at records.',
    more:
      'Be completely honest on your application: the SIA checks your record through the ' +
      'DBS, and false information can lead to a refusal. If the SIA is minded to refuse, ' +
      "you can usually send mitigation, such as evidence of what's changed, before it " +
      'decides. A licence normally lasts three years. Security work often means nights, ' +
      'weekends and long shifts on your feet. Ask your work coach whether the Flexible ' +
      "Support Fund can help with training costs once you know you're likely to pass.",
    sources: [
      'https://www.gov.uk/guidance/check-if-you-can-get-an-sia-licence-with-a-criminal-record',
      'https://www.gov.uk/government/organisations/security-industry-authority',
      'https://unlock.org.uk/advice/security-industry',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'job-search-cleaning',
    family: 'job-search',
    title: 'Cleaning jobs',
    keywords: [
      'cleaning job',
      'cleaner',
      'cleaners',
      'cleaner dbs',
      'office cleaner',
      'contract cleaning',
      'domestic cleaner',
      'commercial cleaning',
      'early morning job',
      'evening cleaning',
    ],
    body:
      'Cleaning jobs are available everywhere and are often a quick way back into work, ' +
      'with part-time hours that fit around other things.\n' +
      '\n' +
      'Types of work:\n' +
      '• Office and commercial cleaning, often early mornings or evenings, when buildings ' +
      'are empty.\n' +
      '• Hotel housekeeping and hospital cleaning.\n' +
      '• Specialist or industrial cleaning, which can pay more.\n' +
      "• Domestic cleaning in people's homes, for a firm or self-employed.\n" +
      '\n' +
      'Most contract cleaning firms take on people without experience and train you, ' +
      "including on using chemicals safely. Many cleaning jobs don't need a DBS check, but " +
      'cleaning in schools, hospitals or care homes may need a standard or enhanced one.\n' +
      '\n' +
      "Apply through cleaning firms' websites and agencies, or ask building managers. " +
      'Employers value reliability and good time-keeping most, so say that clearly on your ' +
      'CV.',
    more:
      'Split shifts, such as early mornings plus evenings, are common, so check your ' +
      'travel works at those times. Some contracts are zero-hours; you still get the ' +
      "minimum wage, holiday pay and breaks. If you clean people's homes, firms and " +
      'clients will usually want references. If you go self-employed, register with HMRC ' +
      'and think about public liability insurance. Cleaning can lead to supervisor roles, ' +
      'and some people go on to run their own cleaning business.',
    sources: [
      'https://nationalcareers.service.gov.uk/job-profiles/cleaner',
      'https://www.gov.uk/dbs-check-applicant-criminal-record',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'job-search-retail',
    family: 'job-search',
    title: 'Retail jobs',
    keywords: [
      'retail',
      'shop job',
      'shop assistant',
      'sales assistant',
      'supermarket',
      'supermarket job',
      'customer assistant',
      'till',
      'christmas temp',
      'stock replenishment',
      'night fill',
    ],
    body:
      'Shops and supermarkets hire all year, with lots of extra temporary jobs from autumn ' +
      'to Christmas. Common roles are customer or sales assistant, till operator, stock ' +
      'replenishment and night shifts filling shelves.\n' +
      '\n' +
      'What to expect:\n' +
      '• Shifts including evenings, weekends and bank holidays, and often early mornings ' +
      'for stock work.\n' +
      '• Lots of time on your feet and talking to customers.\n' +
      '• Handling cash and stock, so some employers ask about unspent convictions or do a ' +
      'basic DBS check.\n' +
      '\n' +
      'How to get in:\n' +
      "• Apply on big retailers' own careers websites; many use online tests.\n" +
      '• Walk into smaller shops with your CV.\n' +
      '• Apply early for Christmas temp jobs, often in September or October, as some ' +
      'become permanent.\n' +
      '\n' +
      'Some retailers have signed up to Ban the Box or run schemes for people with ' +
      "convictions: look for NewLeaf's fair-chance badges.",
    more:
      'Customer service skills from any job, or from caring for family, count: describe a ' +
      'time you helped someone or handled a difficult situation calmly. Online ' +
      'applications sometimes include a personality or situational judgement test; answer ' +
      'honestly and consistently. Night shift stock roles have less customer contact, ' +
      'which some people prefer. Retail can lead to supervisor and manager roles, often ' +
      'with in-house training.',
    sources: ['https://nationalcareers.service.gov.uk/', 'https://www.businessinthecommunity.org/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'job-search-retraining-free-courses',
    family: 'job-search',
    title: 'Retraining and free courses',
    keywords: [
      'free courses',
      'retraining',
      'retrain',
      'skills bootcamp',
      'free courses for jobs',
      'adult education',
      'qualifications',
      'college course',
      'learn a trade',
      'english and maths',
      'level 3',
    ],
    body:
      'You can learn new skills for free, whatever your age:\n' +
      '\n' +
      '• Skills Bootcamps: free, flexible courses of up to 16 weeks for adults 19 and ' +
      'over, in areas like construction, HGV driving and digital skills. They end with a ' +
      'guaranteed job interview.\n' +
      "• Free Courses for Jobs: if you're 19 or over and don't already have an A level or " +
      'equivalent (level 3) qualification, you may get one free in a subject employers ' +
      "need. You may also qualify if you're unemployed or on a low wage.\n" +
      "• English, maths and digital skills: free courses for adults who don't have these " +
      'qualifications yet, at local colleges and adult learning centres.\n' +
      '• Sector-based work academies: short Jobcentre training with a work placement and ' +
      'an interview.\n' +
      '\n' +
      "If you're on Universal Credit, tell your work coach before you start a course. Find " +
      'courses through the National Careers Service or your local college.',
    more:
      'Courses at local colleges are often funded through the Adult Skills Fund, and many ' +
      "are free if you're on benefits or a low income, so always ask. In prison, education " +
      'departments offer qualifications you can carry on after release. On Universal ' +
      'Credit, a long full-time course can affect your claim, so agree it with your work ' +
      "coach first. Some employers pay for training once you're in work, and an " +
      "apprenticeship lets you train while you earn. The National Careers Service's " +
      'advisers can help you choose.',
    sources: [
      'https://www.gov.uk/guidance/find-a-skills-bootcamp',
      'https://www.gov.uk/guidance/free-courses-for-jobs',
      'https://nationalcareers.service.gov.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'housing-finding-a-place',
    family: 'housing',
    title: 'Finding somewhere to live',
    keywords: [
      'housing',
      'place to live',
      'apartment',
      'flat',
      'renting',
      'private rent',
      'room to rent',
      'deposit',
      'landlord',
      'cant afford a deposit',
      'pay my rent',
      'house share',
    ],
    body:
      'A stable place to live makes getting and keeping a job much easier. Ways to find ' +
      'somewhere:\n' +
      '\n' +
      '• Private renting: a room in a shared house is usually the cheapest way in. Look on ' +
      'letting sites and local noticeboards, and ask people you know.\n' +
      '• Help with rent: Universal Credit can include housing costs, based on local rent ' +
      "levels. If you're single and under 35, it usually only covers a room in a shared " +
      'house, with some exceptions.\n' +
      '• Help with a deposit: many councils and charities run rent deposit or bond schemes.' +
      '\n' +
      '• Supported housing: if you need a step in between, ask your council, work coach or ' +
      'probation practitioner.\n' +
      '\n' +
      'Keep your ID, bank statements, references and any job offer together: landlords ' +
      "often ask for them. Be wary of anyone asking for money before you've seen the place.",
    more:
      'Your deposit must be protected in a government-approved scheme, and you should get ' +
      "the details within 30 days. In England, landlords and letting agents can't charge " +
      "most fees beyond rent and a deposit. The Renters' Rights Act 2025 is changing " +
      "private renting in England, including ending 'no fault' evictions; Shelter explains " +
      "what applies now. If you're struggling with rent, ask your council about a " +
      'Discretionary Housing Payment. Council and housing association homes are cheaper, ' +
      'but waiting lists are often long, so apply early.',
    sources: ['https://england.shelter.org.uk/housing_advice', 'https://www.gov.uk/private-renting'],
    reviewed: '2026-11-27',
  },
  {
    id: 'housing-after-prison',
    family: 'housing',
    title: 'Housing after prison',
    keywords: [
      'housing after prison',
      'leaving prison housing',
      'release accommodation',
      'duty to refer',
      'council housing with a record',
      'nowhere to live on release',
      'where will i live when released',
      'housing register',
      'approved premises',
      'cas3',
    ],
    body:
      "If you may not have somewhere to live when you're released, act as early as you can." +
      '\n' +
      '\n' +
      "• Prisons and probation have a 'duty to refer': with your agreement, they must tell " +
      "a council you choose if you may become homeless within 56 days. Ask the prison's " +
      'resettlement team or your probation practitioner to make the referral well before ' +
      'release.\n' +
      '• The council must then help, for example by trying to prevent you becoming ' +
      'homeless or finding you somewhere. Choosing a council where you have a local ' +
      'connection, like family or past addresses, usually helps.\n' +
      '• Probation can also refer you for temporary accommodation if you would otherwise ' +
      'be homeless on release.\n' +
      "• You can apply to join a council's housing register. A criminal record doesn't " +
      'automatically rule you out.\n' +
      '\n' +
      'Shelter and Nacro both give free advice on housing after prison.',
    more:
      "The referral isn't a housing application in itself: the council decides what help " +
      "it owes you. If you have nowhere to stay on the day of release, go to the council's " +
      'housing options team that day with your release papers, and keep copies of ' +
      "everything. If you're on licence, probation may need to approve your address, so " +
      'check before agreeing anything. Approved premises are for people probation needs to ' +
      'supervise closely, not a general housing option. In Wales the law is slightly ' +
      'different; Shelter Cymru advises there.',
    sources: [
      'https://www.gov.uk/guidance/homelessness-code-of-guidance-for-local-authorities',
      'https://england.shelter.org.uk/housing_advice',
      'https://www.nacro.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'housing-homelessness-help',
    family: 'housing',
    title: "If you're homeless or about to lose your home",
    keywords: [
      'homeless',
      'homelessness',
      'sleeping rough',
      'eviction',
      'evicted',
      'nowhere to stay',
      'sofa surfing',
      'kicked out',
      'housing options',
      'emergency accommodation',
      'shelter helpline',
    ],
    body:
      "If you're homeless, or could be in the next two months, contact your local " +
      "council's housing options or homelessness team now. Don't wait until the last day.\n" +
      '\n' +
      "• The council must look into your situation and, if you're eligible, help you keep " +
      'your home or find a new one.\n' +
      '• If you have nowhere to stay tonight and may be in priority need, for example ' +
      "because you're pregnant, have children or are vulnerable, they must find you " +
      'emergency accommodation.\n' +
      "• Take ID, any eviction notice and proof of income if you have them, but don't let " +
      'missing papers stop you going.\n' +
      '• Sofa surfing counts as homelessness too.\n' +
      '\n' +
      'Shelter gives free, expert advice online, and its emergency helpline is 0808 800 ' +
      "4444. If you're sleeping rough in England, StreetLink can connect you with local " +
      'outreach teams.',
    more:
      'The council should agree a personal housing plan with you, setting out what you and ' +
      "they will do. If it decides it doesn't owe you help, ask for the decision in " +
      'writing: you can usually ask for a review, but the time limit is short. Being in ' +
      "work doesn't stop you getting homelessness help. Day centres can offer meals, " +
      'showers, a postal address and help with job searching. Emergency accommodation can ' +
      "be basic, but it's a start: stay in touch with the council so you don't lose your " +
      'place.',
    sources: [
      'https://england.shelter.org.uk/housing_advice/homelessness',
      'https://england.shelter.org.uk/get_help/helpline',
      'https://thestreetlink.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'housing-no-fixed-address-job-applications',
    family: 'housing',
    title: 'Applying for jobs with no fixed address',
    keywords: [
      'no fixed address',
      'nfa',
      'no fixed abode',
      'no address on cv',
      'homeless job application',
      'hostel address',
      'care of address',
      'address on cv',
      'living in a hostel',
    ],
    body:
      "Not having a fixed address shouldn't stop you applying for jobs.\n" +
      '\n' +
      "• On your CV, you don't need a full address: your town or area, a phone number and " +
      "an email address are enough. NewLeaf's CV builder only asks for your location.\n" +
      "• For forms that need an address, you can often use a 'care of' address: a hostel, " +
      'a day centre, a friend or relative, or a support service that agrees to take post ' +
      'for you. Ask them first.\n' +
      '• Use a free email address and check it daily, and keep your phone charged and ' +
      'topped up. Libraries have free Wi-Fi and computers.\n' +
      "• Once you're offered a job, payroll will need an address for HMRC; a hostel or " +
      'care-of address is usually fine.\n' +
      '\n' +
      "You don't have to tell an employer you're homeless. If it comes up, keep it brief: " +
      "'I'm sorting out my housing at the moment.'",
    more:
      'Being open about your situation with your work coach or a support worker can unlock ' +
      'help, such as a hostel place, help with ID or travel costs. Some jobs come with ' +
      'accommodation, such as live-in hotel, farm or care work, but check the terms ' +
      'carefully: losing the job can mean losing the room. Keep copies of your documents ' +
      'in one safe place, and photos on your phone. For a bank account to get paid, some ' +
      'banks accept a letter from a hostel or support worker instead of proof of address.',
    links: ['cv-builder'],
    sources: [
      'https://england.shelter.org.uk/housing_advice/homelessness',
      'https://nationalcareers.service.gov.uk/',
    ],
    reviewed: '2026-11-27',
  },
] as const satisfies readonly GuideArticle[];

import type { GuideQuestion } from '../types';

/** Questions as seekers type them about records, DBS checks, the justice system and health at work. */
export const RECORDS_AND_HEALTH_QUESTIONS: readonly GuideQuestion[] = [
  // disclosure
  {
    q: 'what does spent mean',
    article: 'disclosure-spent-unspent',
    terms: ['spent', 'rehabilitation period'],
  },
  {
    q: 'whats the difference between spent and unspent convictions',
    article: 'disclosure-spent-unspent',
    terms: ['unspent', 'spent'],
  },
  {
    q: 'does spent mean its wiped off my record',
    article: 'disclosure-spent-unspent',
    terms: ["doesn't mean deleted", 'Police National Computer'],
  },
  {
    q: 'how long till my conviction is spent i got 18 months',
    article: 'disclosure-rehabilitation-periods',
    terms: ['4 years', 'spent-record checker'],
  },
  {
    q: 'when does a fine become spent',
    article: 'disclosure-rehabilitation-periods',
    terms: ['Fine', '1 year'],
  },
  {
    q: 'i had a community order last year is it spent now',
    article: 'disclosure-rehabilitation-periods',
    terms: ['Community order', 'when the order ends'],
  },
  {
    q: 'rehabilitation periods 2023 changes??',
    article: 'disclosure-rehabilitation-periods',
    terms: ['28 October 2023', 'spent'],
  },
  {
    q: 'got a caution years ago do i need to declare it',
    article: 'disclosure-cautions',
    terms: ['simple caution', 'spent straight away'],
  },
  {
    q: 'is a conditional caution a conviction',
    article: 'disclosure-cautions',
    terms: ["isn't a conviction", 'Conditional caution'],
  },
  {
    q: 'does a police caution show on dbs',
    article: 'disclosure-cautions',
    terms: ['basic DBS check', 'filtered'],
  },
  {
    q: 'do i have to tell an employer about my record if they dont ask',
    article: 'disclosure-when-to-tell',
    terms: ["If they don't ask", 'unspent'],
  },
  {
    q: 'must i declare my unspent conviction on the application',
    article: 'disclosure-when-to-tell',
    terms: ['answer honestly', 'unspent'],
  },
  {
    q: 'do i have to tell them about my conviction if its spent',
    article: 'applications-spent-ever-convicted',
    terms: ['spent'],
  },
  {
    q: 'my record is spent now, can i just say no if they ask about convictions',
    article: 'disclosure-saying-no-spent',
    terms: ['spent', 'Exceptions Order'],
  },
  {
    q: 'can they sack me for a spent conviction',
    article: 'disclosure-employer-rules',
    terms: ['spent conviction', 'dismiss'],
  },
  {
    q: 'why do i have to declare spent convictions for a care job',
    article: 'disclosure-exempt-jobs',
    terms: ['Exceptions Order', 'spent convictions'],
  },
  {
    q: 'which jobs are exempt from the rehabilitation of offenders act',
    article: 'disclosure-exempt-jobs',
    terms: ['Exceptions Order', 'health professions'],
  },
  {
    q: 'can i be a nurse with a criminal record',
    article: 'disclosure-exempt-jobs',
    terms: ['nurses', 'filtered'],
  },
  {
    q: 'what happens if i lie about my record on the form',
    article: 'disclosure-lying-on-form',
    terms: ['dishonesty', 'fraud'],
  },
  {
    q: 'i ticked no but my conviction is unspent will they find out',
    article: 'disclosure-lying-on-form',
    terms: ['DBS check', 'correct it early'],
  },
  {
    q: 'when should i tell them about prison at the interview or before',
    article: 'disclosure-how-to-tell',
    terms: ['At interview', 'After an offer'],
  },
  {
    q: 'how do i bring up my record without it being awkward',
    article: 'disclosure-how-to-tell',
    terms: ['take responsibility', 'Practise'],
  },
  {
    q: 'how to write a disclosure letter',
    article: 'disclosure-letter',
    terms: ['disclosure letter', 'Responsibility'],
  },
  {
    q: 'need an example of a letter explaining my conviction to an employer',
    article: 'disclosure-letter',
    terms: ["What's changed", 'offence'],
  },
  {
    q: 'who can see my conviction on newleaf',
    article: 'disclosure-newleaf-sharing',
    terms: ['disclosure page', 'Nobody'],
  },
  {
    q: 'can i hide my disability from employers on this app',
    article: 'disclosure-newleaf-sharing',
    terms: ['Nobody', 'Any employer on NewLeaf'],
  },
  {
    q: 'is it legal for them to not hire me cos of my record',
    article: 'disclosure-employer-rules',
    terms: ['decide not to hire you', 'unspent conviction'],
  },
  {
    q: 'employer wants me to get my police records with a subject access request is that allowed',
    article: 'disclosure-employer-rules',
    terms: ['subject access request', 'criminal offence'],
  },
  {
    q: 'can my boss tell everyone at work about my conviction',
    article: 'disclosure-employer-rules',
    terms: ['data protection', 'kept secure'],
  },
  {
    q: 'thinking of going self employed do i need to tell anyone about my record',
    article: 'disclosure-self-employed',
    terms: ['Insurance', 'Licences'],
  },
  {
    q: 'im self employed do i have to tell my van insurance about my conviction',
    article: 'disclosure-self-employed',
    terms: ['unspent convictions', 'insurance'],
  },
  {
    q: 'do driving offences count as a criminal record',
    article: 'disclosure-motoring',
    terms: ['convictions', 'endorsement'],
  },
  {
    q: 'i got 6 points for drink driving when are they spent',
    article: 'disclosure-motoring',
    terms: ['endorsement', '5 years'],
  },
  {
    q: 'got convicted in spain years ago does that count here',
    article: 'disclosure-abroad',
    terms: ['outside the UK', 'Rehabilitation of Offenders Act'],
  },
  {
    q: 'employer wants a police certificate from the country i used to live in',
    article: 'disclosure-abroad',
    terms: ['criminal record certificate', 'lived abroad'],
  },
  {
    q: 'i got a conviction when i was 16 do i still have to declare it',
    article: 'disclosure-youth',
    terms: ['under 18', 'halved'],
  },
  {
    q: 'will my referral order show up',
    article: 'disclosure-youth',
    terms: ['Referral orders', 'when the order ends'],
  },

  // dbs
  { q: 'whats a DBS', article: 'dbs-what-is', terms: ['Disclosure and Barring Service'] },
  { q: 'is a dbs the same as a crb check', article: 'dbs-what-is', terms: ['CRB', 'replaced'] },
  {
    q: 'job advert says needs dbs what does that mean',
    article: 'dbs-what-is',
    terms: ['criminal record checks', 'four levels'],
  },
  {
    q: 'what shows on a basic dbs check',
    article: 'dbs-basic',
    terms: ['unspent convictions', 'conditional cautions'],
  },
  {
    q: 'will a basic dbs show my spent conviction',
    article: 'dbs-basic',
    terms: ["doesn't show spent convictions"],
  },
  {
    q: 'whats a standard dbs check',
    article: 'dbs-standard',
    terms: ['standard DBS check', 'spent and unspent'],
  },
  {
    q: 'can i apply for a standard dbs myself',
    article: 'dbs-standard',
    terms: ["can't apply for a standard check yourself"],
  },
  { q: 'what about enhanced?', article: 'dbs-enhanced', terms: ['enhanced'] },
  {
    q: 'what does an enhanced dbs show',
    article: 'dbs-enhanced',
    terms: ['enhanced DBS check', 'local police'],
  },
  {
    q: 'can something i wasnt convicted of show on an enhanced check',
    article: 'dbs-enhanced',
    terms: ["didn't lead to a conviction", 'police'],
  },
  {
    q: 'job needs enhanced dbs with barred list what is that',
    article: 'dbs-enhanced-barred',
    terms: ['barred lists', 'regulated activity'],
  },
  {
    q: 'whats regulated activity',
    article: 'dbs-enhanced-barred',
    terms: ['regulated activity', 'children'],
  },
  {
    q: 'what are the dbs filtering rules',
    article: 'dbs-filtering',
    terms: ['Filtering', '11 years'],
  },
  {
    q: 'my caution was 8 years ago will it come up on an enhanced',
    article: 'disclosure-cautions',
    terms: ['filtered', '6 years'],
  },
  {
    q: 'i got a fine 12 years ago will it still show on an enhanced dbs',
    article: 'dbs-filtering',
    terms: ['11 years', 'custodial sentence'],
  },
  {
    q: 'does an old conviction ever drop off a dbs',
    article: 'dbs-filtering',
    terms: ['filtered', 'listed offence'],
  },
  {
    q: 'how do i get a basic dbs check myself',
    article: 'dbs-get-basic-yourself',
    terms: ['gov.uk', 'request a basic DBS check'],
  },
  {
    q: 'how much does a dbs cost',
    article: 'dbs-get-basic-yourself',
    terms: ['fee', 'gov.uk'],
  },
  {
    q: 'dbs update service worth it?',
    article: 'dbs-update-service',
    terms: ['Update Service', 'status check'],
  },
  {
    q: 'can i take my dbs to a new job',
    article: 'dbs-update-service',
    terms: ['Update Service', 'same level'],
  },
  {
    q: 'what does it mean if youre barred',
    article: 'dbs-barred-lists',
    terms: ['barred lists', 'criminal offence'],
  },
  {
    q: 'dbs sent me a letter saying they might bar me what do i do',
    article: 'dbs-barred-lists',
    terms: ['representations', 'Unlock'],
  },
  {
    q: 'how long does a dbs take',
    article: 'dbs-how-long',
    terms: ['14 days', 'Enhanced'],
  },
  {
    q: 'my enhanced dbs has been stuck for weeks at stage 4',
    article: 'dbs-how-long',
    terms: ['stage 4', 'tracking service'],
  },
  {
    q: 'theres a conviction on my dbs that isnt mine',
    article: 'dbs-dispute',
    terms: ['raise a dispute', '3 months'],
  },
  {
    q: 'how do i appeal my dbs, it shows stuff that should of been filtered',
    article: 'dbs-dispute',
    terms: ['dispute', 'filtered'],
  },
  {
    q: 'my dbs came back with my conviction on it what now',
    article: 'dbs-certificate-shows-record',
    terms: ['risk assessment', 'Talk to the employer'],
  },
  {
    q: 'did i fail my dbs',
    article: 'dbs-certificate-shows-record',
    terms: ['no "pass" or "fail"'],
  },
  {
    q: 'can i work in a school with a criminal record',
    article: 'dbs-work-children',
    terms: ["children's barred list", "doesn't automatically rule you out"],
  },
  {
    q: 'want to be a football coach for kids but i have a record',
    article: 'dbs-work-children',
    terms: ['enhanced DBS check', 'coaching'],
  },
  {
    q: 'can i be a carer with a conviction',
    article: 'dbs-work-vulnerable-adults',
    terms: ['Care employers do hire', "adults' barred list"],
  },
  {
    q: 'applying for care home jobs, i have a theft conviction',
    article: 'dbs-work-vulnerable-adults',
    terms: ['Theft', 'disclosure letter'],
  },

  // justice
  {
    q: 'what is ban the box',
    article: 'justice-ban-the-box',
    terms: ['Ban the Box', 'Business in the Community'],
  },
  {
    q: 'company says they removed the criminal record tick box, do i still need to tell them',
    article: 'justice-ban-the-box',
    terms: ['may still ask later', 'tick box'],
  },
  {
    q: 'which employers hire ex offenders',
    article: 'justice-fair-chance-employers',
    terms: ['fair chance', 'Ban the Box'],
  },
  {
    q: 'who will actually give me a job with a record tbh',
    article: 'justice-fair-chance-employers',
    terms: ['New Futures Network', 'Nacro'],
  },
  { q: 'what is mappa', article: 'justice-mappa', terms: ['MAPPA', 'Multi-Agency Public Protection'] },
  {
    q: 'im mappa level 2 can i still get a job',
    article: 'justice-mappa',
    terms: ['Levels 2 and 3', 'approve a job'],
  },
  {
    q: 'can i work while im out on licence',
    article: 'justice-licence-conditions',
    terms: ['licence', 'supervising officer'],
  },
  {
    q: 'my licence has an exclusion zone does that stop me working there',
    article: 'justice-licence-conditions',
    terms: ['exclusion zones', 'recall'],
  },
  {
    q: 'do i need to tell my probation officer ive got a job',
    article: 'justice-telling-probation',
    terms: ["probation officer's approval", 'shift pattern'],
  },
  {
    q: 'will probation ring my new boss',
    article: 'justice-telling-probation',
    terms: ['speak to the employer', 'MAPPA'],
  },
  {
    q: 'my probation appointment clashes with my shift what do i do',
    article: 'justice-probation-appointments',
    terms: ['breach', 'shift pattern'],
  },
  {
    q: 'how do i get time off work for my probation appointments',
    article: 'justice-probation-appointments',
    terms: ['regular appointment', "don't have to say"],
  },
  {
    q: 'im on tag with a 7pm curfew and got offered night shifts',
    article: 'justice-curfew-tag',
    terms: ['curfew', 'probation officer'],
  },
  {
    q: 'does my employer need to know about my tag',
    article: 'justice-curfew-tag',
    terms: ['tag', "don't have to tell an employer"],
  },
  {
    q: 'what is rotl and can i get paid work on it',
    article: 'justice-rotl',
    terms: ['release on temporary licence', 'paid work'],
  },
  {
    q: 'im in a cat d can i go out to work',
    article: 'justice-rotl',
    terms: ['Category D', 'ROTL'],
  },
  {
    q: 'getting out in 3 months how do i sort a job before release',
    article: 'justice-resettlement',
    terms: ['Employment hubs', 'Jobcentre work coaches'],
  },
  {
    q: 'is there anyone in prison who helps with jobs',
    article: 'justice-resettlement',
    terms: ['employment hub', 'offender manager'],
  },
  {
    q: 'i have no id after prison how do i get a job',
    article: 'justice-id-bank',
    terms: ['right to work check', 'birth certificate'],
  },
  {
    q: 'how do i open a bank account with no address',
    article: 'money-bank-account',
    terms: ['basic bank account'],
  },
  {
    q: 'i have a parole hearing coming up what should i do',
    article: 'justice-legal-advice',
    terms: ['solicitor', 'parole'],
  },
  {
    q: 'think my recall was unfair who can help',
    article: 'justice-legal-advice',
    terms: ['recalled', 'solicitor'],
  },
  {
    q: 'can i get legal aid for prison law',
    article: 'justice-legal-advice',
    terms: ['Legal aid', 'prison law'],
  },
  {
    q: 'im banned from driving what jobs can i do',
    article: 'justice-driving-ban',
    terms: ['disqualified', 'public transport'],
  },
  {
    q: 'lost my licence for drink driving can i still do deliveries',
    article: 'justice-driving-ban',
    terms: ['delivery', 'ban ends'],
  },
  {
    q: 'i have 150 hours community service and just got a job',
    article: 'justice-unpaid-work',
    terms: ['unpaid work', 'probation officer'],
  },
  {
    q: 'can i do my unpaid work at weekends cos of my job',
    article: 'justice-unpaid-work',
    terms: ['weekends', 'unpaid work'],
  },

  // disability
  {
    q: 'does my depression count as a disability',
    article: 'disability-definition',
    terms: ['Equality Act 2010', 'long-term'],
  },
  {
    q: 'am i disabled under the equality act',
    article: 'disability-definition',
    terms: ['substantial', 'long-term'],
  },
  {
    q: 'my diabetes is controlled with meds so is it still a disability',
    article: 'disability-definition',
    terms: ['without treatment', 'medication'],
  },
  {
    q: 'what are reasonable adjustments',
    article: 'disability-reasonable-adjustments',
    terms: ['Reasonable adjustments', 'Equality Act 2010'],
  },
  {
    q: 'who pays for reasonable adjustments me or them',
    article: 'disability-reasonable-adjustments',
    terms: ['must pay for them'],
  },
  {
    q: 'how do i ask for reasonable adjustments',
    article: 'disability-asking-adjustments',
    terms: ['Put it in writing', 'What would help'],
  },
  {
    q: 'what do i say to my manager to ask for a quieter desk',
    article: 'disability-asking-adjustments',
    terms: ['manager', 'Say what would help'],
  },
  {
    q: 'what is access to work',
    article: 'disability-access-to-work',
    terms: ['Access to Work', 'grant'],
  },
  {
    q: 'can access to work pay for a taxi to work',
    article: 'disability-access-to-work',
    terms: ['taxis', 'public transport'],
  },
  {
    q: 'does access to work affect my benefits',
    article: 'disability-benefits-work',
    terms: ["Access to Work doesn't affect your benefits"],
  },
  {
    q: 'how do i apply for access to work',
    article: 'disability-access-to-work-apply',
    terms: ['apply', 'online'],
  },
  {
    q: 'can i apply for access to work before i start the job',
    article: 'disability-access-to-work-apply',
    terms: ['12 weeks', 'job offer'],
  },
  {
    q: 'what is disability confident',
    article: 'disability-confident',
    terms: ['Disability Confident', 'three levels'],
  },
  {
    q: 'whats the guaranteed interview scheme',
    article: 'disability-confident',
    terms: ['guaranteed interview scheme', 'minimum criteria'],
  },
  {
    q: 'im autistic and interviews are a nightmare',
    article: 'disability-autism',
    terms: ['autistic', 'questions in advance'],
  },
  {
    q: 'what adjustments can i ask for with autism',
    article: 'disability-autism',
    terms: ['Autism', 'reasonable adjustments'],
  },
  {
    q: 'i have adhd and keep forgetting stuff at work',
    article: 'disability-adhd',
    terms: ['ADHD', 'reminders'],
  },
  {
    q: 'is adhd a disability at work',
    article: 'disability-adhd',
    terms: ['ADHD', 'Equality Act'],
  },
  {
    q: 'im dyslexic and the job has an online test',
    article: 'disability-dyslexia',
    terms: ['Dyslexia', 'extra time'],
  },
  {
    q: 'can i get help with spelling at work i have dyslexia',
    article: 'disability-dyslexia',
    terms: ['spell checkers', 'Access to Work'],
  },
  {
    q: 'my anxiety is really bad at work what can they do',
    article: 'disability-mental-health',
    terms: ['anxiety', 'Adjustments'],
  },
  {
    q: 'what is a wellness action plan',
    article: 'disability-mental-health',
    terms: ['Wellness Action Plan', 'Mind'],
  },
  {
    q: 'should i tell my new job im disabled',
    article: 'disability-should-i-tell',
    terms: ['your choice', 'reasonable adjustments'],
  },
  {
    q: 'do i have to declare my health condition on an application',
    article: 'disability-should-i-tell',
    terms: ['no legal duty', 'health condition'],
  },
  {
    q: 'how do i tell my boss about my epilepsy',
    article: 'disability-how-to-tell',
    terms: ['epilepsy', 'What helps'],
  },
  {
    q: 'what words do i use to explain my condition to an employer',
    article: 'disability-how-to-tell',
    terms: ['in your words', 'How it affects work'],
  },
  {
    q: 'application form asked how many sick days i had last year is that allowed',
    article: 'disability-health-questions',
    terms: ['section 60', 'sick days'],
  },
  {
    q: 'can they ask about my health before offering me the job',
    article: 'disability-health-questions',
    terms: ['before offering you a job', 'exceptions'],
  },
  {
    q: 'i think i got turned down cos of my disability what can i do',
    article: 'disability-discrimination',
    terms: ['Acas', 'Equality Advisory and Support Service'],
  },
  {
    q: 'work keeps refusing my adjustments can i take them to tribunal',
    article: 'disability-discrimination',
    terms: ['employment tribunal', 'early conciliation'],
  },
  {
    q: 'do i need a sick note for 3 days off',
    article: 'disability-fit-notes',
    terms: ['self-certify', '7 days'],
  },
  {
    q: 'my gp said may be fit for work what does that mean',
    article: 'disability-fit-notes',
    terms: ['may be fit for work', 'phased return'],
  },
  {
    q: 'people at work dont believe im ill cos they cant see it',
    article: 'disability-hidden',
    terms: ["can't be seen", 'colleagues'],
  },
  {
    q: 'what is the sunflower lanyard',
    article: 'disability-hidden',
    terms: ['Sunflower lanyard', 'optional'],
  },
  {
    q: 'will getting a job stop my pip',
    article: 'disability-benefits-work',
    terms: ['PIP', "isn't based on income"],
  },
  {
    q: 'i get uc with lcw how much can i earn',
    article: 'disability-benefits-work',
    terms: ['work allowance', 'limited capability for work'],
  },
];

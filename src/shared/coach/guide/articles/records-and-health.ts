import type { GuideArticle } from '../types';

/**
 * Criminal records and health at work: disclosure, DBS checks, the justice system and work, and
 * disability and health conditions. England and Wales. Checked against the sources on each article.
 */
export const RECORDS_AND_HEALTH_ARTICLES = [
  // ───────────────────────────── disclosure ─────────────────────────────
  {
    id: 'disclosure-spent-unspent',
    family: 'disclosure',
    title: 'What "spent" and "unspent" mean',
    keywords: [
      'what does spent mean',
      'what is spent',
      'what is unspent',
      'spent',
      'unspent',
      'spent conviction',
      'what does spent mean',
      'rehabilitation of offenders act',
      'roa',
      'is my record spent',
      'wiped',
      'cleared record',
      'record deleted',
    ],
    body: `Under the Rehabilitation of Offenders Act 1974, most cautions and convictions become "spent" once \
a set amount of time has passed. That time is called the rehabilitation period, and it depends on your \
sentence, not the offence.

• Unspent: the rehabilitation period is still running. If an employer asks about unspent convictions, you \
need to tell them, and a basic DBS check will show it.
• Spent: the period is over. For most jobs you're treated as if it never happened: you don't have to mention \
it, and a basic DBS check won't show it.

Spent doesn't mean deleted. The record stays on the Police National Computer, and some jobs, like care work, \
teaching or healthcare, can still ask about it. A few very serious sentences are never spent.

Next step: NewLeaf's spent-record checker can work out whether yours is spent, and from what date.`,
    more: `A rehabilitation period starts on the day you were convicted or cautioned. For a prison sentence \
it runs to the end of the whole sentence, including time on licence, plus an extra period. If you're \
convicted again before an earlier conviction is spent, the earlier one usually stays unspent until the new \
one is spent too. Sentences that are never spent include life sentences, extended sentences, IPP sentences, \
and sentences of over four years for serious violent, sexual or terrorism offences. Unlock's website \
explains all of this in detail, and their helpline can look at a tricky case.`,
    links: ['spent-checker'],
    sources: [
      'https://www.gov.uk/government/publications/new-guidance-on-the-rehabilitation-of-offenders-act-1974',
      'https://unlock.org.uk/advice/roa-long-list-of-sentences-and-disposals/',
      'https://www.legislation.gov.uk/ukpga/1974/53/section/5',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disclosure-rehabilitation-periods',
    family: 'disclosure',
    title: 'How long until a conviction is spent',
    keywords: [
      'rehabilitation period',
      'how long until spent',
      'when is my conviction spent',
      'spent date',
      'how many years',
      'prison sentence spent',
      'fine spent',
      'community order spent',
      'suspended sentence spent',
      'roa 2023 changes',
    ],
    body: `How long a conviction takes to become spent depends on the sentence. For adults in England and \
Wales, since 28 October 2023:

• Prison of 1 year or less: spent 1 year after the sentence ends.
• Prison of over 1 year, up to 4 years: 4 years after it ends.
• Prison of over 4 years: 7 years after it ends. Serious violent, sexual or terrorism offences with over 4 \
years are never spent.
• Community order: spent when the order ends.
• Fine: 1 year after the date you were convicted.

"Ends" means the end of the full sentence, including any time on licence. A suspended sentence counts like a \
prison sentence of the same length. If you were under 18 when convicted, most periods are roughly halved.

Next step: NewLeaf's spent-record checker can work out your exact date from your conviction date and \
sentence.`,
    more: `The clock runs from the end of the full sentence the court gave, not your release date, so a \
2-year sentence counts in full even if you were released halfway. Other outcomes have their own periods: a \
conditional discharge or bind over is spent when it ends, an absolute discharge straight away, and a \
compensation order when it's paid in full. If one conviction brought several sentences, the longest period \
counts. A new conviction during a rehabilitation period can keep an earlier one unspent for longer. The \
rules changed in 2023, so older advice may be out of date: check with Unlock if you're unsure.`,
    links: ['spent-checker'],
    sources: [
      'https://www.gov.uk/government/publications/new-guidance-on-the-rehabilitation-of-offenders-act-1974',
      'https://unlock.org.uk/advice/roa-long-list-of-sentences-and-disposals/',
      'https://www.legislation.gov.uk/ukpga/1974/53/section/5',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disclosure-cautions',
    family: 'disclosure',
    title: 'Cautions: simple and conditional',
    keywords: [
      'caution',
      'simple caution',
      'conditional caution',
      'police caution',
      'youth caution',
      'is a caution a conviction',
      'caution on dbs',
      'do cautions show',
      'accepted a caution',
      'caution years ago',
      'declare a caution',
    ],
    body: `A caution isn't a conviction, but it is part of your criminal record, and the Rehabilitation of \
Offenders Act covers it.

• Simple caution (and youth caution): spent straight away. For most jobs you don't need to mention it, and \
it won't show on a basic DBS check.
• Conditional caution: spent after 3 months, or when the conditions end if that's sooner. Until then it \
shows on a basic check, and you should mention it if an employer asks about unspent cautions.

Standard and enhanced DBS checks can show spent cautions. An adult caution is usually filtered (removed) \
after 6 years, unless the offence is on the list that's never filtered. Cautions, reprimands and warnings \
given when you were under 18 are no longer shown automatically.

Next step: NewLeaf's spent-record checker can confirm when your caution is spent and when it's filtered.`,
    more: `Read each question carefully. If a form asks only about "convictions", a caution isn't a \
conviction, so you answer about convictions alone; if it asks about cautions too, answer that part honestly. \
Youth cautions, reprimands and warnings haven't been disclosed automatically on standard or enhanced checks \
since 2020, though for enhanced checks the police can still add information they think is relevant. If you \
don't know exactly what you were given, your solicitor's paperwork, a subject access request to the police, \
or Unlock can help you find out.`,
    links: ['spent-checker'],
    sources: [
      'https://unlock.org.uk/advice/roa-long-list-of-sentences-and-disposals/',
      'https://www.gov.uk/government/collections/dbs-filtering-guidance',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disclosure-when-to-tell',
    family: 'disclosure',
    title: 'When you must tell an employer',
    keywords: [
      'do i have to tell',
      'must i disclose',
      'have to declare',
      'tell employer about conviction',
      'declare criminal record',
      'unspent conviction',
      'asked about convictions',
      'not asked about record',
      'volunteer my record',
    ],
    body: `For most jobs the rule is simple: if an employer asks about unspent convictions or cautions, you \
must answer honestly. If they don't ask, the law doesn't generally make you bring it up.

Employers usually ask on the application form, at interview, or by asking you to get a basic DBS check, \
which shows unspent convictions.

You need to tell them more when the job is an exception to the Rehabilitation of Offenders Act, such as work \
with children or vulnerable adults, or some roles in healthcare, law or finance. Then you may need to \
mention spent convictions and cautions too, unless they've been filtered.

Answer exactly what the question asks: "in the last 5 years" or "unspent" means just that.

Next step: NewLeaf's spent-record checker shows what's unspent today, so you know what you have to declare.`,
    more: `Mentioning it even when you're not asked can still be sensible: if the job needs a DBS check it \
will come up anyway, and it usually lands better coming from you first. Once you're in work, check your \
contract, as some employers require you to tell them about new arrests, charges or convictions. Insurers and \
licensing bodies, for example for taxis or security work, have their own questions. If you're unsure whether \
a question covers your record, Unlock's helpline can help before you fill in the form.`,
    links: ['spent-checker'],
    sources: [
      'https://www.gov.uk/tell-employer-or-college-about-criminal-record',
      'https://www.gov.uk/government/publications/new-guidance-on-the-rehabilitation-of-offenders-act-1974',
      'https://unlock.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disclosure-saying-no-spent',
    family: 'disclosure',
    title: 'Saying no when your record is spent',
    keywords: [
      'spent',
      'if its spent',
      'do i have to tell them',
      'legally say no',
      'dont have to declare',
      'tick no',
      'conviction spent',
      'sacked for a spent conviction',
      'record is spent can i say no',
    ],
    body: `If your conviction or caution is spent, then for most jobs you can legally answer "no" when \
you're asked about a criminal record. The Rehabilitation of Offenders Act treats you as if it never \
happened, and a basic DBS check won't show it.

The law also says that a spent conviction, or not mentioning it, isn't a proper reason to refuse you a job \
or to dismiss you.

The exception is jobs covered by the Exceptions Order, such as work with children or vulnerable adults and \
some professions. For those, the form should make it clear, and you may need to declare spent convictions \
and cautions that haven't been filtered.

Before you tick "no", be sure it really is spent: a mistake here can cost you the job.

Next step: NewLeaf's spent-record checker can confirm whether it's spent.`,
    more: `Some forms ask "Have you ever been convicted?". For a job that isn't an exception, a spent \
conviction doesn't count, so "no" is a truthful answer in law. If a form for an ordinary job asks about \
spent convictions, you still don't have to disclose them. The same protection covers most other parts of \
life: for example, you don't need to tell most insurers about spent convictions. If an employer finds out \
about a spent conviction and treats you unfairly because of it, get advice from Unlock or Citizens Advice.`,
    links: ['spent-checker'],
    sources: [
      'https://www.gov.uk/tell-employer-or-college-about-criminal-record',
      'https://www.legislation.gov.uk/ukpga/1974/53/section/4',
      'https://unlock.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disclosure-exempt-jobs',
    family: 'disclosure',
    title: 'Jobs where spent convictions still count',
    keywords: [
      'exceptions order',
      'exempt from roa',
      'excepted roles',
      'exempt jobs',
      'spent but still declare',
      'nurse with a conviction',
      'teacher with a record',
      'solicitor conviction',
      'taxi licence record',
      'accountant',
      'which jobs are exempt',
      'care job spent convictions',
      'nurse criminal record',
    ],
    body: `Some jobs are exceptions to the usual rules of the Rehabilitation of Offenders Act. They're \
listed in the Exceptions Order 1975. For these roles an employer can ask about spent convictions and \
cautions too, and can use a standard or enhanced DBS check.

They include:
• work with children or vulnerable adults, such as schools, nurseries and care
• health professions such as doctors, nurses, dentists and pharmacists
• lawyers, accountants and some senior finance roles
• police and prison work
• taxi and private hire licences, and some other licences

Even then, you only have to declare what hasn't been filtered. Old or minor convictions and cautions that \
meet the filtering rules are "protected", and you don't need to mention them.

Next step: look for the DBS level in the advert, then use NewLeaf's spent-record checker to see what a \
standard or enhanced check would show.`,
    more: `A record doesn't automatically rule you out of these jobs. Employers should consider whether it's \
relevant to the role, how long ago it was and what's changed since, and many people with records work in \
care and health. Professional regulators, such as the Nursing and Midwifery Council, have their own rules \
about declaring convictions when you register. Being on a barred list is different: that legally stops you \
doing certain work with children or vulnerable adults. Unlock has a full guide to which roles are covered.`,
    links: ['spent-checker'],
    sources: [
      'https://www.gov.uk/tell-employer-or-college-about-criminal-record',
      'https://www.gov.uk/government/collections/dbs-filtering-guidance',
      'https://unlock.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disclosure-lying-on-form',
    family: 'disclosure',
    title: 'What happens if you lie about your record',
    keywords: [
      'lie on application',
      'lied about conviction',
      'not declare',
      'hide my record',
      'will they find out',
      'ticked no but unspent',
      'found out about my record',
      'sacked for not declaring',
      'fraud',
    ],
    body: `If an employer asks about unspent convictions and you say "no" when the answer is "yes", it can \
go badly wrong:

• A DBS check will often show it, so they may find out before or after you start.
• The job offer can be withdrawn, or you can be dismissed for dishonesty, often more for the lie than the \
record.
• In some cases, lying to get a job can be treated as a criminal offence, such as fraud.

Many employers will hire someone with a record; far fewer will keep someone who hid it.

If you've already said no to something that's unspent, it's usually best to correct it early: contact the \
employer, say you'd like to update your answer, and explain briefly. Get advice from Unlock first if you \
can.

Remember: if it's spent, "no" is a truthful answer for most jobs.`,
    more: `People sometimes hide a conviction because they expect to be rejected, but many employers care \
more about honesty and what's changed than about the offence itself. A short, calm disclosure statement \
makes it much easier to be open. If you're unsure whether something counts, such as a caution, a motoring \
offence or something from abroad, check before you answer rather than guessing. If you've been dismissed \
after the truth came out, Acas or Citizens Advice can explain where you stand.`,
    sources: ['https://www.gov.uk/tell-employer-or-college-about-criminal-record', 'https://unlock.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'disclosure-how-to-tell',
    family: 'disclosure',
    title: 'How and when to tell an employer',
    keywords: [
      'how to disclose',
      'when to disclose',
      'disclose at interview',
      'tell them in person',
      'bring up my record',
      'talk about prison at interview',
      'explain my conviction',
      'disclosure timing',
      'before dbs comes back',
    ],
    body: `There's no single right moment, but you can choose how it happens:

• On the form: if there's a question, answer it honestly and add "I'm happy to discuss this", or attach a \
short disclosure letter.
• At interview: if they ask, or near the end if you've decided to raise it. Keep it short and calm, then \
move on to what you offer.
• After an offer: if they only ask at the DBS stage, tell them before the certificate arrives so it isn't a \
surprise.

Whatever the timing, the same shape works: what happened in a sentence, that you take responsibility, what's \
changed since, and why you're right for the job.

Practise saying it out loud a few times. It really does get easier.

Next step: write your few sentences down, then practise them with someone you trust.`,
    more: `Telling them face to face lets them see who you are now, not just a line on paper. Some people \
hand over a letter at the end of the interview, so the details are accurate and they don't have to say \
everything aloud. If the employer asks follow-up questions, answer honestly, but you don't need to go into \
graphic detail. If they seem surprised, that's normal: give them a moment and thank them for listening. \
Employers signed up to Ban the Box usually ask later in the process for exactly this reason.`,
    sources: ['https://unlock.org.uk/', 'https://www.nacro.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'disclosure-letter',
    family: 'disclosure',
    title: 'Writing a disclosure letter',
    keywords: [
      'disclosure letter',
      'disclosure statement',
      'letter about my conviction',
      'explain my record in writing',
      'example disclosure letter',
      'disclosure letter template',
      'write about my offence',
      'personal statement conviction',
      'how to write a disclosure letter',
    ],
    body: `A disclosure letter is a short statement, usually under a page, that explains your record in your \
own words. It helps the employer see the person, not just the conviction.

A simple structure:
• What it was: the offence, the sentence and the year, in one or two plain sentences.
• Responsibility: that you accept what you did, without excuses.
• What's changed: courses, work, volunteering, treatment, family, support.
• Why you: how you'd bring that to this job.
• Finish: say you're happy to talk about it.

Keep it factual and positive. You don't need graphic detail or the whole backstory. Ask someone you trust to \
read it, and keep a copy you can adapt for each job.

Next step: draft the "what's changed" part first. It's the part employers care about most.`,
    more: `Unlock's website has example disclosure letters you can adapt. Use the right words: say whether \
it was a conviction or a caution, and only include what the employer is entitled to know, leaving out spent \
or filtered records unless the question covers them. If your probation officer, a tutor or a past employer \
would speak up for you, mention that they're willing to give a reference. Read it aloud before you send it: \
it should sound like you.`,
    sources: ['https://unlock.org.uk/', 'https://www.nacro.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'disclosure-newleaf-sharing',
    family: 'disclosure',
    title: 'Choosing who sees your disclosure on NewLeaf',
    keywords: [
      'newleaf disclosure',
      'who can see my record',
      'sharing choices',
      'privacy settings',
      'hide my conviction on newleaf',
      'employers see my disability',
      'disclosure page',
      'share my record',
      'who sees my info',
    ],
    body: `On NewLeaf's disclosure page you decide who can see what you've told us about your record or a \
disability. You can choose:

• Nobody: your details stay private.
• Only employers I match with or apply to: this is the default.
• Any employer on NewLeaf.

What you choose here doesn't change the law. If an employer asks about unspent convictions, you still need \
to answer honestly, and if your record is spent you still don't need to mention it for most jobs.

Sharing early can save an awkward conversation later, and helps you find employers who are open to it. \
Keeping it private is fine too: you can tell each employer in your own way and time.

Next step: open the disclosure page, check the details are accurate, and pick the choice that feels right. \
You can come back and change it.`,
    more: `Think about what you'd want an employer to know before meeting you. If your record is spent, you \
might leave it out completely. If it's unspent, some people prefer employers to know up front, so there are \
no surprises at the DBS stage. If you share a disability, an employer can plan adjustments for your \
interview. Whatever you choose, keep it accurate: out-of-date or wrong details cause more trouble than none. \
NewLeaf's spent-record checker can tell you whether something is still unspent before you decide.`,
    links: ['disclosure'],
    sources: ['https://unlock.org.uk/', 'https://www.gov.uk/tell-employer-or-college-about-criminal-record'],
    reviewed: '2026-11-27',
  },
  {
    id: 'disclosure-employer-rules',
    family: 'disclosure',
    title: "What employers can and can't do with your record",
    keywords: [
      'can they refuse me',
      'can i be sacked for my record',
      'is it legal to reject me',
      'data protection',
      'gdpr',
      'employer keeps my dbs',
      'subject access request',
      'discrimination conviction',
      'employer rights record',
      'tell everyone about my conviction',
      'keep my record confidential',
    ],
    body: `Employers can:
• ask about unspent convictions, and ask for a basic DBS check for any job
• decide not to hire you because of an unspent conviction, which isn't illegal in itself
• ask for a standard or enhanced check, but only for roles that qualify

Employers can't:
• treat a spent conviction as a proper reason to refuse or dismiss you, except in jobs that are exceptions
• make you get your police records through a subject access request to show them: that's a criminal offence
• share your record freely: it's sensitive data under data protection law, so it must be kept secure and \
only seen by people who need it

Good employers look at how relevant it is, how long ago it was and what's changed, rather than saying no \
automatically.

Next step: if you think an employer broke these rules, talk it through with Unlock or Citizens Advice.`,
    more: `Organisations that use standard and enhanced checks must follow the DBS Code of Practice, which \
includes having a fair policy on employing people with convictions and handling certificates securely. Data \
protection law also means an employer shouldn't keep your information longer than it needs to. If your \
information was misused, you can complain to the employer and then to the Information Commissioner's Office. \
The law in this area is complicated, so get advice before you act.`,
    sources: [
      'https://unlock.org.uk/',
      'https://ico.org.uk/',
      'https://www.gov.uk/dbs-check-applicant-criminal-record',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disclosure-self-employed',
    family: 'disclosure',
    title: 'Working for yourself with a record',
    keywords: [
      'self employed',
      'self-employment',
      'start a business with a record',
      'sole trader',
      'own business',
      'business insurance conviction',
      'customers want dbs',
      'freelance',
      'van insurance conviction',
      'going self employed',
      'tell my insurance about my conviction',
    ],
    body: `Working for yourself can suit people with a record, as there's no application form asking about \
convictions. But disclosure can still come up:

• Insurance: when you buy business or van insurance, answer questions about unspent convictions honestly, or \
the policy could be void. You don't need to mention spent ones.
• Licences: some trades need one, like taxis, security, selling alcohol or scrap metal, and the licensing \
body will ask about your record.
• Customers: some, like schools, care providers or big firms, may ask for a basic DBS check, which you can \
get yourself.

You'll also need to register as self-employed with HMRC and keep records of what you earn.

If you're on licence, tell your probation officer about your plans first: self-employment is work, and it \
needs their approval.

Next step: list the licences and insurance your idea needs, and check each one's rules.`,
    more: `If you claim Universal Credit, tell them about your self-employment: there are special rules for \
how your earnings are counted. Access to Work can support self-employed people with a disability or health \
condition. For work in people's homes or with children or vulnerable adults, a customer may expect a \
standard or enhanced check, which you can't request for yourself; you'd usually need an organisation you \
work with to request it. Unlock has guidance for self-employed people with convictions.`,
    sources: ['https://www.gov.uk/working-for-yourself', 'https://unlock.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'disclosure-motoring',
    family: 'disclosure',
    title: 'Motoring offences and your record',
    keywords: [
      'motoring conviction',
      'driving offence',
      'endorsement',
      'penalty points',
      'points on my licence',
      'drink driving conviction',
      'speeding',
      'declare driving offence',
      'fixed penalty',
      'dvla record',
      'do driving offences count',
      'when are points spent',
    ],
    body: `Motoring offences dealt with in court are convictions, so the Rehabilitation of Offenders Act \
applies to them like any other:

• A fine on its own is spent 1 year after the conviction.
• An endorsement (points put on your licence by a court) is spent 5 years after the conviction.
• A driving ban is spent when the ban ends.
• If you got more than one of these, the longest period counts.

Fixed penalties and points have their own rules, so check them rather than guess.

Separately, the DVLA keeps points on your driving record for 4 or 11 years, and an employer hiring drivers \
can check it with your permission. So for driving jobs, be open about points and bans even when the \
conviction itself is spent.

Next step: NewLeaf's spent-record checker handles motoring outcomes and can work out your dates.`,
    more: `If you were under 18 when convicted, an endorsement is spent after 2½ years and a fine after 6 \
months. Insurers usually ask about motoring convictions: answer questions about unspent ones honestly, but \
you don't need to mention spent ones, even if the points are still on your DVLA record. For jobs that \
involve driving, the employer will want to check your licence, so it's better to raise points or a ban \
yourself than to have them turn up in a check.`,
    links: ['spent-checker'],
    sources: [
      'https://unlock.org.uk/advice/roa-long-list-of-sentences-and-disposals/',
      'https://www.gov.uk/penalty-points-endorsements',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disclosure-abroad',
    family: 'disclosure',
    title: 'Convictions from another country',
    keywords: [
      'conviction abroad',
      'overseas conviction',
      'foreign conviction',
      'convicted in another country',
      'record from abroad',
      'certificate of good conduct',
      'overseas criminal record check',
      'lived abroad',
      'does a foreign conviction count',
    ],
    body: `A conviction from outside the UK can count under the Rehabilitation of Offenders Act too. It's \
treated much like a similar sentence given here, so it can become spent after the same kind of \
rehabilitation period.

Whether an employer finds out is a separate question. Some overseas convictions of British citizens are \
recorded on the Police National Computer and can show on a DBS check; many aren't. But that doesn't change \
the rule: if you're asked about unspent convictions, a foreign one counts, and you should answer honestly.

If you've lived abroad, some employers ask for a criminal record certificate from that country. Gov.uk has \
guidance on how each country handles these checks.

Because this can get tricky, Unlock's helpline is a good place to check your own case.`,
    more: `To work out whether an overseas conviction is spent, you need to know the sentence and the date. \
NewLeaf's spent-record checker uses the rules for England and Wales, so treat its answer as a guide and \
check with Unlock. If your conviction was in Scotland or Northern Ireland, different disclosure rules may \
apply there, so get advice. If you need a certificate from another country for a job, allow plenty of time, \
as some take weeks to arrive.`,
    sources: [
      'https://www.gov.uk/government/publications/criminal-records-checks-for-overseas-applicants',
      'https://unlock.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disclosure-youth',
    family: 'disclosure',
    title: 'Convictions from when you were under 18',
    keywords: [
      'youth conviction',
      'under 18',
      'when i was a kid',
      'juvenile record',
      'youth caution',
      'referral order',
      'young offender',
      'teenage conviction',
      'youth rehabilitation order',
      'reprimand',
      'conviction when i was 16',
      'convicted at 17',
      'as a teenager',
      'still have to declare a youth conviction',
    ],
    body: `If you were under 18 when you were convicted or cautioned, the rules are kinder:

• Most rehabilitation periods are roughly halved. For example, a fine is spent after 6 months, and custody \
of up to a year is spent 6 months after the sentence ends.
• Youth cautions, reprimands and final warnings are spent straight away.
• Referral orders and youth rehabilitation orders are spent when the order ends.

On standard and enhanced DBS checks, youth cautions, reprimands and warnings are no longer shown \
automatically. A youth conviction is filtered after 5½ years if it didn't lead to custody and isn't on the \
list of serious offences that are never filtered.

So there's a good chance your record from childhood is already spent, or filtered.

Next step: NewLeaf's spent-record checker works out youth dates too: enter your date of birth and what you \
were given.`,
    more: `The age that counts is your age on the date of conviction. Youth custody includes detention and \
training orders. If a youth conviction was followed by adult ones, the rules can interact: a later \
conviction can keep an earlier one unspent for longer. For enhanced checks the police can still add \
information they think is relevant, though this is unusual for old, minor matters. Unlock has a detailed \
guide for people with records from when they were young.`,
    links: ['spent-checker'],
    sources: [
      'https://unlock.org.uk/advice/roa-long-list-of-sentences-and-disposals/',
      'https://www.gov.uk/government/collections/dbs-filtering-guidance',
    ],
    reviewed: '2026-11-27',
  },

  // ───────────────────────────── dbs ─────────────────────────────
  {
    id: 'dbs-what-is',
    family: 'dbs',
    title: 'What a DBS check is',
    keywords: [
      'dbs',
      'whats a dbs',
      'dbs check',
      'crb',
      'crb check',
      'disclosure and barring service',
      'criminal record check',
      'police check',
      'background check',
      'what does dbs stand for',
    ],
    body: `DBS stands for the Disclosure and Barring Service. It's the government body that carries out \
criminal record checks in England and Wales. It replaced the CRB (Criminal Records Bureau) in 2012, so if \
someone asks for a "CRB check", they mean a DBS check.

There are four levels:
• Basic: unspent convictions and conditional cautions. Any employer can ask for one.
• Standard: spent and unspent convictions and cautions, unless filtered. Only for certain jobs.
• Enhanced: the same as standard, plus information the local police think is relevant.
• Enhanced with barred lists: also checks whether you're barred from work with children or adults.

The employer decides which level a job needs, but the law limits which jobs can have the higher levels.

Next step: check the job advert. It usually says which DBS check is needed.`,
    more: `DBS also keeps the barred lists and decides who is barred from working with children or \
vulnerable adults. In Scotland, checks are done by Disclosure Scotland, and in Northern Ireland by AccessNI. \
A DBS certificate has no official expiry date, but employers often ask for a new one, or use the Update \
Service to see it's still current. Having something on your certificate doesn't automatically stop you \
getting a job: it depends on the role and the employer.`,
    sources: [
      'https://www.gov.uk/dbs-check-applicant-criminal-record',
      'https://www.gov.uk/government/organisations/disclosure-and-barring-service',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'dbs-basic',
    family: 'dbs',
    title: 'The basic DBS check',
    keywords: [
      'basic dbs',
      'basic check',
      'basic disclosure',
      'what shows on a basic dbs',
      'does basic dbs show spent',
      'unspent only',
      'basic criminal record check',
      'basic certificate',
    ],
    body: `A basic DBS check is the lowest level. It shows:
• unspent convictions
• unspent conditional cautions

It doesn't show spent convictions, spent cautions, or anything else the police hold.

Any employer can ask for a basic check, for any job, and you can also get one yourself. It's common for jobs \
in warehouses, retail, hospitality, delivery and construction, and some landlords and volunteer roles ask \
for one too.

The certificate is sent to you. If an employer applied for you through an approved company, they may see the \
result as well.

If everything on your record is spent, your basic certificate will simply show nothing.

Next step: if you're not sure what's still unspent, NewLeaf's spent-record checker can tell you.`,
    more: `A basic check reflects where you are today: once a conviction is spent, it drops off. That's why \
knowing your spent date matters. Most basic checks are done within 14 days, often sooner. Employers can't \
insist on a standard or enhanced check for a job that doesn't qualify for one, so if a job seems to be \
asking for the wrong level, it's fair to ask why. A basic certificate can't be added to the DBS Update \
Service.`,
    links: ['spent-checker'],
    sources: [
      'https://www.gov.uk/request-copy-criminal-record',
      'https://www.gov.uk/dbs-check-applicant-criminal-record',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'dbs-standard',
    family: 'dbs',
    title: 'The standard DBS check',
    keywords: [
      'standard dbs',
      'standard check',
      'standard disclosure',
      'what shows on a standard dbs',
      'spent convictions on dbs',
      'standard vs enhanced',
      'standard vs basic',
      'finance job dbs',
      'apply for a standard dbs myself',
    ],
    body: `A standard DBS check shows:
• spent and unspent convictions
• cautions, reprimands and final warnings

except any that have been filtered (removed) under the DBS filtering rules.

It's only allowed for roles covered by the Exceptions Order, such as legal and accountancy work, some \
financial services roles and some licensing decisions. You can't apply for a standard check yourself: the \
employer, or an organisation acting for them, has to request it. The certificate is posted to you, and the \
employer will ask to see it.

Because spent convictions can appear, it's worth knowing what's been filtered before you apply.

Next step: NewLeaf's spent-record checker shows what a standard check would include for you.`,
    more: `A standard check doesn't include extra police information or a barred list search: those are only \
part of enhanced checks. It isn't a "better" version of a basic check that any employer can choose; the \
employer must be entitled to ask for it for that particular role. If something shows that you think should \
have been filtered, you can raise a dispute with DBS within 3 months of the date on the certificate.`,
    links: ['spent-checker'],
    sources: [
      'https://www.gov.uk/dbs-check-applicant-criminal-record',
      'https://www.gov.uk/government/collections/dbs-filtering-guidance',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'dbs-enhanced',
    family: 'dbs',
    title: 'The enhanced DBS check',
    keywords: [
      'enhanced dbs',
      'enhanced check',
      'enhanced disclosure',
      'what about enhanced',
      'enhanced crb',
      'local police information',
      'what shows on an enhanced dbs',
      'enhanced certificate',
      'not convicted but on dbs',
    ],
    body: `An enhanced DBS check shows everything a standard check does:
• spent and unspent convictions
• cautions, reprimands and warnings, unless they've been filtered

It can also include information held by local police that they reasonably believe is relevant to the job and \
should be included. Occasionally that's something that didn't lead to a conviction, but the police have to \
weigh it up carefully first.

Enhanced checks are for roles such as work with children or vulnerable adults, healthcare, and taxi or \
private hire licensing. Many of these also include a barred list check.

As with a standard check, you can't apply for one yourself: the employer requests it, and the certificate is \
sent to you.

Next step: if you're worried about what might appear, get advice from Unlock before the check, so you can \
explain it first.`,
    more: `If police information is included that you think is wrong or not relevant, you can dispute it \
through DBS. If the police don't agree, it can go to the Independent Monitor, and if they agree with you, \
the certificate is corrected. For jobs where you'd work from home, such as childminding, the police may also \
check people who live with you. Enhanced checks often take longer than basic ones because local police \
forces may need to look at them.`,
    sources: [
      'https://www.gov.uk/dbs-check-applicant-criminal-record',
      'https://www.gov.uk/report-problem-criminal-record-certificate/dispute-a-mistake',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'dbs-enhanced-barred',
    family: 'dbs',
    title: 'Enhanced checks with barred lists',
    keywords: [
      'barred list check',
      'enhanced with barred list',
      'childrens barred list',
      'adults barred list',
      'regulated activity',
      'enhanced plus barred',
      'isa check',
      'highest dbs',
      'what is regulated activity',
    ],
    body: `An enhanced check with barred lists is the highest level of DBS check. It includes everything in \
an enhanced check, plus a search of one or both barred lists:
• the children's barred list
• the adults' barred list

It's only allowed for "regulated activity": certain work, paid or unpaid, with close or regular contact with \
children, or care and support for adults who need it, like teaching, childcare, personal care or nursing.

If you're not on a barred list, the certificate says so, and the rest of your record is treated as for any \
enhanced check: the employer looks at it and decides.

If you are on a list, it's against the law for you to do, or try to get, regulated activity with that group.

Next step: if you've been told you might be barred, get advice from Unlock or a solicitor before you apply.`,
    more: `The Independent Safeguarding Authority (ISA) used to run the barred lists; it merged with the CRB \
to form DBS in 2012. Being on a barred list isn't the same as having a record: most people with convictions \
are not barred. Work with children or adults that isn't regulated activity, such as some supervised roles, \
can't include a barred list check. If you're not sure which check a job uses, ask the employer.`,
    sources: [
      'https://www.gov.uk/dbs-check-applicant-criminal-record',
      'https://www.gov.uk/government/organisations/disclosure-and-barring-service',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'dbs-filtering',
    family: 'dbs',
    title: 'DBS filtering: what drops off higher checks',
    keywords: [
      'filtering',
      'dbs filtering rules',
      'filtered',
      'protected conviction',
      'old conviction on dbs',
      '11 years',
      '5.5 years',
      'listed offences',
      'will my old caution show',
      'drop off dbs',
      'old fine still show',
    ],
    body: `Filtering means some old or minor records are automatically left off standard and enhanced DBS \
checks. Once filtered, they're "protected", and you don't have to mention them, even for jobs that are \
exceptions.

• Adult conviction: filtered after 11 years, if it's spent, didn't lead to a custodial sentence (including a \
suspended one) and isn't for a listed offence.
• Conviction when under 18: the same, after 5½ years.
• Adult caution: filtered after 6 years, unless it's for a listed offence.
• Caution, reprimand or warning when under 18: not shown automatically.

The list of offences that are never filtered includes serious violent and sexual offences, and others \
relevant to safeguarding. Having more than one conviction no longer stops them being filtered.

Next step: NewLeaf's spent-record checker shows when each part of your record stops showing on standard and \
enhanced checks.`,
    more: `DBS publishes the list of offences that are never filtered on gov.uk, and it's worth checking \
yours against it. Filtering happens automatically: you don't need to apply for it. Even on an enhanced \
check, the police could in rare cases include information about a filtered matter if they think it's \
relevant. Filtering only matters for standard and enhanced checks, because a basic check already leaves out \
everything that's spent.`,
    links: ['spent-checker'],
    sources: ['https://www.gov.uk/government/collections/dbs-filtering-guidance', 'https://unlock.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'dbs-get-basic-yourself',
    family: 'dbs',
    title: 'Getting a basic DBS check yourself',
    keywords: [
      'basic dbs check myself',
      'get my own dbs',
      'apply for a basic check',
      'apply for basic dbs',
      'get my own dbs',
      'how much is a dbs',
      'dbs cost',
      'dbs price',
      'dbs fee',
      'basic dbs online',
      'request a basic dbs check',
      'dbs for myself',
    ],
    body: `Anyone can request their own basic DBS check: you don't need an employer.

How it works:
• Apply online on gov.uk: search for "request a basic DBS check".
• You'll set up an account and prove your identity, for example with a passport, driving licence or other \
documents.
• Pay the fee by card. The fee has changed in recent years, so check the current amount on gov.uk before you \
apply.
• The certificate is sent to you, usually within 14 days.

Use the gov.uk service, or a company your employer tells you to use: other websites may charge extra for the \
same check.

If you don't have ID yet, ask your probation officer, a Jobcentre work coach or a support charity what you \
can use.

Next step: check NewLeaf's spent-record checker first, so you know what your certificate should show.`,
    more: `If an employer asks you for a basic check, ask whether they'll arrange or pay for it: many do it \
through an approved company. To share your certificate, show the employer the original. A basic certificate \
can't be added to the DBS Update Service. If there's a mistake on your basic certificate, contact DBS: basic \
certificates have their own way of raising a dispute.`,
    links: ['spent-checker'],
    sources: [
      'https://www.gov.uk/request-copy-criminal-record',
      'https://www.gov.uk/dbs-check-applicant-criminal-record',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'dbs-update-service',
    family: 'dbs',
    title: 'The DBS Update Service',
    keywords: [
      'update service',
      'dbs update service',
      'portable dbs',
      'reuse my dbs',
      'transfer dbs to new job',
      'dbs subscription',
      'status check',
      'keep dbs up to date',
      'new job same dbs',
      'take my dbs to a new job',
      'use the same dbs',
    ],
    body: `The DBS Update Service is an online subscription that keeps your standard or enhanced certificate \
up to date, so you may not need a new check every time you change jobs.

• You can join when you apply, using your application form reference, or within 30 days of your certificate \
being issued.
• There's a yearly fee, but it's free for volunteers. Check the current fee on gov.uk.
• With your permission, an employer can do a free online status check to see whether anything has changed \
since your certificate was issued.
• It works when the new role needs the same level and type of check, with the same group of people \
(children, adults, or other).

It isn't available for basic checks.

Next step: if your new job needs an enhanced check, ask the employer for your form reference so you can join \
straight away.`,
    more: `If something new is added to your record, your status changes, and the employer will see that \
there's new information, not what it is; they'd then need to ask for a new check. Keep your card details up \
to date so your subscription renews, because if it lapses, you'll need a new check to join again. The \
applicant guide on gov.uk explains how to join and renew step by step.`,
    sources: [
      'https://www.gov.uk/dbs-update-service',
      'https://www.gov.uk/government/publications/dbs-update-service-applicant-guide',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'dbs-barred-lists',
    family: 'dbs',
    title: 'Barred lists and what being barred means',
    keywords: [
      'barred',
      'am i barred',
      'barring',
      'barred from working with children',
      'barred from vulnerable adults',
      'barring decision',
      'dbs barred me',
      'representations',
      'review barring',
      'minded to bar',
      'might bar me',
    ],
    body: `DBS keeps two barred lists: one for work with children and one for work with adults. If you're on \
one, it's a criminal offence to work or volunteer in "regulated activity" with that group, or to try to. An \
employer can also be prosecuted for knowingly taking on a barred person for that work.

Some people are barred automatically after certain serious offences. Others are considered after a referral, \
for example by an employer, and DBS usually writes to you and gives you the chance to send your side of \
things ("representations") before it decides.

Being barred doesn't stop you working everywhere. You can still do the many jobs that aren't regulated \
activity with the group you're barred from.

If you're not sure whether you're barred, or what it rules out, ask your probation officer, or get advice \
from Unlock or a solicitor.

Next step: focus your search on roles with no regulated activity.`,
    more: `In some cases you can ask DBS to review a barring decision once a minimum time has passed, which \
depends on your age when you were barred. You may also be able to appeal to the Upper Tribunal if DBS made a \
mistake in law or in the facts. Barring is separate from your criminal record: a barring decision doesn't \
become spent. An enhanced check with barred lists is how employers find out whether someone is barred.`,
    sources: [
      'https://www.gov.uk/government/organisations/disclosure-and-barring-service',
      'https://unlock.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'dbs-how-long',
    family: 'dbs',
    title: 'How long a DBS check takes',
    keywords: [
      'how long does a dbs take',
      'dbs taking ages',
      'dbs delay',
      'track my dbs',
      'dbs tracking',
      'still waiting for dbs',
      'dbs stuck',
      'stage 4',
      'start job before dbs',
    ],
    body: `Times vary, but as a rough guide:
• Basic: most are done within 14 days, often sooner.
• Standard: often a week or two.
• Enhanced: often a few weeks, and sometimes longer if a police force needs to look at it (often called \
"stage 4").

Delays are more likely if you've moved a lot, changed your name, or there's a mistake on the form, so check \
your address history carefully before you submit.

You can track a standard or enhanced application online with the DBS tracking service, using your form \
reference and date of birth.

If it's taking a long time, keep your new employer updated. Depending on the role, some can let you start \
under supervision while you wait.

Next step: ask the employer for your application form reference, so you can track it yourself.`,
    more: `Stage 4 is the search of local police records, and it's where most enhanced checks spend the \
longest. DBS can't tell you what the police are looking at. If it's been much longer than expected, the \
organisation that submitted your application can contact DBS to ask about it. Letting your employer know \
where it's up to shows them the wait isn't down to you.`,
    sources: [
      'https://www.gov.uk/dbs-check-applicant-criminal-record',
      'https://www.gov.uk/request-copy-criminal-record',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'dbs-dispute',
    family: 'dbs',
    title: 'Disputing a mistake on your DBS certificate',
    keywords: [
      'dbs wrong',
      'mistake on dbs',
      'dispute dbs',
      'challenge dbs',
      'incorrect dbs certificate',
      'not my conviction',
      'should have been filtered',
      'independent monitor',
      'appeal dbs',
      'conviction that isnt mine',
      'wrong person',
    ],
    body: `If your standard or enhanced certificate has a mistake, such as wrong personal details, a \
conviction that isn't yours, or something that should have been filtered, you can raise a dispute with DBS.

• Do it within 3 months of the date on the certificate.
• Use the certificate dispute form on gov.uk, and explain clearly what's wrong.
• If it's about whose record it is, the police may ask for your fingerprints to prove it isn't yours.

If police information on an enhanced certificate is wrong or not relevant and the police don't agree, the \
dispute can go to the Independent Monitor for review. You have to raise it with DBS first.

Basic certificates have their own, separate process: gov.uk explains it.

Meanwhile, tell the employer you've raised a dispute.

Next step: gather your court papers and any letters before you fill in the form.`,
    more: `A dispute can only fix information that's wrong or shouldn't be there. It can't remove accurate \
information just because it's old or feels unfair. If a correct conviction appears, a short disclosure \
letter explaining it is usually the best response. Unlock can help you work out whether something should \
have been filtered, and how to word your dispute.`,
    sources: [
      'https://www.gov.uk/report-problem-criminal-record-certificate/dispute-a-mistake',
      'https://unlock.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'dbs-certificate-shows-record',
    family: 'dbs',
    title: 'When your DBS certificate shows your record',
    keywords: [
      'dbs came back',
      'something on my dbs',
      'conviction showed on dbs',
      'failed my dbs',
      'dbs not clear',
      'employer saw my dbs',
      'offer withdrawn',
      'risk assessment',
      'clear dbs',
    ],
    body: `There's no "pass" or "fail" on a DBS check. The certificate lists what's on your record at that \
level, and the employer decides what it means for the job.

If something shows:
• Talk to the employer before they decide, if you can, and offer to explain.
• Keep it short: what happened, how long ago, what's changed, and why it doesn't affect this role.
• Give them your disclosure letter or references, if you have them.

Many employers do a risk assessment, looking at how relevant the offence is to the job, how long ago it was, \
and your life since. If you told them up front, the certificate just confirms what you said, which builds \
trust.

If the offer is withdrawn, you can ask for the reason. If something appeared that shouldn't have, you can \
dispute it.

Next step: if your check is still pending, tell the employer now what it will show.`,
    more: `Organisations that use standard and enhanced checks should have a policy on employing people with \
criminal records, and you can ask to see it. A "clear" certificate just means nothing was found to show at \
that level. If you're turned down, treat it as information, not a verdict: ask what would make a difference, \
and think about roles where the offence is less relevant. Unlock's helpline can help you plan what to say.`,
    sources: ['https://www.gov.uk/dbs-check-applicant-criminal-record', 'https://unlock.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'dbs-work-children',
    family: 'dbs',
    title: 'Working with children when you have a record',
    keywords: [
      'work with children',
      'work in a school',
      'teaching assistant',
      'nursery job',
      'childcare with a record',
      'youth work',
      'coaching kids',
      'childminder',
      'regulated activity children',
      'football coach',
      'sports coach kids',
    ],
    body: `Most jobs working closely with children, like in schools, nurseries, youth work or coaching, need \
an enhanced DBS check, often with the children's barred list. So spent convictions and cautions can show, \
unless they've been filtered.

A record doesn't automatically rule you out. Unless you're on the children's barred list, the employer \
decides, usually looking at:
• what the offence was, and whether it's relevant to children's safety
• how long ago it was
• what you've done since

Offences involving violence, sexual harm or children make this work very hard or impossible to get. Older, \
minor offences often aren't a barrier.

Be open early: tell the employer what the check will show and why you're suitable.

Next step: use NewLeaf's spent-record checker to see what an enhanced check would show, then decide how to \
raise it.`,
    more: `Schools and childcare providers follow strict safer recruitment rules, so expect detailed \
questions. Some offences disqualify people from childcare work by law even if they're not barred, and \
childminders register with Ofsted, which can explain these rules. Roles such as school cleaning or catering \
may need an enhanced check without the barred list. Volunteering can help show you're trustworthy, but it \
usually needs the same checks.`,
    links: ['spent-checker'],
    sources: [
      'https://www.gov.uk/dbs-check-applicant-criminal-record',
      'https://www.gov.uk/government/collections/dbs-filtering-guidance',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'dbs-work-vulnerable-adults',
    family: 'dbs',
    title: 'Working in care when you have a record',
    keywords: [
      'care work',
      'care home job',
      'carer with a record',
      'work with vulnerable adults',
      'support worker',
      'home care',
      'healthcare assistant',
      'nhs job conviction',
      'domiciliary care',
    ],
    body: `Jobs giving care or support to adults, like in care homes, home care, support work or healthcare \
assistant roles, usually need an enhanced DBS check, often including the adults' barred list.

Care employers do hire people with convictions. Unless you're on the adults' barred list, the employer \
weighs up your record, usually thinking about:
• whether the offence involved violence, dishonesty, or harm to vulnerable people
• how long ago it was, and whether it was a one-off
• what you've done since, and your references

Theft, fraud or violence will need careful explaining in these roles, because you may handle people's money \
or give personal care. Older or unrelated offences are often less of a problem.

Tell the employer what the check will show before it comes back, ideally with a short disclosure letter.

Next step: ask care employers near you about their policy on hiring people with convictions.`,
    more: `Care has lots of vacancies, and many providers have supported people with records into work. Some \
NHS and health roles also need professional registration, where the regulator has its own questions about \
convictions. If you gained a care qualification in prison or on a course, put it on your CV. Regulated \
activity with adults includes help with personal care like washing, dressing or eating, and healthcare given \
by professionals.`,
    sources: ['https://www.gov.uk/dbs-check-applicant-criminal-record', 'https://unlock.org.uk/'],
    reviewed: '2026-11-27',
  },

  // ───────────────────────────── justice ─────────────────────────────
  {
    id: 'justice-ban-the-box',
    family: 'justice',
    title: 'What Ban the Box means',
    keywords: [
      'ban the box',
      'tick box',
      'criminal record box',
      'box on application form',
      'bitc',
      'business in the community',
      'ban the box employers',
      'asked about record later',
      'no criminal record question on the form',
    ],
    body: `Ban the Box is a campaign run by the charity Business in the Community (BITC). It asks employers \
to remove the "Do you have a criminal record?" tick box from the first stage of job applications, and to ask \
about convictions later, once they've seen your skills.

What it means for you:
• You're judged on your application and interview first.
• The employer may still ask later, usually at interview or after a job offer, and may still do a DBS check.
• When they ask, the usual rules apply: be honest about unspent convictions; for most jobs you don't need to \
mention spent ones.

It's voluntary, not a law. Many large employers have signed up, and the Civil Service removed the box too.

Next step: look for Ban the Box employers near you, and prepare a short disclosure statement so you're ready \
when they do ask.`,
    more: `Employers who sign up commit to giving people with convictions a fair chance, and BITC supports \
them to recruit fairly. It doesn't remove checks that the law requires, so jobs working with children or \
vulnerable adults still need the right DBS checks. Look for Ban the Box or similar wording on careers pages, \
or simply ask: "At what stage do you ask about criminal records?" It's a fair question, and shows you've \
done your homework.`,
    sources: ['https://www.bitc.org.uk/ufaq/what-is-the-ban-the-box-campaign/', 'https://unlock.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'justice-fair-chance-employers',
    family: 'justice',
    title: 'Finding employers who hire people with convictions',
    keywords: [
      'fair chance',
      'fair chance employer',
      'employers that hire ex offenders',
      'second chance jobs',
      'jobs for ex cons',
      'felon friendly',
      'new futures network',
      'who will hire me with a record',
      'ex offender jobs',
    ],
    body: `Plenty of UK employers actively recruit people with criminal records, sometimes called "fair \
chance" or "second chance" employers. Ways to find them:

• Look for employers signed up to Ban the Box, or whose careers pages say they welcome applicants with \
convictions.
• Ask your prison employment hub, probation officer or Jobcentre work coach: they often have links with \
employers who hire people with records.
• The New Futures Network, part of HM Prison and Probation Service, works with employers to create jobs for \
people in and leaving prison.
• Charities like Nacro, and local resettlement projects, often know who's hiring.

Sectors where many of these employers work include hospitality, construction, logistics, waste and \
recycling, retail and manufacturing.

Next step: make a list of five local fair chance employers and check their vacancies this week.`,
    more: `A fair chance employer still has to follow the law on DBS checks, so some roles may not be open \
to you. Being open about your record with these employers usually goes better than hiding it: they expect \
it. At interview, ask what support they give new starters, such as mentoring. Also look at employers \
offering work trials, apprenticeships or work on release on temporary licence (ROTL).`,
    sources: [
      'https://www.gov.uk/government/organisations/hm-prison-and-probation-service',
      'https://www.bitc.org.uk/ufaq/what-is-the-ban-the-box-campaign/',
      'https://www.nacro.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'justice-mappa',
    family: 'justice',
    title: 'MAPPA and work',
    keywords: [
      'mappa',
      'mappa level',
      'mappa category',
      'multi agency public protection',
      'mappa level 2',
      'mappa level 1',
      'managed under mappa',
      'mappa and jobs',
      'public protection',
    ],
    body: `MAPPA (Multi-Agency Public Protection Arrangements) is how police, probation and prisons work \
together to manage people convicted of certain sexual, violent or terrorism offences.

Categories describe why someone is under MAPPA:
• Category 1: registered sex offenders
• Category 2: violent offenders with 12 months or more in custody, and some other sexual offenders
• Category 3: other people assessed as posing a risk of serious harm
• Category 4: terrorist or terrorist-risk offenders

Levels describe how you're managed. Level 1 is ordinary management, usually by probation. Levels 2 and 3 \
mean several agencies meet regularly about you.

For work, MAPPA usually means your probation officer must approve a job first, and sometimes the agencies \
decide an employer needs to be told about your offence.

Next step: before you apply, ask your probation officer which jobs they'd be likely to approve.`,
    more: `Your level can change as your risk is reviewed, and most people are managed at Level 1. Whether \
an employer is told is decided case by case; your probation officer will usually talk to you about it first, \
and it often goes better if you tell the employer yourself, with their support. Work involving children, \
vulnerable adults or certain places may be ruled out by your licence or by court orders. If you're unsure \
what you can apply for, your probation officer is the person to ask.`,
    sources: [
      'https://www.gov.uk/government/publications/multi-agency-public-protection-arrangements-mappa-guidance',
      'https://unlock.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'justice-licence-conditions',
    family: 'justice',
    title: 'Licence conditions and work',
    keywords: [
      'licence conditions',
      'on licence',
      'license conditions',
      'can i work on licence',
      'out on licence job',
      'licence restrictions',
      'exclusion zone',
      'recall',
      'post sentence supervision',
    ],
    body: `If you've been released on licence, you can work, and probation generally wants you to. But your \
licence affects which work you take:

• A standard condition says you must not take up work, or a particular type of work, unless your supervising \
officer approves it, and you must tell them about any plans in advance.
• Additional conditions may limit where you can go (exclusion zones), who you can contact, or work with \
children or vulnerable adults.
• You must keep your appointments, so your hours need to fit around them.

Breaking a licence condition can lead to a warning or recall to prison, so check before you say yes to a \
job, not after.

Next step: read your licence again, note any conditions that might affect work, and talk them through with \
your probation officer.`,
    more: `Post-sentence supervision, which follows some shorter sentences, has similar requirements. If a \
job needs you to travel, work late or stay away overnight, check it fits your conditions, including any \
curfew. If you think a condition is stopping you working, ask your probation officer whether it can be \
reviewed; for a legal challenge, a solicitor can advise. Keep your licence somewhere safe, as you may need \
to show it.`,
    sources: ['https://www.gov.uk/leaving-prison', 'https://unlock.org.uk/unlock_tag/prison/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'justice-telling-probation',
    family: 'justice',
    title: 'Telling your probation officer about a job',
    keywords: [
      'tell probation about job',
      'probation officer job',
      'probation approve job',
      'do i tell probation',
      'new job probation',
      'offender manager',
      'probation permission to work',
      'job offer probation',
      'probation contact my employer',
      'probation ring my boss',
    ],
    body: `If you're on licence, you need your probation officer's approval before you start work, and you \
should tell them about any job you're planning to take. On a community order, it's still wise to keep them \
updated, so appointments can fit around your hours.

What to tell them:
• the employer's name and address, and what the job involves
• your hours and shift pattern
• whether the employer knows about your conviction

Tell them early, ideally when you apply or get an interview, not the day before you start. They may need \
time to check the job is suitable, and sometimes, for some offences or MAPPA cases, they'll want to speak to \
the employer. Ask how that would happen, so nothing takes you by surprise.

Most probation officers are glad to see you working and can help you prepare.

Next step: message your probation officer with the job details as soon as you have them.`,
    more: `If your probation officer needs to contact an employer, ask whether you can tell the employer \
yourself first: people often prefer that. Changes after you start, like new hours, a new workplace, or \
losing the job, should be reported too. Your probation officer may be able to point you to local help with \
training, travel or work clothes. Keep a note of what you told them and when, in case there's a \
misunderstanding later.`,
    sources: ['https://www.gov.uk/leaving-prison', 'https://unlock.org.uk/unlock_tag/prison/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'justice-probation-appointments',
    family: 'justice',
    title: 'Fitting probation appointments around work',
    keywords: [
      'probation appointment',
      'miss probation for work',
      'probation during work hours',
      'time off for probation',
      'reporting to probation',
      'evening probation appointment',
      'clash with my shift',
      'breach',
      'time off work for probation',
    ],
    body: `Keeping your probation appointments is a must, even once you're working: missing one can count as \
a breach. But probation can often be flexible for people in work:

• Ask your probation officer whether appointments can be early, later in the day, or on your day off.
• Ask whether some check-ins could be by phone or video.
• Give them your shift pattern as soon as you get it.

At work, you don't have to say what the appointment is if your employer doesn't know about your record: "a \
regular appointment I can't move" is enough. If they do know, many employers are supportive.

Never just skip an appointment because of a shift. If there's a clash, contact your probation officer before \
it happens.

Next step: once you have your rota, send it to your probation officer and agree your next few appointment \
times.`,
    more: `Keep any letters or texts about appointments, in case you need to show an absence was authorised. \
If you're struggling to fit everything in, say so early: probation would rather adjust things than deal with \
a breach. As your supervision goes on and things go well, appointments may become less frequent. If you're \
also doing unpaid work or a programme, ask for those to be arranged around your job too.`,
    sources: ['https://www.gov.uk/leaving-prison', 'https://www.nacro.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'justice-curfew-tag',
    family: 'justice',
    title: 'Curfews, tags and shift work',
    keywords: [
      'curfew',
      'tag',
      'electronic tag',
      'ankle tag',
      'hdc',
      'home detention curfew',
      'night shift curfew',
      'curfew hours and work',
      'tagged',
      'change curfew times',
      'employer know about my tag',
      'tag at work',
    ],
    body: `If you're on a curfew, whether on Home Detention Curfew with a tag, as a licence condition, or as \
part of a court order, you must be at your curfew address during the set hours. A job doesn't change that by \
itself.

What you can do:
• Look for work whose hours fit outside your curfew, such as day shifts.
• If a good job needs different hours, ask your probation officer whether your curfew times can be changed, \
and bring a letter from the employer showing your hours.
• Don't work the new hours until the change is confirmed.

A tag usually sits on your ankle and can be hidden under work clothes. You don't have to tell an employer \
about it, but it may help if you need to leave on time.

Breaking a curfew can lead to recall to prison, or back to court.

Next step: check your curfew hours against the shift pattern before you accept.`,
    more: `For a curfew that's part of a court order, changing the hours may need the court's agreement, and \
your probation officer can help you apply. Curfews are often overnight, so early starts and night shifts are \
the usual clashes: remember to count travel time too. If your tag is damaged, or the equipment at home stops \
working, contact the monitoring service straight away, so it isn't treated as a breach.`,
    sources: ['https://www.gov.uk/leaving-prison', 'https://unlock.org.uk/unlock_tag/prison/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'justice-rotl',
    family: 'justice',
    title: 'Working on release on temporary licence (ROTL)',
    keywords: [
      'rotl',
      'release on temporary licence',
      'day release',
      'working out of prison',
      'cat d',
      'open prison job',
      'paid work on rotl',
      'resettlement day release',
      'temporary release',
      'category d',
      'go out to work from prison',
    ],
    body: `Release on temporary licence (ROTL) lets some people leave prison for the day, or sometimes \
overnight, to work, train or get ready for release. It's mostly for people in open (Category D) prisons or \
near the end of their sentence, and you have to pass a risk assessment.

On resettlement day release you might:
• do paid work with an employer, often one that partners with the prison
• do unpaid work or volunteering
• go to training, college or job interviews

You must follow the licence exactly: times, places and travel. Breaking it can mean losing ROTL, going back \
to closed conditions, or prosecution if you don't return.

ROTL work is one of the best routes into a job after release, and some people are offered a job by the same \
employer when they're released.

Next step: ask your prison's employment hub or offender manager how to apply for ROTL and which employers \
they work with.`,
    more: `If you do paid work on ROTL, part of your earnings may be deducted for victims' services under \
the Prisoners' Earnings Act. Your employer knows you're serving a sentence, so there's no disclosure \
decision to make there. Ask about ROTL early, as applications and risk assessments take time. Other kinds of \
ROTL exist for special purposes, such as family emergencies or maintaining contact with your children.`,
    sources: ['https://www.gov.uk/leaving-prison', 'https://www.nacro.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'justice-resettlement',
    family: 'justice',
    title: 'Getting work ready before you are released',
    keywords: [
      'before release',
      'resettlement',
      'employment hub',
      'prison employment lead',
      'job before release',
      'leaving prison job',
      'prison work coach',
      'release plan',
      'getting out soon',
      'help with jobs in prison',
    ],
    body: `The months before release are a good time to start planning work, and there's help inside:

• Employment hubs: many prisons have one, where staff help with CVs, applications and links to employers who \
recruit people leaving prison.
• Jobcentre work coaches: many prisons have Jobcentre staff who can help you get ready to claim Universal \
Credit and look for work after release.
• Education and training: qualifications you finish inside, like construction safety, forklift or food \
hygiene, can go straight onto your CV.
• Your offender manager: they can tell you what your licence might allow, and help with ROTL if you're \
eligible.

Also sort the basics early: ID, a bank account, and somewhere to live.

Next step: ask at your prison's employment hub or education department what support they run, and book in as \
early as you can.`,
    more: `Some prisons have Employment Advisory Boards, where local business people help shape training so \
it matches real jobs. When you're released, tell your probation officer and Jobcentre work coach what you \
did inside, so they can build on it. NewLeaf's CV builder can help you turn prison work and courses into a \
CV that employers understand. Nacro and other charities also run resettlement services in many areas.`,
    sources: ['https://www.gov.uk/leaving-prison', 'https://www.nacro.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'justice-id-bank',
    family: 'justice',
    title: 'ID and a bank account when you leave prison',
    keywords: [
      'id after prison',
      'no id',
      'bank account after prison',
      'birth certificate',
      'prove my identity',
      'basic bank account',
      'no fixed address bank',
      'right to work check',
      'get id',
    ],
    body: `To start a job you'll usually need ID for a right to work check, and a bank account to be paid \
into. Both are easier to sort before release.

ID:
• Ask the prison or your resettlement worker to help you get a copy of your birth certificate, or apply for \
a provisional driving licence, which is photo ID.
• Keep your National Insurance number safe: you'll need it for work.

Bank account:
• Many prisons can help you open a basic bank account before you're released.
• After release, ask a bank for a basic bank account: they're free to run, and the big banks have to offer \
them to people who qualify, even with a poor credit history.
• If you have no fixed address, a bank may accept a letter from probation, a hostel or a support worker.

Next step: ask your prison's resettlement or employment team this week what ID and banking help they offer.`,
    more: `For a right to work check, a British or Irish passport works on its own. Otherwise, a UK birth \
certificate together with an official document showing your National Insurance number is usually accepted. \
Ordering a birth certificate costs a fee, and some prisons or charities can help pay. If you have no ID at \
all, Citizens Advice or Nacro can help you work out where to start.`,
    sources: ['https://www.gov.uk/prove-right-to-work', 'https://www.nacro.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'justice-legal-advice',
    family: 'justice',
    title: 'Legal questions about parole, probation or your case',
    keywords: [
      'parole',
      'parole board',
      'legal advice',
      'solicitor',
      'recalled',
      'appeal my sentence',
      'lawyer',
      'legal aid',
      'probation legal question',
      'licence dispute',
      'parole hearing',
      'recall unfair',
    ],
    body: `For legal questions about parole, recall, your licence, your sentence or an appeal, the person to \
ask is a solicitor. This guide can't advise on your specific case.

Where to get help:
• A solicitor who does prison law or criminal law. Legal aid may cover some parole and prison law matters, \
depending on your situation; the solicitor can check.
• Unlock's helpline: for questions about your criminal record, disclosure and DBS checks.
• Citizens Advice: free advice on many legal problems, and help finding a solicitor.
• Your probation officer: for how your licence or order works day to day.

If you're facing a parole hearing or have been recalled, contact a solicitor as soon as possible, as \
deadlines can be short.

Next step: write your question down, gather your paperwork, like your licence and court letters, and contact \
a solicitor or Unlock.`,
    more: `You can find a solicitor through the Law Society's website, and check whether you might get legal \
aid on gov.uk. The Prisoners' Advice Service also gives free legal advice to people in prison in England and \
Wales. When you talk to an adviser, have your dates ready: conviction, sentence, release and any recall. \
Calls and letters between you and your solicitor are confidential.`,
    sources: ['https://www.gov.uk/legal-aid', 'https://unlock.org.uk/', 'https://www.citizensadvice.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'justice-driving-ban',
    family: 'justice',
    title: 'Driving bans and jobs',
    keywords: [
      'driving ban',
      'disqualified from driving',
      'banned from driving',
      'lost my licence',
      'cant drive for work',
      'delivery job with a ban',
      'reduce my driving ban',
      'drink drive ban',
      'get my licence back',
    ],
    body: `While you're disqualified, you must not drive at all, including for work and on a provisional \
licence. Driving while disqualified is a serious offence.

What it means for jobs:
• Driving roles, like delivery, van, HGV or taxi work, are off the table until the ban ends and you have \
your licence back.
• Plenty of jobs still work: look at ones you can reach by public transport, cycling, walking or a lift.
• If a job involves any driving, be upfront about the ban and when it ends.

After the ban you may need to apply to get your licence back, and after some drink-drive bans you need a \
medical first. The DVLA keeps bans and points on your driving record for years, so driving employers may \
still see them.

Under the Rehabilitation of Offenders Act, the ban is spent when it ends, though other parts of the sentence \
may take longer.

Next step: check your ban end date in your court papers and plan your job search around it.`,
    more: `In some cases you can ask the court to end a long ban early, once part of it has passed: gov.uk \
explains when. If the court offered you a drink-drive rehabilitation course, completing it can shorten the \
ban. If you need a licence for a job offer, tell the employer the date you expect it back. Insurance may \
cost more for a while after a ban, which matters for jobs where you'd use your own car.`,
    sources: [
      'https://www.gov.uk/driving-disqualifications',
      'https://www.gov.uk/penalty-points-endorsements',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'justice-unpaid-work',
    family: 'justice',
    title: 'Community orders and unpaid work alongside a job',
    keywords: [
      'unpaid work',
      'community service',
      'community payback',
      'community order and job',
      'unpaid work hours',
      'suspended sentence requirements',
      'do my hours around work',
      'weekend unpaid work',
    ],
    body: `If you're on a community order or suspended sentence with unpaid work (community payback) or \
other requirements, you can still take a job.

• The law says requirements should, as far as practicable, avoid clashing with the times you normally work.
• Tell your probation officer about the job and your hours straight away. In many areas unpaid work can be \
done at weekends or in the evenings.
• Keep going to your sessions until any change is agreed. Missing them without a good reason can mean a \
warning or going back to court.

You don't have to tell an employer why you need particular days off, unless they've asked about unspent \
convictions.

A community order is spent as soon as it ends, so finishing it also clears the way for future jobs. A \
suspended sentence takes longer to become spent.

Next step: give your probation officer your new rota and ask them to arrange your sessions around it.`,
    more: `Unpaid work usually has to be finished within a set time, so agree a plan with your probation \
officer that you can keep up alongside work. If the requirements and your job really can't fit together, \
probation can sometimes ask the court to change the order. Keep proof of your working hours, like a contract \
or rota, to show them.`,
    sources: ['https://www.gov.uk/community-sentences', 'https://unlock.org.uk/'],
    reviewed: '2026-11-27',
  },

  // ───────────────────────────── disability ─────────────────────────────
  {
    id: 'disability-definition',
    family: 'disability',
    title: 'Does my condition count as a disability?',
    keywords: [
      'disability definition',
      'equality act',
      'am i disabled',
      'does my condition count',
      'counts as a disability',
      'long term condition',
      'substantial effect',
      '12 months',
      'legal definition of disability',
    ],
    body: `Under the Equality Act 2010, you're disabled if you have a physical or mental impairment that has \
a substantial and long-term negative effect on your ability to do normal daily activities.

• Substantial means more than minor or trivial: for example, things take you much longer, or you can't do \
some things at all.
• Long-term means it has lasted, or is likely to last, 12 months or more. A condition that comes and goes \
can count if it's likely to come back.
• Cancer, HIV and multiple sclerosis count from the day you're diagnosed.

What matters is the effect without treatment, so a condition controlled by medication can still count \
(glasses and contact lenses are the exception).

Many people who don't think of themselves as disabled are covered, often including people with mental health \
conditions, autism, dyslexia, diabetes or epilepsy.

Next step: if you're not sure, the definition on gov.uk or Citizens Advice can help you check.`,
    more: `You don't need to be registered as disabled to be protected, though medical evidence helps if \
there's ever a dispute. Being protected means an employer must not discriminate against you and must make \
reasonable adjustments. A few things are excluded, such as addiction to alcohol or drugs that weren't \
prescribed, though conditions caused by them can still count. Severe disfigurements count too.`,
    sources: [
      'https://www.gov.uk/definition-of-disability-under-equality-act-2010',
      'https://www.citizensadvice.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-reasonable-adjustments',
    family: 'disability',
    title: 'Reasonable adjustments: what they are',
    keywords: [
      'reasonable adjustments',
      'adjustments at work',
      'workplace adjustments',
      'what adjustments can i ask for',
      'examples of reasonable adjustments',
      'changes at work disability',
      'accommodations',
      'who pays for adjustments',
    ],
    body: `Reasonable adjustments are changes an employer makes so you're not at a disadvantage because of a \
disability. Under the Equality Act 2010, employers must make them when they're reasonable, and they must pay \
for them, not you.

Examples:
• changing your hours, breaks or start time
• a phased return after time off
• a quieter workspace or a fixed desk
• special equipment, software or a chair
• written instructions, or extra time for training
• at interview: extra time, or questions in advance
• moving some tasks to a colleague

What's "reasonable" depends on things like cost, how much it helps, and the size of the employer. Many \
adjustments cost little or nothing.

Next step: write down the tasks you find hardest, and one change that would help with each.`,
    more: `The duty covers job applicants as well as staff, once the employer knows, or could reasonably be \
expected to know, about your disability. You don't have to suggest the exact fix, but it helps. If an \
adjustment would cost more than the employer can reasonably manage, Access to Work may help pay for extra \
support. Acas has a clear guide to reasonable adjustments with more examples.`,
    sources: [
      'https://www.acas.org.uk/reasonable-adjustments',
      'https://www.gov.uk/rights-disabled-person/employment',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-asking-adjustments',
    family: 'disability',
    title: 'How to ask for reasonable adjustments',
    keywords: [
      'how to ask for adjustments',
      'request reasonable adjustments',
      'ask my manager for adjustments',
      'adjustments email',
      'adjustment request letter',
      'asking for support at work',
      'hr adjustments',
      'adjustments passport',
    ],
    body: `Asking for adjustments is your right, and it goes best when you're clear and specific. A simple \
approach:

• Choose who to ask: usually your manager or HR, or for an interview, the person arranging it.
• Explain the effect, not every detail: "I have a condition that affects my concentration in noisy places."
• Say what would help: "Could I sit in the quieter area and get instructions by email?"
• Say how it helps you do the job well.
• Put it in writing (an email is fine) and keep a copy.

You don't have to name your diagnosis if you'd rather not, though the employer may ask for more information \
or refer you to occupational health.

Agree when you'll review it together, as needs can change.

Next step: write a short email using the pattern above, and send it before you start or ahead of your next \
one-to-one.`,
    more: `If you're not sure what would help, say so: an occupational health or Access to Work assessment \
can suggest ideas. Some employers use an adjustments passport, which records what's been agreed so you don't \
have to explain again if you change manager. If nothing happens after a couple of weeks, follow up in \
writing. If your request is refused, ask for the reasons in writing; Acas can explain what you can do next.`,
    sources: [
      'https://www.acas.org.uk/reasonable-adjustments',
      'https://www.gov.uk/rights-disabled-person/employment',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-access-to-work',
    family: 'disability',
    title: 'What Access to Work is',
    keywords: [
      'what is access to work',
      'access to work grant',
      'access to work',
      'atw',
      'access to work grant',
      'what does access to work pay for',
      'disability grant for work',
      'taxi to work',
      'bsl interpreter',
      'specialist equipment',
      'job coach',
      'mental health support service',
      'access to work benefits',
    ],
    body: `Access to Work is a government scheme that helps you get or stay in work if you have a disability \
or a physical or mental health condition. It's a grant, so you don't pay it back; it doesn't matter how much \
you earn, and it doesn't affect your other benefits.

It can help pay for:
• specialist equipment and assistive software
• a support worker, job coach or BSL interpreter
• taxis or other travel to work, if you can't use public transport
• adaptations to your vehicle, or physical changes to your workplace
• communication support at job interviews

There's also a mental health support service, which can give you a tailored plan and one-to-one sessions \
with a mental health professional.

It's for people aged 16 or over in paid work, including self-employment, in England, Scotland or Wales.

Next step: check the eligibility on gov.uk/access-to-work, and apply once you have a job or a job offer.`,
    more: `Access to Work doesn't replace your employer's duty to make reasonable adjustments, and for some \
costs a larger employer may be asked to pay a share. You or your employer may need to pay some costs up \
front and claim them back. It can't be used for voluntary work. You apply for the mental health support \
directly with the providers named on gov.uk, not through the main application.`,
    sources: ['https://www.gov.uk/access-to-work'],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-access-to-work-apply',
    family: 'disability',
    title: 'How to apply for Access to Work',
    keywords: [
      'apply for access to work',
      'access to work application',
      'access to work form',
      'how long does access to work take',
      'access to work assessment',
      'atw apply',
      'when to apply access to work',
      'access to work claim',
    ],
    body: `You can apply for Access to Work online on gov.uk, or by phone. You can apply once you're in paid \
work, or if you're due to start or return to paid work within the next 12 weeks, so you can usually apply as \
soon as you accept a job offer.

You'll be asked for:
• your contact details
• your workplace address and postcode
• how your condition affects your work, and what support you think you need
• a workplace contact who can confirm your job, if you're employed (they won't be contacted without your \
permission)
• your Unique Taxpayer Reference, if you're self-employed

You don't need to know exactly what support you need. An adviser will contact you, and there may be an \
assessment of your needs.

Applications can take a while, so apply early.

Next step: before you start the form, jot down the tasks you find hard. It'll help you answer clearly.`,
    more: `Once you're approved, you'll get a letter explaining what's covered and how to claim. Costs are \
usually claimed back with receipts or invoices, so keep them. If your job or your needs change, tell Access \
to Work, as your grant may need updating. If forms or phone calls are hard for you, you can ask for \
adjustments to how they contact you, or have someone help you apply.`,
    sources: ['https://www.gov.uk/access-to-work'],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-confident',
    family: 'disability',
    title: 'Disability Confident employers',
    keywords: [
      'disability confident',
      'disability confident employer',
      'guaranteed interview',
      'guaranteed interview scheme',
      'offer an interview scheme',
      'two ticks',
      'disability confident leader',
      'disability confident committed',
      'disability friendly employers',
    ],
    body: `Disability Confident is a government scheme for employers who commit to recruiting and keeping \
disabled people. You'll see its badge on job adverts and careers pages.

There are three levels:
• Level 1: Disability Confident Committed
• Level 2: Disability Confident Employer
• Level 3: Disability Confident Leader

Many Disability Confident employers offer an interview to disabled applicants who meet the minimum criteria \
for the job, often called a guaranteed interview scheme. You usually opt in by ticking a box on the \
application. It gets you an interview, not the job, so prepare as you would for any interview.

These employers have also committed to making reasonable adjustments when they recruit, so it's a good place \
to ask for what you need.

Next step: look for the Disability Confident badge on adverts near you, and check whether they offer an \
interview scheme.`,
    more: `Disability Confident replaced the old "two ticks" symbol. The badge shows a commitment, not a \
promise of a perfect employer, so ask about support at interview. The Civil Service runs its own Disability \
Confident scheme, offering an interview to disabled candidates who meet the minimum criteria. Opting in is \
your choice: if you'd rather not share your disability at that stage, you don't have to.`,
    sources: [
      'https://www.gov.uk/government/collections/disability-confident-campaign',
      'https://www.gov.uk/rights-disabled-person/employment',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-autism',
    family: 'disability',
    title: 'Autism at work',
    keywords: [
      'autism',
      'autistic',
      'asd',
      'aspergers',
      'autism at work',
      'autism interview',
      'sensory issues at work',
      'neurodivergent',
      'autism adjustments',
    ],
    body: `Autistic people bring real strengths to work, and the right setup makes a big difference. Autism \
can count as a disability under the Equality Act, so you can ask for reasonable adjustments.

Adjustments autistic people often find helpful:
• clear, written instructions and direct communication
• a predictable routine, with notice of changes
• a quieter workspace, noise-cancelling headphones or different lighting
• a named person to go to with questions
• regular, structured check-ins with your manager
• at interview: questions in advance, plain wording, or a practical task instead

You choose whether to tell an employer you're autistic. Some people share the diagnosis; others just explain \
what helps them work best.

Access to Work can help with things like a job coach or support worker.

Next step: list your three most useful adjustments, so you're ready to ask when the time comes.`,
    more: `The National Autistic Society has guidance on work for autistic adults. If interviews are hard \
for you, ask whether they can send the questions ahead, let you write some answers, or let you show your \
skills in a practical task. Sensory needs at work are real needs: lighting, noise and uniforms can all be \
adjusted. You can ask for adjustments while you're waiting for an assessment; a diagnosis isn't always \
needed.`,
    sources: [
      'https://www.nhs.uk/conditions/autism/',
      'https://www.autism.org.uk/',
      'https://www.gov.uk/access-to-work',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-adhd',
    family: 'disability',
    title: 'ADHD at work',
    keywords: [
      'adhd',
      'add',
      'adhd at work',
      'attention deficit',
      'adhd adjustments',
      'cant focus at work',
      'adhd interview',
      'adhd access to work',
      'forgetful at work',
    ],
    body: `ADHD can count as a disability under the Equality Act if it has a substantial, long-term effect \
on your daily life, so you can ask for reasonable adjustments.

Adjustments that often help with ADHD:
• written instructions and to-do lists, with clear priorities
• big tasks broken into smaller steps with deadlines
• a quieter spot, or headphones, to cut distractions
• flexible start times, or more frequent short breaks
• reminders, planners or apps for tasks and appointments
• regular short check-ins with your manager

Think about the kind of day that helps you focus. Many people with ADHD do well in jobs with variety, \
movement or hands-on tasks.

You don't have to share your diagnosis, but explaining what helps you work well makes adjustments easier to \
agree.

Access to Work can fund things like coaching or assistive software.

Next step: note when you focus best, and build that into your request.`,
    more: `If you're waiting for an assessment, you can still ask for adjustments based on the difficulties \
you have now. ADHD often comes with strengths like energy, creativity and quick thinking, which are worth \
mentioning at interview. If the timing of medication affects your day, that can be part of an adjustment \
conversation too. ADHD charities have more tips for work.`,
    sources: [
      'https://www.nhs.uk/conditions/attention-deficit-hyperactivity-disorder-adhd/',
      'https://www.gov.uk/access-to-work',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-dyslexia',
    family: 'disability',
    title: 'Dyslexia at work',
    keywords: [
      'dyslexia',
      'dyslexic',
      'dyspraxia',
      'dyscalculia',
      'reading difficulties',
      'bad at spelling',
      'dyslexia test for job',
      'dyslexia adjustments',
      'learning difficulty',
    ],
    body: `Dyslexia can count as a disability under the Equality Act, so employers must consider reasonable \
adjustments for you, at interview and at work.

Adjustments that often help:
• extra time for written tests, or taking them on a computer
• application forms in a different format, or help filling them in
• instructions given out loud as well as in writing
• text-to-speech or speech-to-text software, and spell checkers
• documents in a clear font, or on coloured paper
• time to read papers before meetings

You can ask for adjustments to an online test or assessment: tell the employer when you're invited to it.

Access to Work can fund assistive software, equipment or specialist coaching for people with dyslexia.

Next step: before your next application, decide which adjustment would help most with their tests, and ask \
for it when you're invited.`,
    more: `The British Dyslexia Association has workplace guidance and information about assessments. If you \
were never assessed, you can still ask for adjustments based on the difficulties you notice. Similar support \
can help with dyspraxia and dyscalculia. Many people with dyslexia are strong at problem solving, practical \
work and seeing the bigger picture, so use those strengths in your CV and at interview.`,
    sources: [
      'https://www.nhs.uk/conditions/dyslexia/',
      'https://www.bdadyslexia.org.uk/',
      'https://www.gov.uk/access-to-work',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-mental-health',
    family: 'disability',
    title: 'Anxiety, depression and other mental health conditions at work',
    keywords: [
      'mental health at work',
      'bipolar',
      'ptsd',
      'mental health condition job',
      'mental health adjustments',
      'wellness action plan',
      'ocd',
      'anxiety',
      'depression',
      'anxiety adjustments',
    ],
    body: `A mental health condition such as depression, anxiety, bipolar disorder or PTSD can count as a \
disability under the Equality Act if it has a substantial, long-term effect. Then your employer must make \
reasonable adjustments.

Adjustments that often help:
• flexible hours, or a later start if medication makes mornings hard
• time off for therapy or appointments
• a phased return after time off
• regular check-ins, and clear priorities when things get busy
• a quiet place to take a break
• working from home some days, where the job allows

A Wellness Action Plan, free from Mind, helps you set out what keeps you well at work, your early warning \
signs, and what your manager can do to help.

Access to Work also has a free, confidential mental health support service to help you start or stay in \
work.

Next step: fill in a Wellness Action Plan for yourself. You decide whether to share it.`,
    more: `You don't have to tell an employer about a mental health condition, but if you want adjustments, \
they'll need to know enough to help. Many employers have mental health first aiders, or an employee \
assistance programme offering free counselling. If work is making things worse, talk to your GP, who can \
give you a fit note suggesting changes to your work. Mind's website has more on your rights at work.`,
    sources: [
      'https://www.mind.org.uk/',
      'https://www.gov.uk/access-to-work',
      'https://www.acas.org.uk/reasonable-adjustments',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-should-i-tell',
    family: 'disability',
    title: 'Should you tell an employer about a disability?',
    keywords: [
      'should i tell my employer',
      'disclose disability',
      'declare disability',
      'tell work about my condition',
      'hide my disability',
      'do i have to say im disabled',
      'disclose health condition',
      'mention disability on application',
    ],
    body: `Telling an employer about a disability or health condition is your choice. For most jobs there's \
no legal duty to tell them, and they mustn't treat you worse because you do.

Reasons people choose to tell:
• to get reasonable adjustments: an employer only has to make them once they know, or could reasonably be \
expected to know
• to use a guaranteed interview scheme
• so a manager understands absences or appointments
• it can be a relief not to hide it

Reasons people wait:
• worry about being judged, especially at the application stage
• the condition doesn't affect the job

You can tell them at any time: on the application, at interview, after an offer, or once you've started. \
Some safety-critical roles, like driving jobs, have rules about certain conditions that you do need to \
follow.

Next step: decide what you'd want the employer to do with the information. That often answers when to tell \
them.`,
    more: `Diversity monitoring forms are usually kept separate from your application and used for \
statistics, not for deciding who gets the job. If you tell an employer, you can ask them to keep it \
confidential and agree who else is told. NewLeaf's disclosure page lets you choose whether employers see \
that you have a disability. If you're unsure, talk it through with someone you trust, or ask a Jobcentre \
disability employment adviser.`,
    sources: [
      'https://www.gov.uk/rights-disabled-person/employment',
      'https://www.acas.org.uk/reasonable-adjustments',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-how-to-tell',
    family: 'disability',
    title: 'How to tell an employer about a disability',
    keywords: [
      'how to tell my employer about my disability',
      'how to disclose my condition',
      'what to say about my disability',
      'telling my manager',
      'explain my condition',
      'wording for disability',
      'disclosing at interview',
      'disability conversation',
    ],
    body: `When you decide to tell an employer, it helps to keep it short and about work:

• What it is, in your words: "I have epilepsy", or "I have a long-term condition". You choose how much \
detail.
• How it affects work, if it does: "I sometimes need time off for hospital appointments."
• What helps: "A set break time helps me manage it."
• What you're good at: bring it back to the job.

You can do this in a meeting, by email, or in a short note with your application. Writing it down first \
helps you stay calm and get the words right.

Ask them to keep it confidential, and agree who else needs to know. Keep a copy of anything you send.

Next step: write your four lines, covering what it is, how it affects work, what helps and what you bring, \
and read them aloud.`,
    more: `On NewLeaf, you can also choose on the disclosure page whether employers see that you have a \
disability, so they know before you meet. If an employer reacts badly, stay calm, and write down what was \
said afterwards. Under the Equality Act they must not treat you less favourably because of your disability. \
If they ask questions you're not comfortable with, you can say you'd prefer to focus on the practical side: \
what you need at work.`,
    sources: [
      'https://www.gov.uk/rights-disabled-person/employment',
      'https://www.acas.org.uk/reasonable-adjustments',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-health-questions',
    family: 'disability',
    title: 'Health questions before a job offer',
    keywords: [
      'health questions before job offer',
      'section 60',
      's60 equality act',
      'health questionnaire',
      'can they ask about my health',
      'medical questions at interview',
      'how many sick days',
      'occupational health',
      'pre-employment health check',
    ],
    body: `Under section 60 of the Equality Act 2010, an employer generally must not ask about your health \
or disability before offering you a job. That includes questions about how many sick days you've had.

There are some exceptions. Before an offer they can ask:
• whether you need adjustments for the interview or any tests
• whether you can do something central to the job, like heavy lifting in a warehouse role
• questions for diversity monitoring, or to run a guaranteed interview scheme

After a job offer, they can ask health questions or send you to occupational health. They still mustn't \
discriminate, and if a condition affects the job, they should consider reasonable adjustments before \
withdrawing the offer.

If you're asked something that isn't allowed, you can politely ask how it relates to the role.

Next step: if you think a question broke the rules, get advice from the Equality Advisory and Support \
Service or Acas.`,
    more: `You can't bring a tribunal claim just because you were asked a banned question, but if the answer \
is then used against you, for example you're rejected because of it, that can be disability discrimination. \
The Equality and Human Rights Commission enforces the rule on asking. Keep a copy or a note of the question. \
After an offer, be honest on an occupational health form: it's there to make sure the right support is in \
place.`,
    sources: [
      'https://www.legislation.gov.uk/ukpga/2010/15/section/60',
      'https://www.equalityhumanrights.com/',
      'https://www.equalityadvisoryservice.com/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-discrimination',
    family: 'disability',
    title: 'Disability discrimination: what to do',
    keywords: [
      'disability discrimination',
      'treated unfairly because of disability',
      'discriminated against',
      'employment tribunal',
      'acas early conciliation',
      'eass',
      'equality advisory support service',
      'refused adjustments',
      'grievance',
      'sacked because of disability',
      'turned down because of my disability',
      'refusing my adjustments',
      'tribunal',
    ],
    body: `If you think you've been treated unfairly because of a disability, whether when applying, at \
work, or by being refused reasonable adjustments, you have options:

• Write down what happened, when, and who was involved. Keep emails, letters and notes.
• Raise it informally with your manager or HR, if you feel able to.
• If that doesn't work, raise a formal grievance in writing, following your employer's grievance procedure.
• Get free advice: Acas on your rights at work, the Equality Advisory and Support Service (EASS), or \
Citizens Advice.

If you want to take a claim to an employment tribunal, you usually have to contact Acas first for "early \
conciliation". Time limits are short and run from when the discrimination happened, so don't wait to get \
advice.

Next step: start your written record today, while the details are fresh.`,
    more: `Discrimination can be direct (treating you worse because you're disabled), indirect (a rule that \
puts disabled people at a disadvantage without good reason), harassment, or victimisation for complaining. \
"Discrimination arising from disability" covers being treated badly because of something linked to it, like \
sickness absence. A trade union can support you if you're a member. Job applicants are protected too: you \
don't have to be an employee.`,
    sources: [
      'https://www.acas.org.uk/',
      'https://www.equalityadvisoryservice.com/',
      'https://www.citizensadvice.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-fit-notes',
    family: 'disability',
    title: 'Fit notes and sickness absence',
    keywords: [
      'may be fit for work',
      'fit for work',
      'fit note',
      'sick note',
      'sickness absence',
      'off sick',
      'self certify',
      'may be fit for work',
      'ssp',
      'statutory sick pay',
      'return to work meeting',
      'phased return',
    ],
    body: `If you're ill and off work:

• For the first 7 days, counting non-working days, you can self-certify. Your employer may have a form for \
this. You don't need a fit note.
• After 7 days, your employer can ask for a fit note. GPs and hospital doctors can issue one, and so can \
some nurses, pharmacists, occupational therapists and physiotherapists.
• A fit note says either that you're "not fit for work", or that you "may be fit for work" with changes, \
like reduced hours, lighter duties or a phased return.

Follow your employer's sickness policy: who to contact, by when, and how often to keep in touch.

If you're disabled, your employer should consider adjustments to how they apply their sickness policy, for \
example for disability-related absence.

You may be entitled to Statutory Sick Pay (SSP) or your employer's own sick pay. Check gov.uk for the \
current rules.

Next step: find your employer's sickness policy now, before you need it.`,
    more: `A "may be fit for work" note is advice to your employer, not an order. They should discuss the \
suggested changes with you, and if they can't make them, the note counts as evidence that you're not fit for \
work for that time. Return-to-work meetings are normal, and a good chance to agree support. If absences are \
building up because of a health condition, talk to your manager early about adjustments or Access to Work.`,
    sources: ['https://www.gov.uk/government/collections/fit-note', 'https://www.gov.uk/statutory-sick-pay'],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-hidden',
    family: 'disability',
    title: 'Hidden and invisible disabilities',
    keywords: [
      'hidden disability',
      'invisible disability',
      'sunflower lanyard',
      'chronic illness',
      'chronic pain',
      'fibromyalgia',
      'crohns',
      'long covid',
      'epilepsy at work',
      'diabetes at work',
      'people dont believe im ill',
      'cant see my condition',
    ],
    body: `Many disabilities can't be seen, like chronic pain, fatigue, diabetes, epilepsy, Crohn's disease, \
hearing loss, long COVID or mental health conditions. If they have a substantial, long-term effect on daily \
life, the Equality Act can cover them just like visible ones.

What that means for you:
• You have the same right to reasonable adjustments, such as flexible hours, rest breaks, or time for \
appointments.
• Because people can't see it, you may need to explain what you need more clearly.
• Symptoms that come and go still count if the condition is long-term.

Some people wear the Hidden Disabilities Sunflower lanyard to quietly show they may need a bit more time or \
help. It's optional.

You don't have to prove your condition to colleagues. Only your employer needs enough information to support \
you.

Next step: note your good and bad days for a week; it'll help you explain which adjustments would really \
help.`,
    more: `Conditions that limit your energy often benefit from flexible hours, working from home, or a \
parking space near the door. If a colleague doubts you, you don't owe them your medical history: talk to \
your manager or HR if it becomes a problem. Some conditions, like cancer, HIV and multiple sclerosis, are \
covered from diagnosis. Access to Work can help with hidden disabilities too.`,
    sources: [
      'https://www.gov.uk/definition-of-disability-under-equality-act-2010',
      'https://www.acas.org.uk/reasonable-adjustments',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'disability-benefits-work',
    family: 'disability',
    title: 'Working with a long-term condition and benefits',
    keywords: [
      'work and benefits',
      'pip and working',
      'limited capability for work',
      'lcw',
      'lcwra',
      'esa permitted work',
      'will working affect my benefits',
      'work allowance',
      'part time work on benefits',
    ],
    body: `Working with a health condition can affect your benefits, but often less than people fear:

• PIP (Personal Independence Payment) isn't based on income, so working doesn't stop it by itself. Do tell \
them if your condition or needs change.
• Universal Credit: if you have limited capability for work, you may get a work allowance, meaning you can \
earn a set amount before your UC starts to go down. After that it reduces gradually, so you're usually \
better off working.
• ESA: you may be able to do "permitted work", within limits on hours and earnings.

Always report a new job or a change in your earnings, to avoid overpayments you'd have to pay back.

Access to Work doesn't affect your benefits.

Next step: use a benefits calculator on gov.uk, or ask Citizens Advice or your Jobcentre work coach, to see \
how a particular job would affect you.`,
    more: `Rules and amounts change, often each April, so check current figures on gov.uk rather than \
relying on old advice. Ask your work coach before you start what would happen if the job doesn't work out, \
so you know where you'd stand. The money part of this guide covers pay, tax and budgeting in more detail.`,
    sources: [
      'https://www.gov.uk/pip',
      'https://www.gov.uk/benefits-calculators',
      'https://www.citizensadvice.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
] as const satisfies readonly GuideArticle[];

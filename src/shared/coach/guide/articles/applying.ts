import type { GuideArticle } from '../types';

/**
 * Applying for work: CVs, cover letters, application forms and interviews (England and Wales).
 * Reviewed 2026-11-27 against the sources named on each article.
 */
export const APPLYING_ARTICLES = [
  {
    id: 'cv-basics',
    family: 'cv',
    title: 'Writing a CV: the basics',
    keywords: [
      'how to write a cv',
      'write a cv',
      'make a cv',
      'resume',
      'curriculum vitae',
      'cv layout',
      'first cv',
      'cv template',
      'what goes on a cv',
      'cv sections',
    ],
    body: `A CV is a short summary of what you can offer an employer. In the UK it usually has these \
sections, in this order:

• Your name and contact details: phone, email and town
• A short profile: three or four lines on who you are and the work you want
• Work experience, most recent first, with a few lines on what you did and achieved
• Skills, licences and cards, like a CSCS card or a forklift licence
• Education and training, including courses done anywhere
• References: "Available on request" is fine

Keep the words plain and the layout simple. Use one clear font, the same style of heading throughout, and \
check the spelling twice. Write it once in full, then adjust it a little for each job.

A good first step: list every job, course and volunteer role you've done, with rough dates. NewLeaf's CV \
builder can then take you through it step by step.`,
    more: `Start each line with an active word: "served", "loaded", "trained", "fixed", "organised". Short \
phrases read better than long sentences, and you can leave out "I". Save it as a PDF unless the employer \
asks for Word, and name the file with your name, like "Sam-Jones-CV.pdf". Ask someone you trust, a Jobcentre \
work coach or a National Careers Service adviser to read it through: fresh eyes catch mistakes you can't \
see. Keep a master copy with everything in it, and make shorter versions from it for each job.`,
    links: ['cv-builder'],
    sources: [
      'https://nationalcareers.service.gov.uk/careers-advice/cv-sections',
      'https://nationalcareers.service.gov.uk/careers-advice',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-length-format',
    family: 'cv',
    title: 'How long a CV should be, and the UK format',
    keywords: [
      'cv length',
      'how long should a cv be',
      'how many pages',
      '2 page cv',
      'one page cv',
      'cv format uk',
      'cv font',
      'pdf or word',
      'a4',
      'too long',
    ],
    body: `In the UK a CV is usually no more than two sides of A4. If you have little work history, one \
full page is fine: don't stretch it with padding.

Format rules employers expect:
• A clear font such as Arial or Calibri, size 10 to 12, with bold headings
• Most recent jobs first
• Dates as month and year, or just years for older roles
• No photo, date of birth or marital status: they aren't part of a UK CV
• Plenty of white space and the same spacing throughout, so it's easy to skim

Send it as a PDF unless the advert asks for a Word document, and put your name in the file name.

If yours runs to three pages, cut older jobs to one line each and remove anything that doesn't help with the \
job you're applying for.`,
    more: `Employers often skim a CV quickly on a first look, so put the most useful things on the top half \
of page one: your profile and your most relevant experience or skills. Jobs from more than 10 to 15 years \
ago can go in a short "Earlier work" line. If you print it, use plain white paper, single-sided. Advice that \
a CV must fit on one page mostly comes from the US: in the UK, two pages is normal and expected.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/cv-sections'],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-no-experience',
    family: 'cv',
    title: 'A CV with no work experience',
    keywords: [
      'no experience',
      'never worked',
      'no work history',
      'first job',
      'cv with nothing on it',
      'no jobs',
      'school leaver',
      'empty cv',
      'never had a job',
    ],
    body: `Everyone starts somewhere, and a CV with no paid jobs can still show an employer you're worth \
meeting. Lead with what you can do, not what you haven't done.

Things that count:
• Volunteering: a community group, a food bank, a place of worship
• Courses and qualifications, including short ones like food hygiene or first aid
• Work or training done in prison, at college or on a programme
• Responsibilities at home: caring for someone, managing a budget, fixing things
• Sport, clubs or hobbies that show reliability or teamwork

Use a skills-based layout: a short profile, then three or four skills headings, like "Customer service" or \
"Practical skills", with a real example under each. Put education and training next.

Try writing one example for each skill the job advert asks for, even if it comes from everyday life.`,
    more: `Entry-level adverts often say "no experience needed" or "full training given": those employers \
care most about attitude, reliability and willingness to learn, so say that clearly in your profile, with an \
example. A short free course gives you something concrete to add quickly; your Jobcentre work coach or the \
National Careers Service can point you to local ones. Sector-based work academies, arranged through the \
Jobcentre, combine short training, a work placement and a guaranteed interview, so ask your work coach \
whether any are running near you.`,
    sources: [
      'https://nationalcareers.service.gov.uk/careers-advice/cv-sections',
      'https://nationalcareers.service.gov.uk/careers-advice',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-gaps',
    family: 'cv',
    title: 'Explaining a gap in your CV',
    keywords: [
      'cv gap',
      'gap in cv',
      'gap in employment',
      'unemployed for years',
      'employment gap',
      'years out of work',
      'explain gap',
      'time out of work',
      'long term unemployed',
      '3 year gap',
    ],
    body: `Gaps are common and employers see them all the time. What worries them is a gap with no \
explanation, so a short, honest line works better than hoping they won't notice.

• Put the gap in your work history like any other entry, with dates and one line: "2022 to 2025: career \
break, caring for a family member" or "2023 to 2024: time out for health reasons, now ready to return".
• Add anything useful you did in that time: courses, volunteering, helping family, learning a skill.
• Giving years rather than months for older jobs stops short gaps standing out.
• You don't have to give private details. "Health reasons" or "personal reasons" is enough on paper.

Then prepare two calm sentences for the interview: what the gap was, what you did, and why you're ready now.

Even a three-year gap isn't the end of the road: what matters is what you'd bring to the job today.`,
    more: `A skills-based (functional) CV puts your skills first and your dates further down, which helps \
when gaps are long. Never invent a job or stretch dates to cover a gap: employers may check, and being found \
out later can cost you the job. Gaps for prison, illness or caring each have their own honest wording; ask \
about those. End your profile with what you're ready for now, for example "Ready to return to full-time \
warehouse work".`,
    sources: [
      'https://unlock.org.uk/advice/explaining-gaps-cv/',
      'https://nationalcareers.service.gov.uk/careers-advice/cv-sections',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-gap-prison',
    family: 'cv',
    title: 'A gap for time in prison',
    keywords: [
      'prison gap',
      'time inside',
      'been inside',
      'locked up',
      'hmp on cv',
      'what to put for prison years',
      'courses done inside',
      'ex offender cv',
      'count as experience',
      'kitchen inside',
    ],
    body: `You don't have to write "prison" on your CV. Your CV shows what you can do; whether and how you \
tell an employer about a conviction is a separate step, when they ask or when you choose. What you must not \
do is lie: don't invent a job or stretch dates to hide the time.

Honest ways to fill those years:
• List work you did inside as work, by what you did: "Kitchen assistant, 2022 to 2024: prepared 300 meals a \
day".
• Put qualifications under the awarding body, like City & Guilds or NCFE, in Education and training.
• Describe roles such as wing cleaner, orderly, peer mentor or Listener by the skills they used.
• You can name the place, like "HMP Leeds", or leave the employer line out.

If an employer asks where this was, answer honestly and briefly. Unlock's advice on gaps has more wording \
ideas.

Before you start, write down each job, course and role you had inside, with dates.`,
    more: `If you'd rather be open from the start, one line works: "2021 to 2024: in custody. Completed \
Level 2 Food Hygiene and worked full-time in the kitchen." Some fair-chance employers welcome this, and it \
takes away the worry of the question. Qualification certificates normally show the awarding body, not the \
prison. If you've lost certificates, the awarding body can usually send replacements, sometimes for a fee. \
Unlock's helpline and Nacro can help you decide how open to be for the jobs you want.`,
    sources: ['https://unlock.org.uk/advice/explaining-gaps-cv/', 'https://www.nacro.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-gap-illness-caring',
    family: 'cv',
    title: 'A gap for illness or caring',
    keywords: [
      'gap for illness',
      'off sick',
      'depression gap',
      'mental health gap',
      'carer',
      'caring for mum',
      'stay at home parent',
      'maternity',
      'career break',
      'looking after family',
    ],
    body: `Time out for your health or to care for someone is a normal reason for a gap, and you don't have \
to give medical or family details on a CV.

Simple wording that works:
• "2021 to 2024: career break to care for a family member"
• "2022 to 2023: time out for health reasons, now ready to return to work"
• "2019 to 2024: full-time parent"

Underneath, add what you did or learned if it helps: organising appointments and medication, running a \
household budget, a course you took, volunteering as you recovered.

If it comes up at interview, keep it short and point forward: "I took time out to look after my health. \
That's well managed now and I'm ready to get back to work." You choose how much to share.

Before a job offer, employers can ask about health only for limited reasons, such as adjustments you need \
for the interview.`,
    more: `If your condition counts as a disability under the Equality Act 2010, an employer must not treat \
you less favourably because of it, and must make reasonable adjustments to the recruitment process if you \
need them. You can share a condition to ask for adjustments, or not share it at all. If you still have \
caring duties, you have the right to request flexible working from your first day in a job. Carers UK has \
advice on going back to work while caring.`,
    sources: [
      'https://www.gov.uk/rights-disabled-person/employment',
      'https://www.gov.uk/flexible-working',
      'https://www.carersuk.org/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-references-after-prison',
    family: 'cv',
    title: "References if you've been in prison",
    keywords: [
      'references prison leaver',
      'referee',
      'who can be my reference',
      'no references',
      'dont have any references',
      'character reference',
      'no previous employer',
      'probation officer as referee',
    ],
    body: `Most employers ask for two references, usually after an offer. If you haven't had a recent \
employer, other people can speak for you:

• A workplace instructor or manager from prison work, or from a probation-approved work placement
• A volunteering manager at a charity or community project
• A tutor or trainer from a course you did, inside or outside
• A mentor or support worker who knows how reliable you are
• A character reference from someone respected who knows you well and isn't family

Ask each person first, tell them about the job, and check which contact details they want you to give. A \
prison or probation referee will show where you were, so plan how you'll talk about that with the employer \
before they call.

Write "References available on request" on your CV, and keep a list of two or three names ready.`,
    more: `A reference can simply confirm your dates and role, or say more about your work and character. \
Many employers only confirm basic facts, so a short reference isn't a bad sign. If you worked before your \
sentence, a former manager may still be willing: it's worth asking. Volunteering for even a few weeks gives \
you a current referee. Offers are often "subject to references", so give working contact details and let \
your referees know a call or email may come.`,
    sources: [
      'https://www.nacro.org.uk/',
      'https://unlock.org.uk/',
      'https://nationalcareers.service.gov.uk/careers-advice/cv-sections',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-skills-based',
    family: 'cv',
    title: 'A skills-based (functional) CV',
    keywords: [
      'skills based cv',
      'functional cv',
      'skills cv',
      'cv without dates',
      'cv for gaps',
      'chronological or functional',
      'cv for career gaps',
      'cv format little experience',
    ],
    body: `A skills-based CV, sometimes called a functional CV, puts what you can do at the top and your \
job history lower down and shorter. It suits you if you have gaps, little work history, or you're changing \
the kind of work you do.

How to set it out:
• Contact details and a short profile
• Key skills: three to five headings that match the job advert, like "Customer service", "Manual handling" \
or "Teamwork", each with one or two real examples
• Work history: job titles, places and dates in a brief list
• Education, training and licences
• References

Make each example specific: what you did, where, and what came of it. "Trained four new starters on the \
till" says more than "good communicator".

Start by picking the three skills the advert mentions most.`,
    more: `Some recruiters are wary of CVs with no dates at all, so keep a short dated work history, even a \
few lines. Examples can come from anywhere: paid work, prison jobs, volunteering, courses, caring or running \
a home. Unlock suggests this layout for people whose records have left gaps. Online systems read simple \
layouts best, so use plain headings like "Skills", "Work history" and "Education" rather than tables or \
columns.`,
    sources: [
      'https://unlock.org.uk/advice/explaining-gaps-cv/',
      'https://nationalcareers.service.gov.uk/careers-advice/cv-sections',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-volunteering',
    family: 'cv',
    title: 'Volunteering on your CV',
    keywords: [
      'volunteering on cv',
      'voluntary work on cv',
      'unpaid work on cv',
      'charity work',
      'food bank',
      'help out at a charity',
      'does volunteering count',
      'charity shop',
    ],
    body: `Volunteering counts as experience, and employers value it. Put it in your work history like a \
job, especially if you have little paid work:

"Volunteer, warehouse team, [charity name], March 2025 to now
• Sort and pack around 200 food parcels a week
• Show new volunteers how to lift safely
• Cover Saturday shifts"

Give the role, the organisation, the dates and what you actually did, with numbers if you have them. If it's \
regular, say how often. Volunteering also gives you a current referee, which helps if you have no recent \
employer.

Not volunteering yet? Local charities, community centres and your council's volunteer centre list roles. \
Pick one linked to the work you want: a charity shop for retail, a community kitchen for catering.`,
    more: `If you claim benefits, you can usually volunteer as long as you're only paid expenses and you \
keep to your claimant commitment, but tell your work coach first. Volunteering you did in prison counts too, \
such as peer mentoring or Listener work. If volunteering is your main recent experience, put it at the top \
of your work history under a heading like "Work and volunteering".`,
    sources: [
      'https://www.gov.uk/volunteering',
      'https://nationalcareers.service.gov.uk/careers-advice/cv-sections',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-ats',
    family: 'cv',
    title: 'Making your CV ATS-friendly',
    keywords: [
      'ats',
      'applicant tracking system',
      'ats friendly',
      'rejected automatically',
      'cv scanner',
      'keywords',
      'robot reading my cv',
      'cv not getting through',
      'ats score',
      'computer rejects cv',
    ],
    body: `Many big employers and job sites use an applicant tracking system (ATS): software that reads \
your CV and sorts it before a person sees it. It can miss things in a fancy layout.

To get through:
• Use a simple one-column layout, with no tables, text boxes, pictures or icons
• Put your contact details in the main text, not in the header or footer
• Use standard headings: Profile, Work history, Skills, Education
• Use the advert's words where they're true for you: if it says "stock replenishment" and "counterbalance \
forklift", use those exact terms
• Choose a common font and save as Word or PDF, as the advert asks

Don't paste in the whole advert or hide keywords in white text: recruiters notice.

NewLeaf's CV builder shows an ATS score as you edit and can download a plain ATS version as Word or text.`,
    more: `Keywords are usually the skills, tools, licences and qualifications in the advert: "CSCS card", \
"Level 2 Food Hygiene", "Microsoft Excel", "till operation". Spell out an abbreviation once, such as \
"Construction Skills Certification Scheme (CSCS)". Use the advert's job title in your profile when it's \
honest, for example "warehouse operative" rather than "picker". When a site reads your uploaded CV to fill \
in a form, check every box: mistakes are common.`,
    links: ['cv-builder'],
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/cv-sections'],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-tailoring',
    family: 'cv',
    title: 'Tailoring your CV to each job',
    keywords: [
      'tailor cv',
      'change cv for each job',
      'match cv to job',
      'job description',
      'person specification',
      'same cv for every job',
      'customise cv',
      'essential criteria',
      'sent loads of cvs',
      'no replies',
    ],
    body: `Sending the same CV everywhere is one of the main reasons people hear nothing back. A few \
minutes of changes for each job makes a real difference.

• Read the advert and highlight what they ask for: skills, licences, hours, qualities
• Change your profile so the first line names the job: "Reliable kitchen porter with..."
• Move your most relevant experience and skills to the top
• Use their words where they're true for you
• Cut or shorten things that don't help with this job
• Make sure every "essential" requirement shows up somewhere, with an example

Keep a full master CV with everything in it, and save each tailored copy with the job's name, so you know \
what you sent when they call.

For your next application, pick the three things the advert repeats most and check your CV shows each one \
clearly.`,
    more: `If there's a person specification, it splits requirements into "essential" and "desirable": the \
essential ones decide who gets shortlisted, so cover each one. Look at the employer's website for what they \
care about, such as safety, customers or community, and echo it in your profile. If you're applying for very \
different jobs, like warehouse and care work, keep two master versions.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/cv-sections'],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-achievements-numbers',
    family: 'cv',
    title: 'Achievements with numbers',
    keywords: [
      'achievements',
      'numbers on cv',
      'quantify',
      'duties vs achievements',
      'what did i achieve',
      'cv bullet points',
      'accomplishments',
      'responsible for',
    ],
    body: `Employers remember numbers. Instead of listing duties ("responsible for picking orders"), show \
what you did and how much.

Numbers don't have to be money or sales targets. Counts count too:
• "Picked around 180 items an hour, above the site target"
• "Served about 150 customers a shift on a busy till"
• "Cleaned and reset 12 rooms a day to the hotel's standard"
• "Trained 5 new starters"
• "Full attendance for 18 months"
• "Worked in a team of 8 on a 40-home housing site"

A simple pattern: action word, then what, then how much or how often, then the result. Use honest, rough \
figures ("around", "up to") if you don't know exact ones.

Take your last two jobs or roles and write one line with a number for each.`,
    more: `Useful action words: served, packed, loaded, drove, built, repaired, trained, organised, \
improved, reduced, checked, led. Results can be about speed, accuracy, safety, customers or people: "no \
accidents", "cut waiting times", "praised by customers", "trusted to lock up". Work, volunteering and roles \
in prison can all give numbers: meals cooked, learners supported, areas cleaned. Only use numbers you can \
explain, because an interviewer may ask how you did it, and that's a ready-made answer.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/cv-sections'],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-personal-statement',
    family: 'cv',
    title: 'Writing your personal statement (profile)',
    keywords: [
      'personal statement',
      'personal profile',
      'cv summary',
      'profile summary',
      'about me',
      'cv intro',
      'opening paragraph',
      'summary section',
      'cv profile',
    ],
    body: `The personal statement, or profile, is the three or four lines at the top of your CV. It tells \
the employer who you are, what you offer and what you're looking for.

A simple shape:
• Who you are: "Hard-working warehouse operative with two years' experience in busy distribution centres."
• What you're good at: "Accurate picker, forklift trained, calm under pressure."
• What you want: "Looking for full-time shift work where I can keep learning."

Make it specific to the job, use the advert's words, and avoid empty phrases like "team player with a \
passion for excellence" unless you back them up. Short sentences without "I" read well.

NewLeaf's CV builder has a summary step, and its "Suggest" button can rewrite your draft for you to check \
and edit.`,
    more: `Change the profile for each kind of job: it's the part employers read first. If you're returning \
after a gap or changing career, add one forward-looking line: "Returning to work after caring for family, \
with up-to-date food hygiene training." Convictions and health don't belong here. Read it aloud: if it \
sounds like anyone could have written it, add one concrete detail, like a licence, a number or a type of \
workplace.`,
    links: ['cv-builder'],
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/cv-sections'],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-what-not-to-include',
    family: 'cv',
    title: 'What not to put on a CV',
    keywords: [
      'what not to put on a cv',
      'photo on cv',
      'date of birth',
      'age on cv',
      'marital status',
      'national insurance number',
      'cv mistakes',
      'hobbies',
      'reason for leaving',
      'nationality',
    ],
    body: `A UK CV leaves out anything that doesn't help the employer judge whether you can do the job. \
Leave off:

• A photo, unless it's for acting or modelling
• Your date of birth or age, marital status, children, religion or nationality
• Your full address: your town and the first part of your postcode are enough
• Your National Insurance number or bank details: these come after an offer
• Health conditions or a disability, unless you choose to mention them
• Convictions: a CV isn't the place; disclosure is a separate step
• Reasons for leaving jobs, or your past pay
• Long lists of hobbies, or anything negative about past employers

Also avoid jokey email addresses, text-speak and spelling mistakes.

Go through your CV line by line and ask: does this help me get this job? If not, cut it.`,
    more: `Under the Equality Act 2010, employers must not discriminate because of age, sex, race, \
religion, disability and other protected characteristics, and leaving those details out keeps the focus on \
your skills. If you have the right to work in the UK and an employer might wonder, one line such as "Full \
right to work in the UK" is fine. A driving licence is worth including if the job involves driving or \
getting to sites. CVs get shared and kept on file, so include only what you'd be happy for a stranger to \
read.`,
    sources: [
      'https://nationalcareers.service.gov.uk/careers-advice/cv-sections',
      'https://www.gov.uk/discrimination-your-rights',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-conviction',
    family: 'cv',
    title: 'Do I put my conviction on my CV?',
    keywords: [
      'conviction on my cv',
      'record on cv',
      'leave it off my cv',
      'put it on my cv',
      'declare on cv',
      'dbs on cv',
    ],
    body: `No. You don't have to put a conviction on your CV, and most people don't. A CV shows your skills \
and experience. Telling an employer about a criminal record is a separate step, and no law says your CV must \
mention it.

What the law does expect:
• If an employer asks about convictions, you must answer truthfully about any that are unspent.
• If your conviction is spent, you usually don't have to mention it at all, unless the job is one of the \
exceptions, such as work with children or vulnerable adults, that can ask about spent convictions.

So keep your CV about what you can do, and plan how you'll answer when they ask: on the form, at interview \
or after an offer.

NewLeaf's spent-record checker can work out whether yours is spent, and the disclosure page lets you choose \
what employers see.`,
    more: `Some people choose to be open early, especially with fair-chance or Ban the Box employers, and \
use a short line or a separate disclosure letter. That's your choice, not a rule. What matters is never \
lying when you're asked directly about an unspent conviction: that can lead to an offer being withdrawn or \
to dismissal later. If the job needs a DBS check, the certificate shows what it shows whatever your CV says, \
so prepare what you'll say. Unlock's helpline gives free, confidential advice.`,
    links: ['spent-checker', 'disclosure'],
    sources: [
      'https://www.gov.uk/exoffenders-and-employment',
      'https://www.gov.uk/government/publications/new-guidance-on-the-rehabilitation-of-offenders-act-1974',
      'https://unlock.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-older-workers',
    family: 'cv',
    title: 'A CV for older workers',
    keywords: [
      'older worker',
      'over 50',
      'over 60',
      'age discrimination',
      'too old',
      'cv at 55',
      'long career',
      'how far back should a cv go',
      'later in life',
    ],
    body: `Experience is a strength, and a good CV makes it easy to see. It also stops your age being the \
first thing an employer notices.

• Don't include your date of birth or age: a UK CV doesn't need it.
• Go back roughly 10 to 15 years in detail. Older jobs can be one line each, or a short "Earlier career" \
summary.
• You can leave off the dates of school qualifications.
• Show you're up to date: recent courses, current tickets and licences, and the computer or phone systems \
you use.
• Focus on results and reliability: training others, solving problems, staying calm.

Keep it to two pages: a long career doesn't need a long CV.

Start by picking the five or six achievements from your whole working life that best fit the jobs you want \
now.`,
    more: `Age is a protected characteristic under the Equality Act 2010, so an employer must not turn you \
down because of your age. Some adverts hint at age, such as "young, lively team": apply anyway if you fit \
the job. If you're moving into lighter or different work after years in one trade, a skills-based layout \
helps your experience fit the new job. The National Careers Service gives free advice to adults of any age, \
including help with your CV.`,
    sources: [
      'https://nationalcareers.service.gov.uk/careers-advice/cv-sections',
      'https://www.gov.uk/discrimination-your-rights',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-career-change',
    family: 'cv',
    title: 'A CV for a career change',
    keywords: [
      'career change',
      'change career',
      'new industry',
      'switching jobs',
      'different field',
      'no experience in this sector',
      'retrain',
      'new career',
      'change of direction',
    ],
    body: `When you move into a different kind of work, your CV needs to show how what you've done fits \
what you want to do next.

• Say it in your profile: "Former retail supervisor moving into warehouse work, with strong stock control \
and team skills."
• Put a skills section near the top, with the skills the new job needs and examples from your old work
• Shorten duties that don't carry across; expand the ones that do
• Add training for the new field, even short courses or cards, like a CSCS card for construction or a food \
hygiene certificate for catering
• Mention any volunteering or trial work in the new field

Employers want to know you understand the job and won't leave quickly, so show you've done your homework.

Look at three adverts for the new job and list the skills they share: that's your skills section.`,
    more: `National Careers Service job profiles describe the usual duties, routes in and pay for hundreds \
of jobs, which helps you use the right words. Apprenticeships in England have no upper age limit and let you \
earn while you train. Short, funded courses are often available through the Jobcentre or local colleges, so \
ask your work coach. If a conviction blocks a licence or sector you used to work in, focus on sectors where \
it's less of a barrier and where fair-chance employers are recruiting.`,
    sources: [
      'https://nationalcareers.service.gov.uk/explore-careers',
      'https://www.gov.uk/become-apprentice',
      'https://nationalcareers.service.gov.uk/careers-advice/cv-sections',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-transferable-skills',
    family: 'cv',
    title: 'Transferable skills',
    keywords: [
      'transferable skills',
      'soft skills',
      'what skills do i have',
      'skills from life',
      'skills list',
      'i have no skills',
      'examples of skills',
      'skills for cv',
    ],
    body: `Transferable skills are the ones you can take from one job, or from life, into another. Most \
people have more than they think.

Common ones employers want:
• Reliability: turning up on time, every time
• Communication: dealing calmly with customers, staff or officials
• Teamwork: working to a shared goal, covering for others
• Problem solving: fixing things, sorting out a mix-up
• Organisation: planning a week, managing a budget, meeting deadlines
• Practical skills: cooking, cleaning, DIY, driving, using a till or an app
• Resilience: coping with pressure and change

The trick is proof. Pair each skill with where you used it: "Handled complaints calmly on busy weekend \
shifts" or "Kept laundry running for a 60-person wing".

Write down five things you've done in the last few years, then name the skill each one shows.`,
    more: `Caring for someone shows patience, organisation and responsibility. Running a home on a tight \
budget shows money management. Jobs and courses in prison show routine, safety awareness and working with \
others. Sport shows commitment and teamwork. Match your skills to the words in the advert: if it asks for \
"attention to detail", use that phrase with your example.`,
    sources: [
      'https://nationalcareers.service.gov.uk/careers-advice/cv-sections',
      'https://nationalcareers.service.gov.uk/careers-advice',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-contact-details',
    family: 'cv',
    title: 'Email address and contact details',
    keywords: [
      'email address',
      'contact details',
      'professional email',
      'phone number on cv',
      'address on cv',
      'no fixed address',
      'no phone',
      'linkedin',
      'voicemail',
      'funny email',
    ],
    body: `Your contact details go at the top of your CV, under your name. Keep them simple and make sure \
they work:

• Phone: a number you'll answer, with a clear voicemail greeting
• Email: a plain address based on your name, like firstname.surname, adding a number if needed. Set up a \
free one for job hunting if yours is a nickname or a joke
• Location: your town and the first part of your postcode are enough
• LinkedIn, if you have a profile that's up to date

If you don't have a settled address yet, just put your town or area: employers mainly need to reach you by \
phone or email.

Check your email every day while you're applying, including the spam folder. Missed messages are a common \
way to lose an interview.

Set up a job-hunting email today and send yourself a test message.`,
    more: `No phone or internet of your own? Most libraries offer free computer and internet use, and \
Jobcentres have computers for job search. Record a short voicemail: "Hi, this is Sam Jones. Sorry I missed \
you, please leave a message." If you share a phone, tell people at home that employers may ring. Use the \
same email on your CV, your NewLeaf account and application forms so replies don't get lost.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/cv-sections'],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-newleaf-builder',
    family: 'cv',
    title: "Using NewLeaf's CV builder",
    keywords: [
      'cv builder',
      'newleaf cv',
      'cv on the app',
      'download cv',
      'cv pdf',
      'attach cv',
      'who can see my cv',
      'suggest button',
      'ats version',
      'ai suite',
    ],
    body: `NewLeaf's CV builder, in the AI Suite, takes you through six steps: template, personal info, \
summary, experience, skills and education, then a preview. It starts filled in from your profile and saves \
as you move between steps.

• The preview shows an ATS score that changes as you edit, a guide to how well job-site software is likely \
to read your CV.
• "Suggest" can rewrite your summary or an achievement: always check it's true and sounds like you.
• You can download a PDF in your chosen template, or a plain ATS version as Word or text for online forms.

When you apply for a job on NewLeaf, you can tick "Attach my CV". Only that employer can then open it, and \
you can untick it later on the application.

Open the CV builder and start with the summary step: it's what employers read first.`,
    more: `Employers don't see your CV from the builder on its own: they see it only when you attach it to \
an application. Keep your profile up to date too, because the builder starts from it. Use the PDF for \
emailing and printing, and the Word or text version when a job site asks you to upload a CV or paste it into \
boxes. If you apply for different kinds of work, change the summary and the order of your skills before each \
download.`,
    links: ['cv-builder'],
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/cv-sections'],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-education-training',
    family: 'cv',
    title: 'Education, qualifications and training',
    keywords: [
      'qualifications',
      'no qualifications',
      'no gcses',
      'education section',
      'courses on cv',
      'certificates',
      'functional skills',
      'lost certificates',
      'nvq',
      'prison courses',
    ],
    body: `Put education and training after your experience, or before it if qualifications are your \
strongest point. Most recent first.

• Include short courses and certificates, not just school: food hygiene, first aid, manual handling, health \
and safety, forklift, functional skills in English and maths.
• Give the name, level, awarding body if you know it, and the year: "Level 2 Award in Food Safety in \
Catering, Highfield, 2024".
• No GCSEs? Lead with what you do have: Functional Skills, NVQs, course certificates, or what you're \
studying now ("Level 1 English, in progress").
• Courses done in prison count: list them by awarding body and level like any other.

Lost a certificate? You can usually get a replacement from the awarding body or exam board, sometimes for a \
fee.

List every course you've done in the last five years, then pick the ones that fit the job.`,
    more: `For GCSEs one line is enough, such as "5 GCSEs including English and maths", or list grades if \
they help. Older qualifications like O levels or CSEs can stay as they are. In England, adults who don't \
already have a GCSE grade 4 (C) or equivalent in English or maths can usually study them free. Many colleges \
also run short, free courses for people looking for work: ask your local college or your work coach.`,
    sources: [
      'https://nationalcareers.service.gov.uk/careers-advice/cv-sections',
      'https://www.gov.uk/improve-english-maths-it-skills',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cv-licences-cards',
    family: 'cv',
    title: 'Licences, tickets and cards on your CV',
    keywords: [
      'cscs card',
      'driving licence',
      'forklift licence',
      'tickets',
      'sia licence',
      'cards and licences',
      'flt',
      'hgv',
      'penalty points',
      'points on licence',
    ],
    body: `Licences and cards can get you shortlisted, so make them easy to spot. If they matter for the \
job, add a short "Licences and certificates" section near the top of page one.

• Driving: "Full UK driving licence", with the category if it's relevant, like C or C+E
• Construction: "CSCS Green Labourer card, expires 2028"
• Warehouse: "Counterbalance forklift, RTITB accredited, 2025"
• Security: your SIA licence type, if you hold one
• Food and care: hygiene, first aid, moving and handling

Give the type, the awarding body if you know it, and the expiry date. Only list what you hold now; if \
something has expired or is in progress, say so.

If a job needs a card you haven't got, check the advert for "training provided": some employers pay for it.`,
    more: `Penalty points don't need to go on a CV. For driving jobs, the employer may check your licence \
record with your permission and may ask about motoring convictions. A CSCS Green Labourer card needs a short \
health and safety qualification and a test. The Jobcentre can sometimes fund training linked to a job offer \
or a sector you're aiming for, so ask your work coach before paying for a course yourself.`,
    sources: [
      'https://nationalcareers.service.gov.uk/careers-advice/cv-sections',
      'https://nationalcareers.service.gov.uk/explore-careers',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cover-letter-how-to',
    family: 'cover-letter',
    title: 'How to write a cover letter',
    keywords: [
      'cover letter',
      'covering letter',
      'write a cover letter',
      'cover letter structure',
      'letter with cv',
      'application letter',
      'how to start a cover letter',
      'motivation letter',
      'cover leter',
    ],
    body: `A cover letter is a short letter or email sent with your CV. It says which job you want and why \
you fit, and asks for an interview. Keep it to one page: three or four short paragraphs.

• Opening: the job you're applying for and where you saw it. "I'd like to apply for the Kitchen Porter job \
advertised on Indeed."
• Why you: two or three things from the advert you can do, each with a real example.
• Why them: one line on why you want to work for this employer.
• Close: thank them, say you'd welcome an interview, and when you're free.

Use their name if you have it ("Dear Ms Patel", ending "Yours sincerely"); if not, "Dear Hiring Manager" is \
fine. In an email, "Kind regards" works.

Don't repeat your whole CV: pick the best bits for this job. Write a first draft now and read it aloud to \
check it flows.`,
    more: `Look for a name on the advert or the company website, or ring and ask who's recruiting: it shows \
effort. Match the tone to the employer: friendly for a café, a little more formal for a council or hospital. \
Use the same contact details as on your CV. If the advert asks you to explain how you meet the criteria, \
answer that directly. A conviction or health condition doesn't need to go in a cover letter unless you've \
decided to tell them early.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'cover-letter-example',
    family: 'cover-letter',
    title: 'A short cover letter example',
    keywords: [
      'cover letter example',
      'cover letter sample',
      'cover letter template',
      'example letter',
      'short cover letter',
      'what to write in a cover letter',
      'letter i can copy',
    ],
    body: `Here's a short example to adapt. Change every detail to fit you and the job:

"Dear Mr Ahmed,

I'd like to apply for the Warehouse Operative role advertised on your website.

I have a year's experience of picking and packing, and regularly picked around 150 items an hour with high \
accuracy. I hold a counterbalance forklift licence and I'm used to early starts and rotating shifts.

Your reputation for training staff is a big reason I'm applying: I want to keep building my skills with a \
good employer.

I've attached my CV and would welcome the chance to talk at an interview. I'm free any day next week.

Yours sincerely,
Jordan Smith"

Keep yours under about 250 words, and make sure every line answers one question: why me, for this job?`,
    more: `For an email application, put the job title in the subject line ("Application: Warehouse \
Operative, ref WH23"), the letter in the body of the email, and attach your CV. Swap the middle paragraph \
for your strongest example for each job: it's the part employers read most closely. Short of work \
experience? Use an example from volunteering, a course, prison work or home life. Don't copy templates word \
for word: recruiters see the same ones again and again.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'cover-letter-speculative',
    family: 'cover-letter',
    title: 'A speculative cover letter',
    keywords: [
      'speculative letter',
      'speculative application',
      'cold email',
      'no vacancy advertised',
      'company not hiring',
      'not advertising jobs',
      'asking for work',
      'on spec',
      'hand in cv',
    ],
    body: `A speculative letter goes to an employer who hasn't advertised a job, asking whether they have, \
or will have, work. Plenty of jobs are filled without being advertised, so it's worth doing.

• Find a named person: the manager, owner or HR contact. Ring and ask who to write to.
• Say what work you're looking for and why them: "I'd like to work in groundworks, and your firm has a great \
local reputation."
• Give two or three reasons you'd be useful, with examples.
• Say what you're open to: full-time, part-time, shifts, a trial shift or work experience.
• Attach your CV and say you'll be in touch.

Then do follow up, with a polite call or email after a week or so.

Make a list of five local employers you'd like to work for, and send one letter this week.`,
    more: `Speculative letters work well with small local businesses, trades, hospitality and employers \
known for fair-chance hiring, such as Ban the Box employers and firms that work with prisons and charities. \
Handing in your CV and letter in person at a quiet time can work for shops, cafés and sites. Keep a note of \
who you contacted and when. If they say no for now, ask whether you can send your CV again in a few months, \
or whether they recruit through an agency.`,
    sources: [
      'https://nationalcareers.service.gov.uk/careers-advice',
      'https://www.bitc.org.uk/ufaq/what-is-the-ban-the-box-campaign/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cover-letter-conviction',
    family: 'cover-letter',
    title: 'Mentioning a conviction in a cover letter',
    keywords: [
      'conviction in cover letter',
      'disclose in covering letter',
      'mention prison',
      'ex offender cover letter',
      'should my letter say',
    ],
    body: `Usually, no. Most people keep the cover letter about their skills and save disclosure for when \
the employer asks: on the form, at interview or after an offer. No rule says you must mention a conviction \
in a cover letter.

Times it can make sense to be open early:
• The employer is a fair-chance or Ban the Box employer, or works with people leaving prison
• The gap in your history is obvious and you'd rather explain it on your terms
• The job needs a DBS check that will show it anyway

If you do, keep it to one or two positive sentences and offer more in person or in a separate disclosure \
letter: "I have a conviction from 2021 which I'm happy to talk about. Since then I've completed..."

If your conviction is spent, you usually don't need to mention it at all, unless the job can ask about spent \
convictions. NewLeaf's spent-record checker can tell you whether yours is spent.`,
    more: `A separate disclosure letter gives the facts briefly (what, when, the sentence), takes \
responsibility, says what's changed and what you've done since, and explains why it won't affect the job. \
Unlock has guidance on writing one. Whatever you choose, never lie if you're asked directly about an unspent \
conviction. NewLeaf's disclosure page lets you choose what employers see on your profile, so your letter and \
profile can match.`,
    links: ['spent-checker'],
    sources: [
      'https://www.gov.uk/exoffenders-and-employment',
      'https://unlock.org.uk/',
      'https://www.bitc.org.uk/ufaq/what-is-the-ban-the-box-campaign/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'cover-letter-no-experience',
    family: 'cover-letter',
    title: 'A cover letter with no experience',
    keywords: [
      'cover letter no experience',
      'first job letter',
      'never worked letter',
      'entry level cover letter',
      'no work history letter',
      'school leaver letter',
      'letter with no experience',
    ],
    body: `With no work experience, your letter sells your attitude and your potential. Employers filling \
entry-level jobs often care most about reliability and willingness to learn.

• Open with the job and real interest: "I'd like to apply for the Retail Assistant role. I enjoy helping \
people and I'm keen to learn the job properly."
• Give evidence from anywhere: volunteering, a course, caring for family, sport, a role in prison, helping \
out in a friend's business
• Show you understand the job: early starts, being on your feet, dealing with the public
• Say what you'll bring from day one: punctuality, flexibility on shifts, a good attitude to training

Don't apologise or write "I know I have no experience". Write about what you do have.

Read the advert, pick its three main requirements, and write one sentence with an example for each.`,
    more: `If the advert says "full training provided" or "no experience needed", mention it: "I was \
pleased to see you offer full training." Mention anything you're working on, like a food hygiene course or a \
CSCS test. In sectors where trial shifts are common, you can offer one. Keep the letter short, around 150 to \
250 words, so the employer reads all of it.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'cover-letter-email',
    family: 'cover-letter',
    title: 'Applying by email: what to write',
    keywords: [
      'email my cv',
      'send cv by email',
      'subject line',
      'email to employer',
      'what to write when sending cv',
      'email application',
      'attach cv to email',
      'body of email',
    ],
    body: `When you apply by email, the email itself is your cover letter, so treat it that way.

• Subject line: the job title and any reference, like "Application: Kitchen Porter, ref KP12"
• Greeting: their name if you have it, otherwise "Dear Hiring Manager"
• Body: a short version of your cover letter, in three short paragraphs
• Attachment: your CV as a PDF with your name in the file name, plus a separate letter only if they asked \
for one
• Sign-off: "Kind regards", then your full name and phone number

Send it from a plain email address, not a nickname. Check the CV is actually attached before you press send: \
it's the most common slip.

Send it to yourself first to see how it looks on a phone.`,
    more: `If there's no closing date and you hear nothing in about a week, send one short, polite \
follow-up in the same email thread. Don't send one email to lots of employers at once: send each separately, \
so every email is addressed to one person. Keep a note of the job, the employer and the date, so you \
recognise them when they reply.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'applications-criminal-record-question',
    family: 'applications',
    title: 'What the conviction question on a form means',
    keywords: [
      'criminal record question',
      'tick box on form',
      'application form question',
      'do you have any unspent convictions',
      'what the question means',
      'form wording',
      'pending charges',
      'cautions on form',
    ],
    body: `Read the question carefully: what it asks decides what you must say.

• "Do you have any unspent convictions?" Only unspent convictions count. If all of yours are spent, the \
honest answer is no.
• "Have you ever been convicted?" For most jobs, the law lets you treat spent convictions as if they never \
happened, so you only need to give unspent ones.
• If the form says the job is exempt from the Rehabilitation of Offenders Act (usually work needing a \
standard or enhanced DBS check, like care, schools or healthcare), you must also give spent convictions and \
cautions that aren't filtered.
• Some forms also ask about cautions or pending charges.

If you must disclose, answer truthfully: lying can lead to the offer being withdrawn or to dismissal later. \
A short statement is usually enough, not every detail.

Not sure if yours is spent? NewLeaf's spent-record checker can work it out.`,
    more: `"Spent" means the rehabilitation period under the Rehabilitation of Offenders Act 1974 has \
ended. Since October 2023 many periods are shorter: for adults, a prison sentence of up to a year becomes \
spent a year after the sentence ends, licence included, and longer sentences take longer. Some sentences \
over four years for serious sexual, violent or terrorism offences are never spent. Filtering rules decide \
which old spent convictions stay off standard and enhanced checks. If you're unsure, Unlock's helpline and \
Nacro can advise for free.`,
    links: ['spent-checker'],
    sources: [
      'https://www.gov.uk/exoffenders-and-employment',
      'https://www.gov.uk/government/publications/new-guidance-on-the-rehabilitation-of-offenders-act-1974',
      'https://unlock.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'applications-spent-ever-convicted',
    family: 'applications',
    title: '"Have you ever been convicted?" when your record is spent',
    keywords: [
      'have you ever been convicted',
      'ever been convicted on form',
      'spent conviction on application form',
      'declare spent on form',
      'do i tick yes',
      'tick no spent',
      'form says ever convicted',
      'exempt job form',
    ],
    body: `If your conviction is spent and the job is not an exempt one, you can answer "no" to "Have you \
ever been convicted?". Under the Rehabilitation of Offenders Act 1974, a question about convictions is \
treated as not covering spent ones, and you can't be penalised for leaving them out. The Act also says a \
spent conviction isn't a proper reason to turn you down or dismiss you.

The exceptions are jobs that can have a standard or enhanced DBS check: for example work with children or \
vulnerable adults, healthcare, and some legal, security and finance roles. The form should say so. For \
those, you must disclose spent convictions unless they're filtered (also called protected).

So check two things first: is it definitely spent, and does the form say the job is exempt?

NewLeaf's spent-record checker can work out your date and what each level of DBS check shows.`,
    more: `"Filtered" means an old conviction or caution that, under the DBS filtering rules, no longer \
appears on standard or enhanced checks and needn't be disclosed even for exempt jobs. For adults, a \
conviction can be filtered after 11 years if it didn't lead to a custodial sentence and isn't on the list of \
specified offences; an adult caution after 6 years. A basic DBS check never shows spent convictions. If an \
ordinary job asks about spent convictions, Unlock can advise you.`,
    links: ['spent-checker'],
    sources: [
      'https://www.gov.uk/government/publications/new-guidance-on-the-rehabilitation-of-offenders-act-1974',
      'https://www.gov.uk/government/collections/dbs-filtering-guidance',
      'https://www.gov.uk/dbs-check-applicant-criminal-record',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'applications-disclosure-statement',
    family: 'applications',
    title: 'Writing a disclosure statement on a form',
    keywords: [
      'disclosure statement',
      'give details of conviction',
      'if yes please give details',
      'details box on form',
      'conviction details box',
      'what to write in the box',
      'statement about my offence',
      'form asks for details',
    ],
    body: `If a form asks for details of an unspent conviction, a short, calm statement works best. Aim for \
four to six sentences:

• What it was, in plain words, and when: "In 2021 I was convicted of burglary."
• The sentence: "I received a three-year sentence, and my licence ended in 2024."
• Taking responsibility, briefly and without excuses
• What's changed: courses, work, staying sober, support, family
• Why it won't affect this job, and that you're happy to talk more

Stick to facts, skip the whole story, and don't give more than the form asks for. If the box is small, write \
"Please see attached letter" and send a one-page letter, if the employer allows it.

NewLeaf's disclosure page lets you prepare what employers see on your profile, so what you write can match \
it.`,
    more: `Keep the tone forward-looking and practical. An employer mainly wants to know two things: is \
there a risk in this job, and are you honest? A statement that answers both quickly helps. Unlock publishes \
guidance on disclosure letters. Ask a probation officer, a support worker or a Nacro adviser to read yours. \
Save a copy so you can adapt it each time rather than writing it under pressure. With several convictions, \
you can summarise ("a number of theft offences between 2015 and 2019") and offer to discuss.`,
    links: ['disclosure'],
    sources: [
      'https://unlock.org.uk/',
      'https://www.nacro.org.uk/',
      'https://www.gov.uk/exoffenders-and-employment',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'applications-form-tips',
    family: 'applications',
    title: 'Filling in application forms',
    keywords: [
      'application form',
      'fill in an application',
      'application form tips',
      'supporting statement',
      'person specification',
      'how to fill in a form',
      'job application questions',
      'see cv',
    ],
    body: `Application forms let employers compare everyone the same way, so they read every box. A few \
habits help a lot:

• Read the whole form and the job details before you start
• Draft long answers in a notes app or document first, then paste them in
• Answer the question asked. In a supporting statement, use the person specification: cover each "essential" \
point with an example
• Don't write "see CV": the form may be read without it
• Give full dates for work and training, and explain any gaps in a few words
• Check spelling, dates and your phone number, and save a copy before you submit
• Submit before the closing date: some adverts close early when enough people apply

Set aside a quiet hour for each form rather than rushing it on the bus.

Start today by putting your work history in one document, so you can copy it into any form.`,
    more: `For "supporting statement" or "why are you suitable" sections, use the person specification as \
headings and give an example for each, ideally using STAR: situation, task, action, result. Public sector \
forms, like councils and the NHS, are usually scored against those points. Equal opportunities monitoring \
forms are normally kept separate and not used to shortlist. If a form asks for something you don't have, \
such as a past manager's details, give what you can with a short note.`,
    sources: [
      'https://nationalcareers.service.gov.uk/careers-advice',
      'https://nationalcareers.service.gov.uk/careers-advice/interview-advice/the-star-method',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'applications-online',
    family: 'applications',
    title: 'Online applications and job board forms',
    keywords: [
      'online application',
      'job board',
      'indeed',
      'find a job',
      'apply online',
      'easy apply',
      'upload cv',
      'reed',
      'totaljobs',
      'job scam',
      'pay for training',
      'is it legit',
      'fake job',
    ],
    body: `Most jobs are now applied for online: through job boards like Indeed, Reed and Totaljobs, the \
government's Find a Job service, or the employer's own careers site.

• Make one account per site, using your job-hunting email and a password you'll remember
• Upload your CV in the format asked for
• If the site fills in boxes from your CV, check every one: dates and job titles often come out wrong
• Answer screening questions honestly, such as right to work, driving licence or shift availability
• Save as you go: many forms time out
• Check your email and the site's messages, including spam

"Easy apply" is quick, but a tailored application usually does better.

Be wary of adverts asking you to pay for training or checks, wanting bank details before an offer, or \
holding interviews only over chat apps: real employers don't work that way.`,
    more: `Turn on job alerts with a few clear search words and how far you can travel, so good jobs come \
to you. Keep a simple list of what you applied for, where and when. If a form asks a question you can't \
answer, such as one about convictions, save it and get advice before you submit: Unlock's helpline can help. \
Some employers ask for a recorded video or an online test: give yourself time and a quiet place. If a form \
doesn't work well on your phone, use a library or Jobcentre computer.`,
    sources: ['https://www.gov.uk/find-a-job', 'https://nationalcareers.service.gov.uk/careers-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'applications-references-request',
    family: 'applications',
    title: 'When an employer asks for references',
    keywords: [
      'reference request',
      'referee details',
      'asking for references',
      'reference check',
      'subject to references',
      'bad reference',
      'who to put as referee',
      'two references',
      'references form',
    ],
    body: `Employers often ask for referees' details on the form and contact them after offering you the \
job. The offer is then "subject to references".

• Give two people, usually your most recent manager and one more
• Ask each person first and check they're happy to do it
• Give their name, role, how they know you, and a work email or phone number
• Tell them about the job and what they might be asked, like dates, reliability and attendance
• If you haven't worked recently, a tutor, volunteering manager, workplace instructor or character referee \
can stand in

Many employers only confirm dates and job title, and that's normal. Whatever a reference says must be \
accurate and fair.

Let your referees know today, so they're ready when the call or email comes.`,
    more: `If you didn't leave your last job on good terms, you can give someone else from that workplace, \
such as a supervisor, or explain briefly. Some forms ask "May we contact them before interview?": you can \
say no until you have an offer. Referees shouldn't be family. If a reference from prison or probation would \
reveal a conviction you haven't told the employer about, talk to the employer first so it doesn't come as a \
surprise.`,
    sources: [
      'https://nationalcareers.service.gov.uk/careers-advice',
      'https://www.citizensadvice.org.uk/work/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'applications-hear-back',
    family: 'applications',
    title: 'When will I hear back?',
    keywords: [
      'when will i hear back',
      'no reply',
      'heard nothing',
      'how long to hear back',
      'ghosted',
      'application status',
      'chase application',
      'no response',
      'under review',
    ],
    body: `It varies a lot. Many employers wait until the closing date and then shortlist, which can take \
one to three weeks. Some busy employers only contact the people they want to interview, and some never reply \
at all. Silence isn't always a no, but it's a sign to keep applying elsewhere.

What you can do:
• Note the closing date and any interview dates the advert gives
• If you've heard nothing a week after the closing date, send one short, polite email or call: "I applied \
for the Cleaner role on 3 March and wanted to check whether you need anything else from me."
• Keep applying for other jobs meanwhile

On NewLeaf, My Applications shows each application's status: Under Review, Interview Scheduled or Not \
Selected.

Aim to have several applications going at once, so one silence doesn't stop you.`,
    more: `Shift and entry-level jobs in retail, warehouses, cleaning and hospitality often move faster, \
sometimes with a call within days. Public sector jobs, like councils and the NHS, usually take longer and \
often say when shortlisting happens. Agencies may ring at short notice, so check your voicemail. On NewLeaf, \
a match opens a conversation in Messages, and Contact Employer on your application lets you send a short \
message.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'applications-withdraw',
    family: 'applications',
    title: 'Withdrawing an application',
    keywords: [
      'withdraw application',
      'cancel application',
      'pull out',
      'changed my mind',
      'accepted another job',
      'tell the other employer',
      'cancel interview',
      'dont want the job anymore',
    ],
    body: `You can withdraw an application at any time: you've taken another job, the hours don't work, or \
it isn't right for you. It's polite to tell the employer, especially if you've been offered an interview, so \
they can give the slot to someone else.

A short message is enough: "Thank you for considering me for the Driver role. I've accepted another \
position, so I'd like to withdraw my application. I hope to apply again in future."

You don't have to give a detailed reason. Leaving on good terms keeps the door open with that employer.

On NewLeaf, open the job from My Applications and choose Withdraw Application. If an interview is already \
arranged, send the employer a message too.`,
    more: `If you're withdrawing because something felt wrong, like being asked for money, an unpaid trial \
lasting days, or questions you think are unlawful, you can report the advert to the job site, and Acas or \
Citizens Advice can explain your rights. If you're on Universal Credit, turning down a job or an interview \
without a good reason can affect your payments, so talk to your work coach first if you're unsure.`,
    sources: [
      'https://www.acas.org.uk/',
      'https://www.citizensadvice.org.uk/work/',
      'https://www.gov.uk/universal-credit',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'applications-newleaf',
    family: 'applications',
    title: 'Applying through NewLeaf',
    keywords: [
      'apply on newleaf',
      'swipe',
      'swipe right',
      'match',
      'its a match',
      'apply now',
      'discover',
      'like a job',
      'message employer',
      'save job',
    ],
    body: `NewLeaf works a bit like a dating app, but for jobs:

• In Discover, swipe right (or tap Like) on jobs you're interested in, and swipe left to pass. Save Job \
keeps one for later.
• If the employer is interested in you too, it's a match, and a conversation opens in Messages so you can \
talk directly.
• To apply, open the job and tap Apply Now. Tick "Attach my CV" if you've made one in the CV builder: only \
that employer can open it. Applying also counts as liking the job.
• Follow everything in My Applications, where you can Contact Employer or Withdraw Application.

What employers see about convictions or health follows the choices on your disclosure page.

Complete your profile first: employers decide whether to like you from it.`,
    more: `Employers swipe on candidates too, so a full profile with skills, work preferences and a clear \
job title helps you get matches. The "Fair-chance employers only" filter in Discover shows jobs from \
employers who've made commitments such as Ban the Box. A match isn't a job offer: it means you can talk. \
Reply to messages promptly, and treat them like any contact with an employer: polite, clear and in full \
sentences.`,
    links: ['disclosure', 'cv-builder'],
    sources: ['https://nationalcareers.service.gov.uk/careers-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-preparation',
    family: 'interview',
    title: 'Interview preparation',
    keywords: [
      'interview preparation',
      'prepare',
      'prep',
      'tips',
      'tomorrow',
      'first one in years',
      'get ready',
      'practise',
      'what to expect',
    ],
    body: `Good preparation is most of the work, and it calms nerves too. In the day or two before:

• Reread the advert and pick out the three things they want most
• Prepare an example for each, from work, volunteering, training or life, using STAR: situation, task, \
action, result
• Practise out loud: "Tell me about yourself", "Why do you want this job?" and "What are your strengths?"
• Look at the employer's website so you can say something specific about them
• Plan two or three calm sentences for any gap or conviction you may be asked about
• Prepare two questions to ask them
• Plan your route, aim to arrive 10 minutes early, and save their phone number

Get your clothes, ID and documents ready the night before.

Want to practise now? Ask me to start with "Tell me about yourself".`,
    more: `Practise with someone, or record yourself on your phone and listen back: it helps you find your \
pace. Find out the format if you can: one-to-one, a panel, phone, video, a test or a trial shift. Ask for \
any adjustments you need, such as extra time or step-free access. Take a copy of your CV and some notes: \
glancing at notes is fine. Afterwards, write down what they asked, so you're better prepared next time.`,
    sources: [
      'https://nationalcareers.service.gov.uk/careers-advice/interview-advice',
      'https://nationalcareers.service.gov.uk/careers-advice/interview-advice/the-star-method',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-tell-me-about-yourself',
    family: 'interview',
    title: '"Tell me about yourself"',
    keywords: [
      'tell me about yourself',
      'yourself',
      'introduce myself in interview',
      'describe yourself',
      'opening question',
      'about me',
      'walk me through your cv',
      'freeze at the start',
    ],
    body: `They don't want your life story. They want a one-minute summary of why you fit this job. A \
simple shape: present, past, future.

• Present, who you are now: "I'm a hard-working, practical person and I've just finished a forklift course."
• Past, one or two bits of experience that fit the job: "I've worked in a busy kitchen and a warehouse, so \
I'm used to early starts and working fast and safely."
• Future, why this job: "I'm looking for a steady full-time role where I can keep learning, and your \
training programme really appeals to me."

Keep it to four or five sentences. Leave out personal details, and your conviction or health unless you've \
chosen to raise them, and anything negative.

Write yours down, then say it out loud three times until it feels natural rather than learned by heart.`,
    more: `Change the middle part for each job: the experience you pick should match what the advert asks \
for. If you've had a long gap, the present part can cover what you've been doing recently: courses, \
volunteering, caring, getting well. Ending on the future hands the conversation back and often leads to \
their next question. If you forget a line, don't worry: the interviewer doesn't know your script, only what \
you say.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/interview-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-strengths',
    family: 'interview',
    title: '"What are your strengths?"',
    keywords: [
      'strengths',
      'strength',
      'good at',
      'best qualities',
      'sell myself',
      'bigging myself up',
      'boasting',
      'interview strengths question',
    ],
    body: `Pick two or three strengths the job really needs, and back each with a short example. A strength \
without proof is just a claim.

• Reliable: "In my last placement I didn't miss a shift in six months, and I was often asked to cover."
• Works well under pressure: "On busy Saturdays I kept the pot wash clear through the whole service."
• Good with people: "As a peer mentor I helped new people settle in."
• Quick learner: "I learned the stock system in my first week."

Look at the advert: if it says "attention to detail" or "team player", choose those and find your proof.

Skip the long list of adjectives: two strengths with good examples beat eight without.

Write down your top three strengths now, with one example each.`,
    more: `If praising yourself feels hard, think about what others say about you: "My supervisor always \
said I was the one she could rely on." Strengths from outside work count: organising a family, caring, \
coaching a team, running a cleaning rota. Say it with a little confidence and then stop: there's no need to \
add "I think" or "I hope". The same examples can answer other questions, like "Tell me about a time you \
worked in a team".`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/interview-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-weaknesses',
    family: 'interview',
    title: '"What is your biggest weakness?"',
    keywords: [
      'weakness',
      'biggest weakness',
      'weak points',
      'area for improvement',
      'bad at',
      'weaknesses question',
    ],
    body: `The interviewer wants to see that you're honest and that you work on things. Pick a real \
weakness that won't stop you doing this job, and say what you're doing about it.

A simple shape: the weakness, what you did, and the progress.

• "I used to find it hard to ask for help, because I wanted to get everything right myself. Now I check \
early if I'm unsure, and it saves time."
• "My computer skills were basic, so I've started a free online course and I'm getting more confident with \
email and spreadsheets."
• "I can be quiet in a new team, so I make a point of introducing myself and asking questions in the first \
week."

Avoid fake weaknesses like "I'm a perfectionist", and anything central to the job, like poor timekeeping for \
a shift role.

Choose one and practise saying it in under 30 seconds.`,
    more: `Keep it short and don't put yourself down: one weakness, one fix, then stop. If they ask for \
another, have a second ready. This isn't the place for a conviction or health condition unless you choose to \
raise it: a weakness answer is about how you work. Interviewers sometimes ask "What would your last manager \
say you could improve?", and the same approach works.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/interview-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-why-hire-you',
    family: 'interview',
    title: '"Why should we hire you?"',
    keywords: [
      'why should we hire you',
      'hire you',
      'employ you',
      'bring to the role',
      'best person for the role',
      'best candidate',
      'offer us',
      'pick you',
      'answer hire question',
    ],
    body: `This is your chance to sum up. Link what they need to what you offer, in three points and under \
a minute:

• Their need and your match: "You need someone who can work fast and safely on early shifts. I've done that \
in a warehouse for a year."
• Something extra: "I also have a forklift licence, so I can help out in the yard."
• Your attitude: "I'm reliable, and I want to stay and grow with a company, not just pass through."

Use the advert's own words, and finish with confidence: "I'm sure I'd be a real asset to your team." Don't \
compare yourself with the other candidates: you don't know them.

If this job is a fresh start after a hard time, your commitment can be your strongest point: "This job \
matters to me, and I'll show that every shift."

Prepare your three points for your next interview tonight.`,
    more: `It often comes near the end, so you can use things that came up earlier: "You mentioned the busy \
Christmas period: I've worked peak seasons before." If you're new to the work, focus on transferable skills, \
training you've done and how quickly you learn. Honest enthusiasm counts: for entry-level jobs, many \
employers say attitude matters more than experience.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/interview-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-why-this-job',
    family: 'interview',
    title: '"Why do you want this job?"',
    keywords: [
      'why do you want this job',
      'want this job',
      'work here',
      'this company',
      'why did you apply',
      'asked why i want this job',
      'motivation',
      'need the money',
      'reason for applying',
    ],
    body: `They want to know you've chosen this job on purpose and are likely to stay. Give two kinds of \
reason: the work and the employer.

• The work: "I like physical work and seeing what I've done at the end of a shift."
• The employer, something specific you found out: "I read that you train people up to supervisor, and I'd \
like that path." Or: "A friend works here and says staff are treated well."
• You, and how it fits your plans: "I want a steady job with regular hours near home."

Needing the money is fine, everyone does, but lead with the reasons above.

Before the interview, spend ten minutes on their website or social media and note one thing you like about \
them. If they're a fair-chance employer, you can say that matters to you.`,
    more: `Avoid answers that suggest you'll leave soon, like "It's just until something better comes up". \
If the job is a step towards something bigger, say so positively: "I'd like to build experience here and \
grow into a team leader role." For public sector or charity jobs, connect with their purpose: helping \
people, keeping the area clean, supporting patients. The company's values page often gives you the words \
they use themselves.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/interview-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-star',
    family: 'interview',
    title: 'Answering with STAR examples',
    keywords: [
      'star method',
      'star technique',
      'competency questions',
      'tell me about a time',
      'give an example',
      'behavioural questions',
      'situation task action result',
      'competency based interview',
    ],
    body: `Questions like "Tell me about a time you dealt with a difficult customer" want a real example. \
The STAR method keeps your answer clear:

• Situation, where and when: "I was on the till on a busy Saturday."
• Task, what you had to do: "A customer was angry about a refund."
• Action, what you did, the longest part: "I listened, stayed calm, apologised, checked the policy and asked \
my supervisor to approve it."
• Result, how it ended: "He left happy and thanked me, and my supervisor mentioned it at the team meeting."

Say "I", not "we": they want your part. Examples can come from work, volunteering, training, prison work or \
home life.

Prepare four or five STAR stories, such as teamwork, a problem you solved, working under pressure and a \
mistake you put right, and they'll cover most questions.`,
    more: `Keep each answer to about two minutes. If your example didn't go perfectly, add what you \
learned: employers like honesty. It's fine to pause and say "Let me think of a good example". Public sector \
interviews, such as the NHS, councils and the civil service, often score answers against set criteria, so \
STAR answers that match the person specification do well. The National Careers Service has a page on the \
STAR method.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/interview-advice/the-star-method'],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-questions-to-ask',
    family: 'interview',
    title: 'Questions to ask the interviewer',
    keywords: [
      'questions to ask',
      'do you have any questions',
      'end of the interview',
      'questions for the employer',
      'anything to ask us',
      'what should i ask them',
    ],
    body: `At the end they'll usually ask "Do you have any questions?". Always have two ready: it shows \
interest. Good ones:

• "What would a typical shift or day look like?"
• "What training would I get in the first few weeks?"
• "What are you looking for in the person who gets this job?"
• "What do people enjoy most about working here?"
• "Are there chances to progress?"
• "What are the next steps, and when might I hear?"

Don't start with holidays or breaks: those come with an offer. Asking about hours, shift patterns and the \
start date is fine, especially if you have caring or probation appointments to plan around.

If they've already answered everything, say so: "You've covered what I wanted to know, thank you. When can I \
expect to hear?"

Put two questions in your phone notes before your next interview.`,
    more: `Asking about pay is fine if the advert didn't say, though it often sits better once they've \
shown interest, or at a second interview: "Could you tell me the pay rate, and how often you pay?" Avoid \
questions the website already answers. You can end with a short summary: "Thank you. I'd really like this \
job, and I think I'd fit in well with your team."`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/interview-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-phone',
    family: 'interview',
    title: 'Phone interviews',
    keywords: [
      'phone interview',
      'telephone',
      'phone screening',
      'call from a recruiter',
      'agency rang me',
      'unexpected call',
      'phone screen',
    ],
    body: `Phone interviews are often a first screen, 10 to 30 minutes, to check you're suitable before a \
face-to-face meeting.

• Find a quiet place with good signal, and charge your phone
• Have your CV, the advert and a few notes in front of you: they can't see them
• Answer with your name: "Hello, Sam speaking"
• Smile, and stand up if it helps: it lifts your voice
• Speak a little slower than normal, and don't worry about short pauses
• If the line is bad, say so and ask them to repeat, or offer to call back

At the end, thank them and ask what happens next.

If a call comes at a bad time, it's fine to say "Could I call you back in ten minutes?" and then find \
somewhere quiet. Save the employer's number in your phone now.`,
    more: `Recruitment agencies often ring without warning, so keep a short note of when you can work, how \
far you can travel and the pay you're after. Write down the name of the person you spoke to and what was \
agreed. If you have a hearing impairment or find phone calls hard, you can ask for another format, such as a \
video call with captions or a face-to-face interview, as a reasonable adjustment.`,
    sources: [
      'https://nationalcareers.service.gov.uk/careers-advice/interview-advice',
      'https://www.acas.org.uk/reasonable-adjustments',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-video',
    family: 'interview',
    title: 'Video interviews',
    keywords: [
      'video interview',
      'zoom',
      'teams call',
      'online',
      'recorded video',
      'one way video',
      'on camera',
      'hirevue',
      'webcam',
    ],
    body: `Video interviews work like face-to-face ones, with a few extra things to check:

• Test the link, camera and microphone the day before, and download any app needed
• Use a laptop, or prop your phone up steady at eye level rather than holding it
• Face a window or lamp so your face is lit, with a plain background
• Find a quiet room, and tell anyone at home you'll be busy
• Dress as you would in person, at least from the waist up
• Look at the camera when you speak, and pause slightly, as there can be a delay
• Keep notes beside the screen and a glass of water nearby

Some are recorded: questions appear on screen and you record your answers against a timer. There's often a \
practice question, so use it.

Do a test call with a friend before the day.`,
    more: `If the connection drops, rejoin straight away; if you can't, phone or email your contact, so \
have their number ready. If you don't have a private space or good internet, ask the employer for a phone or \
face-to-face interview instead, or ask your Jobcentre or local library whether there's somewhere you can \
use. Turn off notifications so nothing pops up or pings.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/interview-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-what-to-wear',
    family: 'interview',
    title: 'What to wear to an interview',
    keywords: [
      'what to wear',
      'clothes',
      'dress code',
      'suit',
      'no smart clothes',
      'outfit',
      'trainers',
      'smart casual',
    ],
    body: `Aim for one step smarter than the people who do the job. You don't need a suit for most jobs.

• Warehouse, construction, cleaning or kitchen: clean dark trousers or jeans without rips, a plain shirt, \
polo or jumper, and clean shoes
• Shop, café, care or reception: smart trousers or a skirt, a plain shirt or top, and tidy shoes
• Office or council: a shirt and smart trousers or a dress, with a jacket if you have one

Whatever you wear, make sure it's clean, ironed and comfortable. Avoid slogans, and keep aftershave or \
perfume light.

No smart clothes? Ask your Jobcentre work coach whether they can help with the cost, or look for a local \
charity or clothing bank that lends interview clothes.

Lay out your outfit the night before, including a coat for the weather.`,
    more: `It's normal to ask when you're invited: "Is there a dress code for the interview?" If the \
interview includes a trial shift, check whether you need safety boots or hair tied back. Check your clothes \
in daylight for marks. Brands don't matter: clean and neat counts far more than expensive. If you claim \
Universal Credit, the Flexible Support Fund can sometimes pay for interview clothes or travel; your work \
coach decides.`,
    sources: [
      'https://nationalcareers.service.gov.uk/careers-advice/interview-advice',
      'https://www.gov.uk/universal-credit',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-nerves',
    family: 'interview',
    title: 'Nerves before an interview',
    keywords: [
      'interview nerves',
      'nervous',
      'shaking',
      'mind goes blank',
      'calm down before',
      'breathing',
      'bricking it',
      'scared of interviews',
    ],
    body: `Almost everyone is nervous before an interview, and interviewers expect it. A few things help:

• Prepare your key answers and say them out loud: familiar words calm you
• Plan the journey and arrive 10 minutes early, so you're not rushing
• Eat something and drink some water beforehand
• Just before, breathe slowly a few times: in for four, out for six
• If your mind goes blank, say "Can I take a moment?" or "Could you repeat the question?"
• Remember they want to find the right person, and they're hoping it's you

Nerves show you care. You can even say, "I'm a bit nervous because I really want this job"; most \
interviewers will put you at ease.

Tonight, picture the first five minutes going well: walking in, saying hello, answering the first question.`,
    more: `If anxiety is a big part of your life, you can ask for an adjustment, such as the questions in \
advance or a quiet place to wait, especially if it's linked to a mental health condition. NHS Every Mind \
Matters has simple breathing and anxiety tips. After the interview, do something kind for yourself, whatever \
the outcome. Every interview gets a little easier, and you learn something from each one.`,
    sources: [
      'https://www.nhs.uk/every-mind-matters/',
      'https://nationalcareers.service.gov.uk/careers-advice/interview-advice',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-conviction',
    family: 'interview',
    title: 'Talking about a conviction at interview',
    keywords: [
      'conviction at interview',
      'asked about it in interview',
      'disclose at interview',
      'talk about prison in interview',
      'explain my offence',
      'scared they ask',
      'been to prison',
    ],
    body: `If you're asked about an unspent conviction, answer honestly and calmly. If it's spent and the \
job isn't exempt, you don't have to mention it. Employers mostly want to know two things: are you honest, \
and is there a risk in this job?

A simple, practised answer:
• What happened, briefly and without excuses: "In 2022 I was convicted of handling stolen goods."
• Ownership: "I take full responsibility, and I regret it."
• What's changed: "Since then I've done a Level 2 course, volunteered every week and kept out of trouble."
• Why it won't affect this job: "I'm focused on work and on being someone you can rely on."

Keep it under a minute, then move on to why you're right for the job. You don't have to go into every \
detail.

Practise it out loud until you can say it steadily. NewLeaf's spent-record checker can confirm whether you \
need to mention it.`,
    more: `Some people raise it themselves, which can feel better than waiting to be asked, especially if a \
gap in their CV makes the question likely. Bring your disclosure letter if you have one. If the employer \
reacts badly, stay polite: you've done the right thing by being honest. Unlock's advice pages and helpline \
can help you prepare, and Nacro's advisers can help you practise.`,
    links: ['spent-checker'],
    sources: [
      'https://www.gov.uk/exoffenders-and-employment',
      'https://unlock.org.uk/',
      'https://www.nacro.org.uk/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-gap-question',
    family: 'interview',
    title: 'Being asked about a gap at interview',
    keywords: [
      'gap question',
      'what were you doing',
      'explain the gap',
      'havent worked',
      'asked about my gap',
      'years out',
      'last few years',
      'last 3 years',
      'gap in work history',
    ],
    body: `When they ask about a gap, they mostly want to know whether you're ready and reliable now. \
Answer in three short parts:

• What the gap was, honestly and briefly: "I took time out to care for my mum", "I was unwell for a while" \
or "I was in prison".
• What you did with the time: a course, volunteering, getting well, work you did inside.
• Why you're ready now: "That's behind me and I'm ready for full-time work."

Then stop. You don't have to give health details, and you don't owe a long story.

If the gap was prison and the conviction is unspent, be honest if they ask. If it's spent and the job isn't \
exempt, you don't have to mention the conviction: talk about the training or work you did in that time, but \
never invent a job.

Practise your answer until it takes under 30 seconds.`,
    more: `Confidence matters more than the reason. A calm, short answer and a turn back to the job ("and \
that's why I'm keen to get started here") usually closes the subject. If the gap was for health, you can add \
that it's well managed. If it was caring, say what has changed or what arrangements you have. Interviewers \
mostly follow up when an answer sounds vague, so a clear, practised one helps.`,
    sources: [
      'https://unlock.org.uk/advice/explaining-gaps-cv/',
      'https://www.gov.uk/exoffenders-and-employment',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-trial-shift',
    family: 'interview',
    title: 'Trial shifts',
    keywords: [
      'trial shift',
      'work trial',
      'unpaid trial',
      'trial day',
      'paid trial',
      'working interview',
      'trial period',
      'do they have to pay',
    ],
    body: `A trial shift lets an employer see you work. It's common in hospitality, retail and warehouses. \
Before you go, ask:

• How long is it, and what will I be doing?
• Is it paid?
• What should I wear and bring?

On pay: a short trial that's genuinely to test your skills, with someone watching you, can be unpaid. If it \
goes on longer than needed to test you, or you're doing real work the business needs, you may be entitled to \
at least the minimum wage. The law isn't clear-cut, so if you're asked to do days of unpaid work, Acas or \
Citizens Advice can advise.

On the day: arrive early, be friendly with the staff, ask questions, keep busy and follow safety \
instructions. They're watching your attitude as much as your skill.

At the end, ask when you'll hear the outcome.`,
    more: `A Jobcentre work trial is different: your work coach arranges it with an employer who has a real \
vacancy, and your benefits normally carry on while you do it, so ask your work coach whether one could suit \
you. Keep a note of the date, your hours and who supervised you. If you were told you'd be paid, check it \
arrives on the next payday. If you don't get the job, it's fine to ask how you did.`,
    sources: [
      'https://www.gov.uk/guidance/calculating-the-minimum-wage',
      'https://www.acas.org.uk/',
      'https://www.citizensadvice.org.uk/work/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-assessment-centre',
    family: 'interview',
    title: 'Assessment centres and group interviews',
    keywords: [
      'assessment centre',
      'assessment day',
      'group interview',
      'group exercise',
      'role play',
      'aptitude test',
      'online test',
      'recruitment day',
      'psychometric test',
    ],
    body: `Some employers, especially big retailers, warehouses, call centres and public services, assess \
several people at once. You might do a group task, a role play, a short test of maths, English or judgement, \
and a one-to-one interview.

In a group exercise they watch how you work with others, not who talks most:
• Introduce yourself and use people's names
• Share ideas, and build on other people's ("Good point, and we could also...")
• Bring quieter people in
• Keep an eye on the time and help the group reach an answer

For tests, ask beforehand what kind they are, and practise free examples online. Read every question \
carefully: accuracy usually matters more than speed.

Be pleasant to everyone all day, including reception staff and other candidates: people notice.

Ask the employer now what the day will include, so nothing takes you by surprise.`,
    more: `If you have a disability, you can ask for adjustments to tests and tasks, such as extra time for \
dyslexia or a quiet room. Take water and a snack, as these days can be long. If one task goes badly, don't \
let it knock the rest of the day: each part is usually scored separately. At the end, thank the assessors \
and ask when you'll hear and whether you'll get feedback.`,
    sources: [
      'https://nationalcareers.service.gov.uk/careers-advice/interview-advice',
      'https://www.acas.org.uk/reasonable-adjustments',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-follow-up',
    family: 'interview',
    title: 'Following up after an interview',
    keywords: [
      'follow up',
      'thank you email',
      'after the interview',
      'chase the result',
      'heard nothing after interview',
      'thank you note',
    ],
    body: `A short thank-you message within a day can help you stand out, and it's easy:

"Dear Ms Clarke, thank you for meeting me today about the Team Member role. I enjoyed hearing about the \
store and I'm even keener on the job. I look forward to hearing from you. Kind regards, Sam Jones"

Then wait until the date they gave you. If there's no news a couple of days after that, or after about a \
week if they gave no date, send one polite follow-up or ring: "I'm checking whether there's any news on the \
Team Member role."

Meanwhile, keep applying. Don't pause your search for one employer, however well it went.

Straight after you leave, write down the interviewer's name and the date they said they'd decide.`,
    more: `If you hear you've been unsuccessful, you can still reply with thanks and ask to be kept in \
mind: employers do come back to good candidates when someone drops out. If you get an offer elsewhere while \
waiting, it's fine to tell the first employer and ask whether they can give you an answer soon. On NewLeaf, \
you can message an employer you've matched with, or use Contact Employer on your application.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/interview-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-rejection',
    family: 'interview',
    title: 'Dealing with rejection',
    keywords: [
      'rejected',
      'rejected after interviews',
      'what am i doing wrong',
      'didnt get the job',
      'unsuccessful',
      'rejection email',
      'not selected',
      'knocked back',
      'turned down',
      'giving up job hunting',
    ],
    body: `Rejection hurts, especially when you've worked hard to get back on your feet. It happens to \
everyone who looks for work: most people apply for many jobs before getting one.

• Give yourself a little time to feel it, then look for what you can learn
• Ask for feedback: one line from them can change your next interview
• Remember that getting an interview means your application worked
• Count what you control: applications sent, interviews done, skills learned
• Talk it through with a friend, work coach, mentor or support worker

If you keep getting stuck at the same stage, that tells you something: no replies usually means the CV or \
form needs work; interviews without offers means practising your answers.

If you think you were turned down because of a disability, race, age or another protected characteristic, \
Acas and the Equality Advisory Support Service can advise.

Pick one job to apply for today, so you keep moving.`,
    more: `With a conviction, some rejections are about an employer's fears, not about you. Focusing on \
fair-chance employers, Ban the Box employers and those working with prisons or charities like Nacro can \
improve your odds. Keep a simple list of where you applied and what happened, so you can see your progress. \
If rejections are wearing you down, talk to someone: low mood is common in a long job search, and your GP or \
NHS Talking Therapies can help.`,
    sources: [
      'https://www.acas.org.uk/',
      'https://www.equalityhumanrights.com/',
      'https://www.nhs.uk/every-mind-matters/',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-feedback',
    family: 'interview',
    title: 'Asking for feedback',
    keywords: [
      'feedback',
      'interview feedback',
      'why didnt i get the job',
      'feedback email',
      'what went wrong',
      'can i ask why',
      'ask for feedback',
    ],
    body: `It's fine to ask for feedback after an interview, and many employers will give a little. Ask \
politely, soon after you hear:

"Thank you for letting me know. I'd really appreciate any feedback on my interview, so I can improve for \
next time."

If they reply, look for the useful part: an answer that was too short, a skill they wanted more evidence of, \
or a licence you didn't have. Thank them, even if it's brief.

Employers don't have to give feedback, and some have a policy of not doing so, so don't take silence \
personally.

After every interview, feedback or not, write down what you'd do differently: the questions they asked, \
where you got stuck and what went well.`,
    more: `If you applied through an agency, ask your consultant: they often get more detail than you \
would. Notes an interviewer made about you are usually your personal data, and you can ask for a copy with a \
subject access request; the ICO explains how. If feedback suggests the decision was about something like \
disability, race, sex or age rather than the job, Acas can explain your options.`,
    sources: ['https://ico.org.uk/for-the-public/', 'https://www.acas.org.uk/'],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-salary',
    family: 'interview',
    title: 'What salary should I ask for?',
    keywords: [
      'salary',
      'salary expectations',
      'what salary should i ask for',
      'how much to ask for',
      'how much should i get paid',
      'paid an hour',
      'going rate',
      'negotiate pay',
      'what pay to ask',
      'wage expectations',
    ],
    body: `Research the going rate first, so your answer is based on facts:

• Look at five or six adverts for the same job in your area and note the pay
• National Careers Service job profiles give typical pay ranges
• Know the legal floor: from April 2026 the National Living Wage is £12.71 an hour at 21 and over; the \
minimum is £10.85 at 18 to 20, and £8.00 at 16 to 17 and for apprentices under 19 or in their first year

When they ask "What are your salary expectations?", give a range based on your research: "From what I've \
seen for similar roles, around £12.80 to £13.50 an hour, but I'm flexible for the right job." If the advert \
states the pay, you can simply say it suits you.

Think about extras too: overtime rates, shift premiums, travel and training.

Before any interview, work out the lowest weekly pay you can live on.`,
    more: `To compare with yearly salaries, multiply the hourly rate by your weekly hours, then by 52: \
£12.71 for 37.5 hours a week is about £24,800 a year before tax. If you get Universal Credit, your payment \
goes down gradually as you earn rather than stopping, so ask your work coach or use a benefits calculator to \
see how a job changes your income. Negotiating is more common for skilled roles; for minimum-wage jobs, ask \
about overtime and progression instead.`,
    sources: [
      'https://www.gov.uk/national-minimum-wage-rates',
      'https://nationalcareers.service.gov.uk/explore-careers',
      'https://www.gov.uk/universal-credit',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-second',
    family: 'interview',
    title: 'Second interviews',
    keywords: [
      'second interview',
      '2nd',
      'final stage',
      'called back',
      'second stage',
      'meet the manager',
      'another interview',
    ],
    body: `Being asked back means they liked you. A second interview usually goes deeper: it might be with \
a more senior manager, include a task or a tour, or focus on how you'd fit the team.

How to prepare:
• Write down what they asked last time, and improve any answers you weren't happy with
• Prepare new examples: they may ask different things, or ask you to say more
• Think harder about their business: customers, busy times, challenges
• Be ready for practical questions: start date, shifts, travel, any training or checks
• Prepare fresh questions, like who you'd work with and what a good first month looks like

Don't treat it as a formality, but don't change what worked either.

Ask whoever invited you what the second interview will include and who'll be there.`,
    more: `This is often where pay, hours and references come up in detail, and sometimes where a \
conviction or DBS check is discussed, especially with Ban the Box employers who ask later in the process. \
Have your disclosure statement ready if it applies. If they offer you the job on the spot, it's fine to \
thank them and ask for the offer in writing before you accept, so you know the pay and hours.`,
    sources: ['https://nationalcareers.service.gov.uk/careers-advice/interview-advice'],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-adjustments',
    family: 'interview',
    title: 'Interview adjustments for a disability',
    keywords: [
      'interview adjustments',
      'adjustments for interview',
      'extra time in test',
      'access needs',
      'autism',
      'dyslexia',
      'wheelchair access',
      'deaf',
      'bsl interpreter',
      'disabled candidate',
    ],
    body: `If you have a disability or long-term health condition, you can ask the employer to change the \
interview so you can show what you can do. Under the Equality Act 2010 they must make reasonable adjustments \
to the recruitment process.

Examples:
• Extra time for tests, or questions in writing as well as spoken
• Step-free access, a ground-floor room, or a particular kind of chair
• A quiet waiting area, or the questions in advance
• A British Sign Language interpreter, or captions on a video call
• Breaks, or a different time of day

You only need to share what's needed for the adjustment. Access to Work can help pay for communication \
support at interviews.

Reply to your invitation with a short note: "I have a condition that means I'd benefit from extra time in \
the test. Could you arrange that?"`,
    more: `Before a job offer, employers can usually only ask about health to find out whether you need \
adjustments for the interview or can do a task that's essential to the job. Disability Confident employers \
may offer an interview to disabled applicants who meet the minimum criteria for the job: look for the badge. \
Disability, adjusting the job itself and Access to Work are covered in more depth elsewhere in this guide.`,
    sources: [
      'https://www.gov.uk/rights-disabled-person/employment',
      'https://www.acas.org.uk/reasonable-adjustments',
      'https://www.gov.uk/access-to-work',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-what-to-bring',
    family: 'interview',
    title: 'What to bring to an interview',
    keywords: [
      'what to bring',
      'documents',
      'bring id',
      'checklist',
      'passport',
      'certificates',
      'what do i need to take',
    ],
    body: `Check your invitation first: it may list what to bring. If not, this covers most interviews:

• Photo ID or right-to-work documents, if asked: a passport, or a birth certificate and a letter showing \
your National Insurance number
• A printed copy of your CV and the job advert
• Certificates, licences or cards the advert mentions, like a CSCS card or driving licence
• A pen and some paper, with two questions you want to ask
• Your disclosure letter, if you've decided to use one
• The address, the interviewer's name and their phone number, saved in your phone
• Water, and money or a pass for travel

Put it all in a folder or bag the night before, so you're not searching in the morning.

If you can't find a document, tell the employer before the day: they may accept something else or let you \
bring it later.`,
    more: `If there's a trial shift the same day, bring suitable shoes and tie back long hair. Put your \
phone on silent before you go in. If travel costs are a problem, ask your Jobcentre work coach before the \
interview: help with travel to interviews is sometimes available. Aim to arrive about 10 minutes early, and \
if you're running late, ring ahead: a call is far better than turning up late without warning.`,
    sources: [
      'https://www.gov.uk/prove-right-to-work',
      'https://nationalcareers.service.gov.uk/careers-advice/interview-advice',
    ],
    reviewed: '2026-11-27',
  },
  {
    id: 'interview-job-offer',
    family: 'interview',
    title: "You've been offered the job: what next?",
    keywords: [
      'job offer',
      'offered the job',
      'conditional offer',
      'accept the offer',
      'contract',
      'offer letter',
      'what happens after an offer',
      'subject to dbs',
      'got the job',
    ],
    body: `Well done. Before you accept, make sure you know the key terms:

• Pay, hours, shift pattern and where you'll work
• The start date, and whether the offer depends on references, a DBS check or right-to-work checks
• The contract type: permanent, temporary, zero hours or agency

It's fine to say "Thank you, I'm delighted. Could you send the offer in writing?" You're entitled to a \
written statement of the main terms of your job from your first day.

If the offer is conditional on a DBS check and you haven't yet told them about an unspent conviction, now is \
the moment: it's far better for them to hear it from you first.

If you get Universal Credit, report your new job and your first pay.

Reply to the offer in writing, and ask what to bring on your first day.`,
    more: `If you have another interview coming up, it's reasonable to ask for a day or two to decide. \
Don't hand in notice elsewhere or turn down other offers until this one is confirmed, especially while \
checks are pending. If an offer is withdrawn after a check, ask why; Unlock can advise if you think a spent \
conviction was wrongly taken into account. Your first weeks may be a probation period, when both sides see \
how it's going.`,
    sources: [
      'https://www.gov.uk/employment-contracts-and-conditions',
      'https://www.gov.uk/dbs-check-applicant-criminal-record',
      'https://www.gov.uk/universal-credit',
    ],
    reviewed: '2026-11-27',
  },
] as const satisfies readonly GuideArticle[];

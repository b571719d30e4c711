/**
 * Every help number and organisation the coach and the help card name, in one reviewed place,
 * each with the official page it was checked against. Add nothing without a source.
 */
export interface HelpLine {
  id: string;
  name: string;
  /** What to dial or text, as people say it. */
  contact: string;
  /** A `tel:` or `sms:` target for the link, when there is one. */
  href: string | null;
  hours: string;
  whatFor: string;
  source: string;
}

export const HELP_LINES = [
  {
    id: 'samaritans',
    name: 'Samaritans',
    contact: '116 123',
    href: 'tel:116123',
    hours: '24 hours a day, 365 days a year; free from any phone',
    whatFor: 'Talk to someone about anything that is troubling you, including thoughts of suicide',
    source: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
  },
  {
    id: 'emergency',
    name: 'Emergency services',
    contact: '999',
    href: 'tel:999',
    hours: '24 hours a day',
    whatFor: 'If you or someone else is in immediate danger, or a life is at risk',
    source: 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/',
  },
  {
    id: 'nhs111',
    name: 'NHS 111',
    contact: '111',
    href: 'tel:111',
    hours: '24 hours a day',
    whatFor: 'Urgent medical or mental health help that is not an emergency',
    source: 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-use-111/',
  },
  {
    id: 'shout',
    name: 'Shout',
    contact: 'Text SHOUT to 85258',
    href: 'sms:85258',
    hours: '24 hours a day; free text service',
    whatFor: 'If you would rather text than talk',
    source: 'https://giveusashout.org/get-help/',
  },
  {
    id: 'domestic-abuse',
    name: 'National Domestic Abuse Helpline (Refuge)',
    contact: '0808 2000 247',
    href: 'tel:08082000247',
    hours: '24 hours a day; free',
    whatFor: 'If someone you live with or are close to hurts, threatens or controls you',
    source: 'https://www.nationaldahelpline.org.uk/',
  },
  {
    id: 'mens-advice',
    name: "Men's Advice Line",
    contact: '0808 801 0327',
    href: 'tel:08088010327',
    hours: 'Weekdays; see the website for hours; free',
    whatFor: 'For men experiencing domestic abuse from a partner, ex or family member',
    source: 'https://mensadviceline.org.uk/',
  },
  {
    id: 'rape-crisis',
    name: 'Rape Crisis 24/7 Support Line',
    contact: '0808 500 2222',
    href: 'tel:08085002222',
    hours: '24 hours a day, 7 days a week; free',
    whatFor: 'For anyone aged 16 or over affected by rape, sexual assault or sexual abuse, at any time',
    source: 'https://rapecrisis.org.uk/get-help/want-to-talk/',
  },
  {
    id: 'modern-slavery',
    name: 'Modern Slavery & Exploitation Helpline',
    contact: '08000 121 700',
    href: 'tel:08000121700',
    hours: '24 hours a day, 365 days a year; free and confidential',
    whatFor:
      'If you, or someone you know, is forced to work, has had their passport taken, or is made to carry or sell drugs',
    source: 'https://www.modernslaveryhelpline.org/',
  },
  {
    id: 'unlock',
    name: 'Unlock',
    contact: 'unlock.org.uk',
    href: null,
    hours: 'Helpline and online advice',
    whatFor: 'Independent advice for people with a criminal record: disclosure, DBS checks, work',
    source: 'https://unlock.org.uk/',
  },
  {
    id: 'nacro',
    name: 'Nacro',
    contact: 'nacro.org.uk',
    href: null,
    hours: 'Online advice and local services',
    whatFor: 'Support with resettlement, housing, education and work after a conviction',
    source: 'https://www.nacro.org.uk/',
  },
  {
    id: 'citizens-advice',
    name: 'Citizens Advice',
    contact: 'citizensadvice.org.uk',
    href: null,
    hours: 'Online, by phone and in local offices',
    whatFor: 'Free, confidential advice on work rights, money, housing and legal problems',
    source: 'https://www.citizensadvice.org.uk/',
  },
  {
    id: 'shelter',
    name: 'Shelter emergency helpline',
    contact: '0808 800 4444',
    href: 'tel:08088004444',
    hours: 'See the website for opening hours',
    whatFor: 'If you are homeless or about to lose your home (England)',
    source: 'https://england.shelter.org.uk/get_help/helpline',
  },
  {
    id: 'access-to-work',
    name: 'Access to Work',
    contact: 'gov.uk/access-to-work',
    href: null,
    hours: 'Apply online',
    whatFor: 'A government grant for support at work if you have a disability or health condition',
    source: 'https://www.gov.uk/access-to-work',
  },
] as const satisfies readonly HelpLine[];

export type HelpLineId = (typeof HELP_LINES)[number]['id'];

export function helpLine(id: HelpLineId): HelpLine {
  return HELP_LINES.find((line) => line.id === id)!;
}

/** The lines the crisis card shows, in order. */
export const CRISIS_LINE_IDS: readonly HelpLineId[] = [
  'samaritans',
  'emergency',
  'shout',
  'nhs111',
  'domestic-abuse',
];

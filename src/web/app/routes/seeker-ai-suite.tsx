import { Link } from 'react-router';
import { Bot, FileText, MessageCircle, Sparkles } from 'lucide-react';
import { PageHeader } from '@web/components/ui/page-header';
import { Card } from '@web/components/ui/card';

const cards = [
  {
    to: '/seeker-ai-coach',
    title: 'NewLeaf Coach',
    text: 'Practical help with interviews, disclosure, stress, goals and settling into work.',
    Icon: Bot,
  },
  {
    to: '/seeker-ai-chat',
    title: 'AI Chat',
    text: 'An open conversation about anything to do with finding and keeping work.',
    Icon: MessageCircle,
  },
  {
    to: '/seeker-cv-builder',
    title: 'CV Builder',
    text: 'Build a CV step by step, check its ATS score and download it.',
    Icon: FileText,
  },
] as const;

const features = [
  {
    title: 'Personalised Coaching',
    text: 'Advice that uses your profile: your name, the job you want, your skills.',
  },
  { title: 'Interview Preparation', text: 'Practise answers, talk about a conviction, ask for adjustments.' },
  { title: 'Resume Optimisation', text: 'A CV that gets past applicant tracking systems.' },
];

/** /seeker-ai-suite: the coach, the chat and the CV builder. */
export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="AI Suite" back="/seeker-dashboard" />
      <ul className="flex flex-col gap-3">
        {cards.map(({ to, title, text, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-start gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm hover:border-leaf-700 focus-visible:border-leaf-700"
            >
              <Icon aria-hidden className="mt-0.5 h-7 w-7 shrink-0 text-leaf-800" />
              <span>
                <span className="block text-lg font-bold">{title}</span>
                <span className="block text-sm text-muted">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Card>
        <h2 className="mb-2 flex items-center gap-2 text-lg font-bold">
          <Sparkles aria-hidden className="h-5 w-5 text-leaf-800" /> What it can do
        </h2>
        <ul className="flex flex-col gap-2">
          {features.map((f) => (
            <li key={f.title}>
              <span className="font-semibold">{f.title}</span>
              <span className="block text-sm text-muted">{f.text}</span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

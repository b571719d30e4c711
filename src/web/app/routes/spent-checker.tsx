import { Link } from 'react-router';
import { Logo } from '@web/components/ui/logo';
import { SpentChecker } from '@web/features/spent-checker/components/spent-checker';

/** /spent-checker: the public "When is my record spent?" tool (signed in or not). */
export function Component() {
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col gap-4 p-4 pb-10">
      <Link to="/" className="flex items-center gap-2 self-start font-bold text-leaf-900">
        <Logo className="h-8 w-8 rounded-lg" /> NewLeaf
      </Link>
      <h1 className="text-2xl font-bold">When is my record spent?</h1>
      <p>
        Answer a few questions about a caution or conviction to see when it becomes spent, when you have to
        mention it to an employer, and what basic, standard and enhanced DBS checks show. For England and
        Wales.
      </p>
      <p className="rounded-xl bg-leaf-50 p-3 text-sm">
        Private: your answers stay on this device. Nothing is stored or sent anywhere.
      </p>
      <SpentChecker />
    </main>
  );
}

import { LifeBuoy, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@web/components/ui/card';
import { useAppConfig } from '../api/get-app-config';

/** Need Help card: the configured support phone, e-mail and hours, and the 24/7 crisis line (server config). */
export function HelpCard() {
  const { data } = useAppConfig();
  const help = data?.help;
  return (
    <Card tone="leaf">
      <h2 className="mb-2 flex items-center gap-2 text-lg font-bold">
        <LifeBuoy aria-hidden className="h-5 w-5 text-leaf-800" /> Need Help?
      </h2>
      {help ? (
        <ul className="flex flex-col gap-1.5 text-sm">
          {/* Only the contacts this service has set up: never a placeholder number. */}
          {help.phone && (
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="h-4 w-4" />
              <a
                className="font-semibold text-leaf-900 underline"
                href={`tel:${help.phone.replace(/\s/g, '')}`}
              >
                {help.phone}
              </a>
            </li>
          )}
          {help.email && (
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="h-4 w-4" />
              <a className="font-semibold text-leaf-900 underline" href={`mailto:${help.email}`}>
                {help.email}
              </a>
            </li>
          )}
          {help.hours && <li>Hours: {help.hours}</li>}
          <li className="font-semibold">Crisis line, available 24/7: {help.crisisLine}</li>
          <li>
            <Link className="font-semibold text-leaf-900 underline" to="/spent-checker">
              When is my record spent? Check it free
            </Link>
          </li>
        </ul>
      ) : (
        <p className="text-sm text-muted">Loading contact details…</p>
      )}
    </Card>
  );
}

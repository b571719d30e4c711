import type { Interview } from '@shared/contracts/interviews';

/**
 * Where the interview happens, as rows of the card's description list: the address, the video
 * call's link (opened in a new tab, so the conversation stays), or how the phone call works.
 */
export function InterviewPlace({ interview }: { interview: Interview }) {
  const { kind, location } = interview;
  if (!location) return null;
  if (kind === 'video') {
    const safe = /^https:\/\//i.test(location);
    return (
      <>
        <dt className="font-semibold">Link</dt>
        <dd className="min-w-0 break-all">
          {safe ? (
            <a
              href={location}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-leaf-800 underline underline-offset-2"
            >
              {location}
              <span className="sr-only"> (video call link, opens in a new tab)</span>
            </a>
          ) : (
            location
          )}
        </dd>
      </>
    );
  }
  return (
    <>
      <dt className="font-semibold">{kind === 'in_person' ? 'Address' : 'Call details'}</dt>
      <dd className="min-w-0 whitespace-pre-wrap [overflow-wrap:anywhere]">{location}</dd>
    </>
  );
}

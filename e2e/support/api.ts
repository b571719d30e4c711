import type { BrowserContext } from 'playwright-core';
import { baseUrl, latestMailLink, PASSWORD, uniqueEmail } from './browser';

/**
 * Setting the scene through the API, for the steps a journey is not about (each screen has a
 * journey of its own). Calls go with the context's cookies and the app's origin.
 */
export async function apiCall(
  context: BrowserContext,
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
  /** The app's address, when the context's is not the shared journeys server's. */
  origin = baseUrl(),
) {
  const res = await context.request.fetch(url, { method, data, headers: { origin } });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as Record<string, unknown>;
  // A scene's accounts are returning users: their address is confirmed, as by following the
  // link mailed at sign-up (e2e/email-verification.e2e.ts is the journey about that link).
  if (url === '/api/auth/sign-up/email' && origin === baseUrl())
    await confirmEmail(context, (data as { email: string }).email);
  return body;
}

/** Signs up a new account in this context (its address confirmed, see apiCall); gives the e-mail. */
export async function signUp(context: BrowserContext, role: 'seeker' | 'hirer', emailPrefix: string) {
  const email = uniqueEmail(emailPrefix);
  await apiCall(context, 'POST', '/api/auth/sign-up/email', { email, password: PASSWORD, role });
  return email;
}

/** Uploads an image as the signed-in user (a profile photo or a company logo); gives its address. */
export async function uploadImage(
  context: BrowserContext,
  kind: 'profile-photo' | 'company-logo',
  png: Buffer,
) {
  const res = await context.request.post('/api/uploads/image', {
    headers: { origin: baseUrl() },
    multipart: { kind, file: { name: 'image.png', mimeType: 'image/png', buffer: png } },
  });
  if (!res.ok()) throw new Error(`upload ${kind}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

/** Follows the confirmation link mailed to `email`, in this context (as a click in the e-mail would). */
export async function confirmEmail(context: BrowserContext, email: string) {
  const res = await context.request.get(latestMailLink(email, 'verify-email'), { maxRedirects: 0 });
  if (res.status() !== 302) throw new Error(`confirming ${email}: ${res.status()}`);
}

interface SeekerProfileInput {
  personal: { firstName: string; lastName: string; jobTitle: string; headline: string };
  skills: { keySkills: string[]; jobInterests: string[] };
  convictionTypes?: string[];
  convictionStatus?: 'spent' | 'unspent' | 'pending';
  hasDisability?: boolean | null;
  profileImageUrl?: string | null;
}

/** Completes the signed-in seeker's profile: a spent conviction (unless told), full-time, driving licence. */
export function completeSeekerProfile(
  context: BrowserContext,
  input: SeekerProfileInput,
  origin = baseUrl(),
) {
  return apiCall(
    context,
    'POST',
    '/api/seeker/profile/complete',
    {
      personal: input.personal,
      skills: input.skills,
      legal: {
        sentenceCompleted: true,
        convictionTypes: input.convictionTypes ?? [],
        convictionStatus: input.convictionStatus ?? 'spent',
        convictionOtherDetails: '',
        barredFromRegulatedWork: false,
        onDbsBarringList: false,
        relevantForSafeguardingChecks: null,
        mappaLevel: null,
      },
      health: {
        hasDisability: input.hasDisability === undefined ? false : input.hasDisability,
        disabilityTypes: [],
        disabilityOtherDetails: '',
        workplaceAdjustments: [],
        workplaceAdjustmentsOther: null,
      },
      final: {
        profileImageUrl: input.profileImageUrl ?? null,
        hasDrivingLicence: true,
        workPreferences: ['full_time'],
        openToRelocation: false,
      },
    },
    origin,
  );
}

/**
 * The employer (signed in in `hirer`) makes a company and a barista job; the seeker (in `seeker`)
 * fills in a profile that fits it; both like, through the API. Gives the match's id and the
 * seeker's name as the employer sees it.
 */
export async function matchThroughApi(hirer: BrowserContext, seeker: BrowserContext, tag: string) {
  await apiCall(hirer, 'POST', '/api/company', {
    companyName: `Harbour Cafe ${tag}`,
    industry: 'Hospitality',
  });
  const job = await apiCall(hirer, 'POST', '/api/jobs', {
    title: 'Barista',
    description: 'Barista: friendly cafe by the harbour, training given, flexible shifts.',
    category: 'Hospitality',
    employmentType: 'Part-time',
    locationCity: 'Bristol',
    locationCountry: 'United Kingdom',
    salaryMin: 22000,
    salaryMax: 24000,
    requiredSkills: ['customer_service'],
    status: 'active',
  });
  const jobId = (job.job as { id: string }).id;
  await completeSeekerProfile(seeker, {
    personal: {
      firstName: 'Rowan',
      lastName: `Price${tag}`,
      jobTitle: 'Barista',
      headline: 'Coffee and smiles',
    },
    skills: { keySkills: ['customer_service'], jobInterests: ['Hospitality'] },
  });
  const seekerId = ((await (await seeker.request.get('/api/me')).json()) as { user: { id: string } }).user.id;
  await apiCall(seeker, 'POST', '/api/swipes', { targetKind: 'job', targetId: jobId, action: 'like' });
  const made = await apiCall(hirer, 'POST', '/api/swipes', {
    targetKind: 'seeker',
    targetId: seekerId,
    action: 'like',
  });
  return { matchId: (made.match as { id: string }).id, seekerName: `Rowan Price${tag}` };
}

/** What a share offers: the page's title, a line about it and its address. */
export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** The browser's share sheet and clipboard, as far as they exist here. */
interface ShareWays {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}

/**
 * How a link was shared: the share sheet took it ('shared') or was closed ('cancelled'), it was
 * copied ('copied'), or neither worked and the link must be shown ('show').
 */
type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'show';

/** The share sheet where there is one, else (or when it fails) the clipboard. */
export async function shareLink(data: ShareData, ways: ShareWays): Promise<ShareOutcome> {
  if (ways.share) {
    try {
      await ways.share(data);
      return 'shared';
    } catch (err) {
      // Closing the sheet is an answer, not a failure: nothing more to do.
      if ((err as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!ways.writeText) return 'show';
    await ways.writeText(data.url);
    return 'copied';
  } catch {
    return 'show';
  }
}

/** This browser's ways to share (the clipboard needs a secure page; either may be missing). */
export function browserShareWays(): ShareWays {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: nav?.share ? (data) => nav.share(data) : undefined,
    writeText: nav?.clipboard?.writeText ? (text) => nav.clipboard.writeText(text) : undefined,
  };
}

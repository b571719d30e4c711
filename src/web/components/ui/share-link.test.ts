import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

const data = { title: 'Kitchen Porter', text: 'Kitchen Porter at Acme', url: 'https://newleaf.test/jobs/1' };
const abort = () => Promise.reject(Object.assign(new Error('closed'), { name: 'AbortError' }));

describe('shareLink', () => {
  it('uses the share sheet where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(data, { share, writeText })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the sheet is closed', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(data, { share: abort, writeText })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when it fails', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(data, { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    const refused = () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    expect(await shareLink(data, { share: refused, writeText })).toBe('copied');
  });

  it('asks for the link to be shown when neither works', async () => {
    expect(await shareLink(data, {})).toBe('show');
    expect(await shareLink(data, { writeText: () => Promise.reject(new Error('denied')) })).toBe('show');
  });
});

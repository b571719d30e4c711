import { useId, useRef, useState } from 'react';
import { Briefcase, Camera, User } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { notify } from '@web/lib/notify';

export const MAX_IMAGE_BYTES = 3 * 1024 * 1024;

type Kind = 'profile-photo' | 'company-logo';

/** Uploads with progress (XHR gives upload progress; fetch does not). Resolves to the stored URL. */
function uploadImage(kind: Kind, file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('kind', kind); // before the file: the server reads fields in order
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads/image');
    xhr.withCredentials = true;
    xhr.timeout = 60_000;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let body: { url?: string; error?: { code?: string; message?: string } } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON
      }
      if (xhr.status === 201 && body.url) resolve(body.url);
      else reject(Object.assign(new Error(body.error?.message ?? 'upload failed'), { status: xhr.status }));
    };
    xhr.onerror = () => reject(Object.assign(new Error('network'), { status: 0 }));
    xhr.ontimeout = xhr.onerror;
    xhr.send(form);
  });
}

/**
 * Picks and uploads an image: image files only, at most 3 MB, with the spec's toasts. The server
 * checks the content again, re-encodes it and strips its metadata.
 */
export function ImageUploader({
  kind,
  value,
  onUploaded,
  label,
  name,
}: {
  kind: Kind;
  value?: string | null;
  onUploaded: (url: string) => void;
  label: string;
  /** Alt text for the preview, e.g. the person's or company's name. */
  name?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failedPreview, setFailedPreview] = useState(false);
  const Fallback = kind === 'company-logo' ? Briefcase : User;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notify.error('Invalid file type', 'Please select an image file');
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      notify.error('File too large', 'Please select an image smaller than 3MB');
      return;
    }
    setProgress(0);
    try {
      const url = await uploadImage(kind, file, setProgress);
      setFailedPreview(false);
      onUploaded(url);
      notify.success('Upload successful', 'Your image has been uploaded successfully');
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status === 415) notify.error('Invalid file type', 'Please select an image file');
      else if (status === 413)
        notify.error('File too large', (err as Error).message || 'Please select an image smaller than 3MB');
      else notify.error('Upload failed', 'Failed to upload image. Please try again.');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex items-center gap-4">
      <div className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-leaf-100 text-leaf-800">
        {value && !failedPreview ? (
          <img
            src={value}
            alt={name ? `${label} of ${name}` : label}
            className="h-full w-full object-cover"
            onError={() => setFailedPreview(true)}
          />
        ) : (
          <Fallback aria-hidden className="h-9 w-9" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={progress !== null}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          <Camera aria-hidden className="h-4 w-4" />
          {progress !== null
            ? 'Uploading...'
            : value
              ? `Change ${label.toLowerCase()}`
              : `Upload ${label.toLowerCase()}`}
        </Button>
        <p id={hintId} className="text-xs text-muted">
          JPG, PNG or WebP, up to 3MB.
        </p>
        {progress !== null && <Progress value={progress} label={`Uploading ${label.toLowerCase()}`} />}
      </div>
    </div>
  );
}

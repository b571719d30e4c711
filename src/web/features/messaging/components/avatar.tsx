import { formatInitials } from '@shared/rules/format';
/** A logo or photo, or the name's initials (spec: avatar initials when no logo). */
export function Avatar({
  name,
  imageUrl,
  size = 'md',
}: {
  name: string;
  imageUrl: string | null;
  size?: 'sm' | 'md';
}) {
  const initials = formatInitials(name);
  const box = size === 'sm' ? 'h-10 w-10 text-sm' : 'h-12 w-12';
  return (
    <span
      className={`${box} flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-leaf-100 font-bold text-leaf-900`}
    >
      {imageUrl ? (
        <img src={imageUrl} alt="" width={48} height={48} className="h-full w-full object-cover" />
      ) : (
        <span aria-hidden>{initials}</span>
      )}
    </span>
  );
}

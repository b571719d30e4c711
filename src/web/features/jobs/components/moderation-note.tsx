/** Why the NewLeaf team holds, refused or took down a job, as the employer is told. */
export function ModerationNote({ note }: { note: string }) {
  return <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">{note}</p>;
}

import { ArrowLeft } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useNavigate } from 'react-router';

/** A screen title with an optional back arrow (to a route, or to the previous page). */
export function PageHeader({
  title,
  back,
  actions,
  headingRef,
}: {
  title: string;
  back?: string | -1;
  actions?: ReactNode;
  /** Given when the page moves the focus to its title (lib/use-editing-focus.ts). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const navigate = useNavigate();
  return (
    <div className="mb-4 flex items-center gap-2">
      {back !== undefined && (
        <button
          type="button"
          onClick={() => (back === -1 ? navigate(-1) : navigate(back))}
          className="-ml-2 rounded-xl p-2 hover:bg-leaf-50"
          aria-label="Back"
        >
          <ArrowLeft aria-hidden className="h-6 w-6" />
        </button>
      )}
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="flex-1 text-2xl font-bold focus:outline-none"
      >
        {title}
      </h1>
      {actions}
    </div>
  );
}

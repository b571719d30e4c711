import { useEffect, useRef } from 'react';

export interface FieldError {
  /** The id of the field the error is about (its link moves the focus there). */
  field: string;
  message: string;
}

/**
 * A GOV.UK-style error summary: "There is a problem", then each error as a link to its field.
 * It takes the focus when it appears, so screen reader and keyboard users hear it first.
 */
export function ErrorSummary({ errors }: { errors: readonly FieldError[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) box.current?.focus();
  }, [errors]);
  if (errors.length === 0) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="mb-4 rounded-xl border-4 border-red-700 bg-white p-3 focus:outline-3 focus:outline-offset-2 focus:outline-leaf-700"
    >
      <h2 id="error-summary-title" className="mb-2 text-lg font-bold">
        There is a problem
      </h2>
      <ul className="flex flex-col gap-1">
        {errors.map((e) => (
          <li key={`${e.field}-${e.message}`}>
            <a
              href={`#${e.field}`}
              className="font-semibold text-red-800 underline"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(e.field)?.focus();
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The message under a field, tied to it with aria-describedby. */
export function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      <span className="sr-only">Error: </span>
      {message}
    </p>
  );
}

/**
 * A field's id and, when it failed, aria-invalid and aria-describedby pointing at its message
 * (`${id}-error`, see FieldMessage); `hintId` stays described either way.
 */
export function fieldA11y(id: string, message: string | undefined, hintId?: string) {
  const describedBy = [hintId, message ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': message ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

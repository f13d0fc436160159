/** The id of the message under field `id`, for its aria-describedby. */
export const fieldErrorId = (id: string) => `${id}-error`;

/** A field's own error, under it (issue 20 §7: every field's error at once, not one in a banner). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(id)} className="field__error">
      {message}
    </p>
  );
}

/** aria-invalid and aria-describedby of an input whose error may be shown. */
export const fieldErrorProps = (id: string, message?: string) => ({
  'aria-invalid': message ? true : undefined,
  'aria-describedby': message ? fieldErrorId(id) : undefined,
});

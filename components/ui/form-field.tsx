import { Children, cloneElement, isValidElement, useId } from "react";
import { clsx } from "clsx";

type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
};

type FormFieldProps = {
  label: React.ReactNode;
  /** The control's id; generated when left out. */
  id?: string;
  /** One message, or several (the API's `errors[field]`); the first is shown. */
  error?: string | string[] | null;
  hint?: React.ReactNode;
  required?: boolean;
  /** Visually hide the label (it stays the control's accessible name). */
  hideLabel?: boolean;
  className?: string;
  /**
   * The control: one element (Input, Textarea, NativeSelect, a SelectTrigger...), which receives `id`,
   * `aria-describedby`, `aria-invalid` and `aria-required`; or a function that receives them to place itself.
   */
  children: React.ReactElement<FieldControlProps> | ((control: FieldControlProps) => React.ReactNode);
};

/**
 * Label + control + hint + error, wired for assistive technology: the label names the control, the hint and the
 * error describe it, and an error marks it invalid and is announced.
 */
export function FormField({ label, id, error, hint, required, hideLabel, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const message = Array.isArray(error) ? error[0] : error;

  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(" ") || undefined;
  const control: FieldControlProps = {
    id: controlId,
    "aria-describedby": describedBy,
    "aria-invalid": message ? true : undefined,
    "aria-required": required ? true : undefined,
  };

  let rendered: React.ReactNode;
  if (typeof children === "function") {
    rendered = children(control);
  } else {
    const only = Children.only(children);
    rendered = isValidElement(only) ? cloneElement(only, control) : only;
  }

  return (
    <div data-slot="form-field" data-invalid={message ? "" : undefined} className={clsx("ui-field", className)}>
      <label htmlFor={controlId} className={clsx("ui-label", hideLabel && "sr-only")}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-1 text-muted-foreground">
            *
          </span>
        )}
      </label>
      {rendered}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}

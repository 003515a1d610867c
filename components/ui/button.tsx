import { clsx } from "clsx";
import { Spinner } from "@/components/ui/spinner";

// The look lives in app/ui.css (components layer): a utility in `className` overrides it without a merge step.
export type ButtonVariant = "default" | "secondary" | "outline" | "ghost" | "destructive" | "link";
export type ButtonSize = "sm" | "default" | "lg" | "xl" | "icon" | "icon-sm";

/** The classes of a button, for a Next `<Link>`, an `<a>` or a label that should look like one. */
export function buttonClassName({
  variant = "default",
  size = "default",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return clsx("ui-button", `ui-button-size-${size}`, `ui-button-${variant}`, className);
}

export type ButtonProps = React.ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
};

export function Button({
  variant = "default",
  size = "default",
  loading = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={buttonClassName({ variant, size, className: clsx(loading && "ui-button-busy", className) })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" label={null} />}
      {children}
    </button>
  );
}

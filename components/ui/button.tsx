import { Slot } from "@radix-ui/react-slot";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

export const buttonVariants = {
  default: "bg-primary text-primary-foreground hover:bg-primary/85",
  secondary: "bg-secondary text-secondary-foreground hover:bg-border",
  outline: "border border-foreground bg-transparent text-foreground hover:bg-foreground hover:text-background",
  ghost: "bg-transparent text-foreground hover:bg-muted",
  destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
  link: "h-auto bg-transparent p-0 text-foreground underline decoration-1 underline-offset-4 hover:text-accent",
} as const;

export const buttonSizes = {
  sm: "h-8 gap-1.5 px-3 text-xs",
  default: "h-10 gap-2 px-4 text-sm",
  lg: "h-12 gap-2 px-6 text-sm",
  /** The editorial call to action of the public site: tall, uppercase, widely tracked. */
  xl: "h-14 gap-3 px-10 text-xs font-semibold uppercase tracking-[0.24em]",
  icon: "size-10",
  "icon-sm": "size-8",
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

/** The classes of a button, for a Next `<Link>` or anything that cannot use `asChild`. */
export function buttonClassName({
  variant = "default",
  size = "default",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    "inline-flex shrink-0 items-center justify-center whitespace-nowrap rounded-sm font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    buttonSizes[size],
    buttonVariants[variant],
    className,
  );
}

export type ButtonProps = React.ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a `<Link>`, an `<a>`) with the button's look instead of a `<button>`. */
  asChild?: boolean;
  /** Shows a spinner, disables the button and marks it busy. Not available with `asChild`. */
  loading?: boolean;
};

export function Button({
  variant = "default",
  size = "default",
  asChild = false,
  loading = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  // A busy button stays legible: it is disabled, but it is the thing the user is waiting on.
  const classes = buttonClassName({ variant, size, className: cn(loading && "disabled:opacity-80", className) });
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? "button"}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" label={null} />}
      {children}
    </button>
  );
}

import { clsx } from "clsx";
import { LineIcon } from "@/components/ui/line-icon";

// lucide's info, circle-alert and circle-check, inlined: the reset-password pages ship no icon library.
const icons = {
  default: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4" />
      <path d="M12 8h.01" />
    </>
  ),
  destructive: (
    <>
      <circle cx="12" cy="12" r="10" />
      <line x1="12" x2="12" y1="8" y2="12" />
      <line x1="12" x2="12.01" y1="16" y2="16" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
} as const;

type AlertProps = React.ComponentProps<"div"> & {
  variant?: keyof typeof icons;
  /** Replace the variant's icon, or pass `null` for none. */
  icon?: React.ReactNode | null;
};

/**
 * An inline message. Destructive alerts use `role="alert"` (announced at once), the others `role="status"`. The
 * look is in app/ui.css (components layer), so a utility in `className` overrides it.
 */
export function Alert({ className, variant = "default", icon, children, role, ...props }: AlertProps) {
  const shownIcon = icon === undefined ? <LineIcon className="size-4">{icons[variant]}</LineIcon> : icon;
  return (
    <div
      data-slot="alert"
      role={role ?? (variant === "destructive" ? "alert" : "status")}
      className={clsx("ui-alert", `ui-alert-${variant}`, !shownIcon && "ui-alert-plain", className)}
      {...props}
    >
      {shownIcon && <span className="row-span-2 mt-0.5 [&_svg]:size-4">{shownIcon}</span>}
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}

export function AlertTitle({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={clsx("leading-tight font-medium", className)} {...props} />;
}

export function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={clsx("leading-relaxed opacity-90 [&_p]:leading-relaxed", className)} {...props} />;
}

import { CircleAlert, CircleCheck, Info } from "lucide-react";
import { cn } from "@/lib/utils";

const variants = {
  default: { box: "border-border bg-muted text-foreground", icon: Info },
  destructive: { box: "border-destructive/40 bg-[#fdf3f2] text-destructive", icon: CircleAlert },
  success: { box: "border-success/30 bg-success-soft text-success", icon: CircleCheck },
} as const;

type AlertProps = React.ComponentProps<"div"> & {
  variant?: keyof typeof variants;
  /** Replace the variant's icon, or pass `null` for none. */
  icon?: React.ReactNode | null;
};

/** An inline message. Destructive alerts use `role="alert"` (announced at once), the others `role="status"`. */
export function Alert({ className, variant = "default", icon, children, role, ...props }: AlertProps) {
  const Icon = variants[variant].icon;
  const shownIcon = icon === undefined ? <Icon aria-hidden="true" className="size-4" /> : icon;
  return (
    <div
      data-slot="alert"
      role={role ?? (variant === "destructive" ? "alert" : "status")}
      className={cn(
        "grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-sm border px-4 py-3 text-sm",
        !shownIcon && "grid-cols-1",
        variants[variant].box,
        className,
      )}
      {...props}
    >
      {shownIcon && <span className="row-span-2 mt-0.5 [&_svg]:size-4">{shownIcon}</span>}
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}

export function AlertTitle({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("font-medium leading-tight", className)} {...props} />;
}

export function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("leading-relaxed opacity-90 [&_p]:leading-relaxed", className)} {...props} />;
}

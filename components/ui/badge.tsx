import { Slot } from "@radix-ui/react-slot";
import { cn } from "@/lib/utils";

const badgeVariants = {
  default: "border-transparent bg-primary text-primary-foreground",
  secondary: "border-transparent bg-secondary text-secondary-foreground",
  outline: "border-foreground/25 bg-transparent text-foreground",
  destructive: "border-transparent bg-destructive text-destructive-foreground",
  success: "border-transparent bg-success-soft text-success",
  accent: "border-transparent bg-accent-soft text-accent",
  neutral: "border-transparent bg-neutral-100 text-neutral-800",
} as const;

export type BadgeVariant = keyof typeof badgeVariants;

type BadgeProps = React.ComponentProps<"span"> & { variant?: BadgeVariant; asChild?: boolean };

export function Badge({ className, variant = "default", asChild = false, ...props }: BadgeProps) {
  const Component = asChild ? Slot : "span";
  return (
    <Component
      data-slot="badge"
      className={cn(
        "inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-sm border px-2 py-0.5 text-xs font-medium [&_svg]:size-3",
        badgeVariants[variant],
        className,
      )}
      {...props}
    />
  );
}

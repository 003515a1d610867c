import { cn } from "@/lib/utils";

export const controlClassName = cn(
  "w-full min-w-0 rounded-sm border border-input bg-background px-3 text-base text-foreground transition-colors md:text-sm",
  "placeholder:text-muted-foreground",
  "focus-visible:border-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70",
  "aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive",
);

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        controlClassName,
        "h-10 py-2",
        "file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}

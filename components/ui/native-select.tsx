import { ChevronDown } from "lucide-react";
import { controlClassName } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type NativeSelectProps = React.ComponentProps<"select"> & {
  /** Classes for the wrapper (width, margins); `className` goes on the `<select>` itself. */
  wrapperClassName?: string;
};

/** A styled plain `<select>`: works without JavaScript, for server-rendered forms and simple filters. */
export function NativeSelect({ className, wrapperClassName, children, ...props }: NativeSelectProps) {
  return (
    <div className={cn("relative w-full", wrapperClassName)}>
      <select
        data-slot="native-select"
        className={cn(controlClassName, "h-10 cursor-pointer appearance-none py-2 pr-9", className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

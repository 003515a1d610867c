import { clsx } from "clsx";
import { LineIcon } from "@/components/ui/line-icon";

type NativeSelectProps = React.ComponentProps<"select"> & {
  /** Classes for the wrapper (width, margins); `className` goes on the `<select>` itself. */
  wrapperClassName?: string;
};

/** A styled plain `<select>`: works without JavaScript, for server-rendered forms and simple filters. */
export function NativeSelect({ className, wrapperClassName, children, ...props }: NativeSelectProps) {
  return (
    <div className={clsx("relative w-full", wrapperClassName)}>
      <select data-slot="native-select" className={clsx("ui-control ui-native-select", className)} {...props}>
        {children}
      </select>
      {/* lucide's chevron-down */}
      <LineIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground">
        <path d="m6 9 6 6 6-6" />
      </LineIcon>
    </div>
  );
}

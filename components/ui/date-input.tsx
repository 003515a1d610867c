import { clsx } from "clsx";
import { LineIcon } from "@/components/ui/line-icon";

// The browser's own calendar button, made invisible and stretched under our icon, so a click there still opens the
// native picker; WebKit on iOS centres an empty date, so its value is aligned left like every other input.
const nativeParts = [
  "[&::-webkit-calendar-picker-indicator]:absolute [&::-webkit-calendar-picker-indicator]:inset-y-0 [&::-webkit-calendar-picker-indicator]:right-0",
  "[&::-webkit-calendar-picker-indicator]:h-auto [&::-webkit-calendar-picker-indicator]:w-10 [&::-webkit-calendar-picker-indicator]:cursor-pointer [&::-webkit-calendar-picker-indicator]:opacity-0",
  "[&::-webkit-date-and-time-value]:text-left [&::-webkit-datetime-edit]:tnum",
].join(" ");

/**
 * A date field in the site's input style that keeps the native control: phones open their own date wheel or
 * calendar, desktop browsers theirs, and typing the date works as usual. Our calendar icon replaces the browser's
 * (which differs per browser). Server-renderable and dependency-free; `ref`, `name` and the field's aria props
 * go to the input.
 */
export function DateInput({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <div data-slot="date-input" className="relative">
      <input type="date" data-slot="input" className={clsx("ui-control ui-input relative appearance-none pr-10", nativeParts, className)} {...props} />
      {/* lucide's calendar */}
      <LineIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" strokeWidth={1.75}>
        <path d="M8 2v4M16 2v4" />
        <rect width="18" height="18" x="3" y="4" rx="2" />
        <path d="M3 10h18" />
      </LineIcon>
    </div>
  );
}

import { clsx } from "clsx";
import { LineIcon } from "@/components/ui/line-icon";

/**
 * A date field in the site's input style that keeps the native control: phones open their own date wheel or
 * calendar, desktop browsers theirs, and typing the date works as usual. Our calendar icon replaces the browser's
 * (which differs per browser; `.ui-date` in app/ui.css hides it). Server-renderable and dependency-free; `ref`,
 * `name` and the field's aria props go to the input.
 */
export function DateInput({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <div data-slot="date-input" className="relative">
      <input type="date" data-slot="input" className={clsx("ui-control ui-input ui-date relative appearance-none pr-10", className)} {...props} />
      {/* lucide's calendar */}
      <LineIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" strokeWidth={1.75}>
        <path d="M8 2v4M16 2v4" />
        <rect width="18" height="18" x="3" y="4" rx="2" />
        <path d="M3 10h18" />
      </LineIcon>
    </div>
  );
}

import { clsx } from "clsx";

export function Textarea({ className, rows = 5, ...props }: React.ComponentProps<"textarea">) {
  return <textarea rows={rows} data-slot="textarea" className={clsx("ui-control ui-textarea", className)} {...props} />;
}

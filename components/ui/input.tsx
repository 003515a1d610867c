import { clsx } from "clsx";

/**
 * The shared look of text controls (border, focus ring, invalid state), from app/ui.css. Radix-based controls
 * (select, combobox) add their own layout utilities to it.
 */
export const controlClassName = "ui-control";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={clsx("ui-control ui-input", className)} {...props} />;
}

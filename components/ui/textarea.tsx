import { controlClassName } from "@/components/ui/input";
import { cn } from "@/lib/utils";

export function Textarea({ className, rows = 5, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      rows={rows}
      data-slot="textarea"
      className={cn(controlClassName, "min-h-24 resize-y py-2.5 leading-relaxed", className)}
      {...props}
    />
  );
}

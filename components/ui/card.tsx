import { cn } from "@/lib/utils";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn("flex flex-col rounded-md border border-border bg-card text-card-foreground", className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        "grid auto-rows-min grid-cols-[1fr_auto] items-start gap-x-4 gap-y-1.5 p-5 md:p-6 [&>:not([data-slot=card-action])]:col-start-1",
        className,
      )}
      {...props}
    />
  );
}

type HeadingLevel = "h2" | "h3" | "h4" | "div";

/**
 * A heading (`h2` unless `as` says otherwise, so the outline never skips a level below a page's `h1`). In Inter: the
 * display serif is for 28 px and up only (docs/decisions.md, "Typography").
 */
export function CardTitle({ className, as: Heading = "h2", ...props }: React.ComponentProps<"h2"> & { as?: HeadingLevel }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn("font-sans text-base leading-snug font-semibold", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/** Buttons or links placed in the header's top-right corner. */
export function CardAction({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-action"
      className={cn("col-start-2 row-span-2 row-start-1 self-start justify-self-end", className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-5 pb-5 md:px-6 md:pb-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("flex items-center gap-2 border-t border-border px-5 py-4 md:px-6", className)}
      {...props}
    />
  );
}

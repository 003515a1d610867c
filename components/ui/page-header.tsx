import { cn } from "@/lib/utils";

type PageHeaderProps = Omit<React.ComponentProps<"div">, "title"> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Small label above the title. */
  eyebrow?: React.ReactNode;
  /** Buttons on the right (below the title on phones). */
  actions?: React.ReactNode;
};

/**
 * The top of a dashboard or admin screen: the page's `h1` in the sans (the display serif is for the public site's
 * display sizes; a 36 px Bodoni "Booking Management" looked decorative in a tool), a line of description and its
 * main actions.
 */
/** The title of a dashboard or admin screen, here and on the screens that write their own `h1` (editors, details). */
export const screenTitleClass = "font-sans text-2xl leading-tight font-semibold tracking-tight md:text-3xl";

export function PageHeader({ title, description, eyebrow, actions, className, ...props }: PageHeaderProps) {
  return (
    <div
      data-slot="page-header"
      className={cn("flex flex-col gap-4 border-b border-border pb-6 sm:flex-row sm:items-end sm:justify-between", className)}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-2">
        {eyebrow && <p className="eyebrow text-muted-foreground">{eyebrow}</p>}
        <h1 className={screenTitleClass}>{title}</h1>
        {description && <p className="max-w-2xl text-sm text-muted-foreground md:text-base">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

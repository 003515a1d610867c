import { cn } from "@/lib/utils";

type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** An icon element, e.g. `<ImageIcon />` from lucide-react. */
  icon?: React.ReactNode;
  title: React.ReactNode;
  /** The line under the title. */
  text?: React.ReactNode;
  /** A button or link, e.g. "Upload Your First Photo". */
  action?: React.ReactNode;
  titleAs?: "h2" | "h3" | "p";
};

export function EmptyState({ icon, title, text, action, titleAs: Title = "h2", className, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-md border border-dashed border-border px-6 py-14 text-center",
        className,
      )}
      {...props}
    >
      {icon && (
        <div
          aria-hidden="true"
          className="mb-1 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-5"
        >
          {icon}
        </div>
      )}
      <Title className="font-sans text-base font-semibold text-foreground">{title}</Title>
      {text && <p className="max-w-sm text-sm text-muted-foreground">{text}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

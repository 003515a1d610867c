import { Skeleton } from "@/components/ui/skeleton";

/** Shown inside the dashboard's header and tabs while a screen's data loads. */
export default function DashboardLoading() {
  return (
    <div className="flex flex-col gap-6 md:gap-8" aria-busy="true">
      <span className="sr-only" role="status">
        Loading...
      </span>
      <div className="flex flex-col gap-3 border-b border-border pb-6">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
        <Skeleton className="mx-auto aspect-[3/4] w-full max-w-md rounded-md lg:max-w-none" />
        <Skeleton className="h-80 w-full rounded-md" />
      </div>
    </div>
  );
}

import { Skeleton } from "@/components/ui/skeleton";

/** Shown while a filtered page of the activity loads. */
export default function ActivityLoading() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading the activity">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-20 w-full" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}

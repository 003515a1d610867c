import { RotateCcw } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type LoadErrorProps = {
  /** A heading, when the screen has one for this failure ("Error fetching posts"). */
  title?: string;
  /** What could not be loaded ("Could not load bookings."). */
  message?: string;
  onRetry: () => void;
  /** While the retry is under way the button is busy. */
  retrying?: boolean;
};

/** The one way a list or panel says its data did not load, with a "Try Again" that fetches it again. */
export function LoadError({ title, message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert variant="destructive">
      {title && <AlertTitle>{title}</AlertTitle>}
      <AlertDescription className="flex flex-wrap items-center gap-3">
        {message}
        <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCcw aria-hidden="true" />}
          Try Again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

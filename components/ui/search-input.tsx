import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type SearchInputProps = {
  /** The accessible name ("Search talents by name or email"). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Classes for the wrapper: its width. */
  className?: string;
};

/** A search box with its magnifier, as the admin lists filter as you type. */
export function SearchInput({ label, placeholder, value, onChange, className }: SearchInputProps) {
  return (
    <div className={cn("relative", className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="pl-9"
      />
    </div>
  );
}

"use client";

import { Menu } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { LogoutButton } from "./logout-button";
import type { AdminNavItem } from "./nav";
import { NavLinks } from "./nav-links";
import { AGENCY_NAME } from "@/lib/domain/brand";
import type { NavCounts } from "@/lib/domain/work-queue";

type MobileMenuProps = {
  items: readonly AdminNavItem[];
  counts?: NavCounts;
  name: string;
  roleLabel: string;
};

/** The admin menu on a phone: a sheet from the left with the same links, the signed-in person and Logout. */
export function MobileMenu({ items, counts, name, roleLabel }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const waiting = items.reduce((sum, item) => sum + (counts?.[item.href] ?? 0), 0);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={waiting ? `Open admin menu, ${waiting} waiting` : "Open admin menu"} className="relative">
          <Menu aria-hidden="true" className="size-5" />
          {waiting > 0 && <span aria-hidden="true" className="absolute top-1.5 right-1.5 size-2 rounded-full bg-accent" />}
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-72 max-w-[85vw] gap-0 p-0">
        <div className="border-b border-border p-5 pr-16">
          <SheetTitle className="font-display text-lg font-normal tracking-[0.2em] uppercase">{AGENCY_NAME}</SheetTitle>
          <SheetDescription className="text-xs">Admin menu</SheetDescription>
        </div>
        <nav aria-label="Admin" className="flex-1 p-3">
          <NavLinks items={items} counts={counts} onNavigate={() => setOpen(false)} />
        </nav>
        <div className="border-t border-border p-4">
          <p className="truncate text-sm font-medium">{name}</p>
          <p className="mb-2 text-xs text-muted-foreground">{roleLabel}</p>
          <LogoutButton className="w-full" />
        </div>
      </SheetContent>
    </Sheet>
  );
}

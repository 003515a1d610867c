"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Menu, X } from "lucide-react";
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import { agencyLinks, loginLink, talentLinks, type NavLink } from "./nav-links";

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The menu button and the slide-out menu (Radix dialog: focus trapped, Esc and the close button close it). */
export function SiteMenu({ companyName = "Maison Talent" }: { companyName?: string }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const close = () => setOpen(false);

  const renderLink = (link: NavLink, className: string) => {
    const current = isCurrent(pathname, link.href);
    return (
      <Link
        href={link.href}
        onClick={close}
        aria-current={current ? "page" : undefined}
        className={cn(
          "inline-block text-white/85 decoration-1 underline-offset-[0.3em] transition-colors hover:text-white hover:underline",
          current && "text-white underline",
          className,
        )}
      >
        {link.label}
      </Link>
    );
  };

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        className={cn(
          "-mr-2 inline-flex h-11 items-center gap-3 rounded-sm px-2 text-xs font-medium tracking-[0.24em] uppercase",
          "transition-opacity hover:opacity-75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current",
        )}
      >
        <span className="hidden sm:inline">Menu</span>
        <Menu aria-hidden="true" className="size-6" strokeWidth={1.5} />
        <span className="sr-only sm:hidden">Open menu</span>
      </SheetTrigger>
      <SheetContent
        side="right"
        hideClose
        aria-describedby={undefined}
        className="surface-dark gap-0 border-none sm:max-w-lg"
      >
        <div className="flex h-16 shrink-0 items-center justify-between px-6 md:h-20 md:px-12">
          <SheetTitle className="font-sans text-xs font-medium tracking-[0.24em] text-white/70 uppercase">
            Menu
          </SheetTitle>
          <SheetClose
            className={cn(
              "-mr-2 inline-flex size-11 items-center justify-center rounded-sm text-white transition-opacity",
              "hover:opacity-75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            )}
          >
            <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
            <span className="sr-only">Close menu</span>
          </SheetClose>
        </div>

        <nav aria-label="Main" className="flex flex-1 flex-col px-6 pt-6 pb-10 md:px-12 md:pt-10">
          <ul className="flex flex-col gap-3 md:gap-4">
            {talentLinks.map((link) => (
              <li key={link.href}>{renderLink(link, "font-display text-4xl leading-tight md:text-5xl")}</li>
            ))}
          </ul>
          <ul className="mt-10 flex flex-col gap-4 border-t border-white/20 pt-8">
            {[...agencyLinks, loginLink].map((link) => (
              <li key={link.href}>{renderLink(link, "text-sm font-medium tracking-[0.2em] uppercase")}</li>
            ))}
          </ul>
          <p className="mt-auto pt-12 font-display text-sm tracking-[0.2em] text-white/70 uppercase">{companyName}</p>
        </nav>
      </SheetContent>
    </Sheet>
  );
}

"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { LineIcon } from "@/components/ui/line-icon";
import { agencyLinks, loginLink, talentLinks, type NavLink } from "./nav-links";
import { AGENCY_NAME } from "@/lib/domain/brand";

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The menu button and the slide-out menu, on the browser's own modal `<dialog>`: the page behind is inert while it
 * is open, focus stays inside, Esc closes it and focus returns to the button. No dialog library ships with every
 * public page for it.
 */
export function SiteMenu({ companyName = AGENCY_NAME }: { companyName?: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();

  const open = () => {
    dialogRef.current?.showModal();
    document.documentElement.style.overflow = "hidden";
  };
  const close = () => dialogRef.current?.close();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      document.documentElement.style.overflow = "";
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, []);

  // A navigation (a link in the menu, the back button) closes it.
  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  const renderLink = (link: NavLink, size: string) => {
    const current = isCurrent(pathname, link.href);
    return (
      <Link
        href={link.href}
        onClick={close}
        aria-current={current ? "page" : undefined}
        className={`inline-block decoration-1 underline-offset-[0.3em] transition-colors hover:text-white hover:underline ${
          current ? "text-white underline" : "text-white/85"
        } ${size}`}
      >
        {link.label}
      </Link>
    );
  };

  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        className="-mr-2 inline-flex h-11 items-center gap-3 rounded-sm px-2 text-xs font-medium tracking-[0.24em] uppercase transition-opacity hover:opacity-75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      >
        <span className="hidden sm:inline">Menu</span>
        <LineIcon strokeWidth={1.5} className="size-6">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </LineIcon>
        <span className="sr-only sm:hidden">Open menu</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="site-menu-title"
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="surface-dark fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-none p-0 backdrop:bg-black/60 open:flex open:animate-slide-in-right open:flex-col sm:max-w-lg"
      >
        <div className="flex h-16 shrink-0 items-center justify-between px-6 md:h-20 md:px-12">
          <h2 id="site-menu-title" className="font-sans text-xs font-medium tracking-[0.24em] text-white/70 uppercase">
            Menu
          </h2>
          <button
            type="button"
            onClick={close}
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-sm text-white transition-opacity hover:opacity-75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <LineIcon strokeWidth={1.5} className="size-6">
              <path d="M6 6l12 12M18 6L6 18" />
            </LineIcon>
            <span className="sr-only">Close menu</span>
          </button>
        </div>

        <nav aria-label="Main" className="flex flex-1 flex-col overflow-y-auto px-6 pt-6 pb-10 md:px-12 md:pt-10">
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
      </dialog>
    </>
  );
}

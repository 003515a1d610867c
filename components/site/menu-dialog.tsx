"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

type MenuDialogProps = {
  /** The open button's content. */
  trigger: React.ReactNode;
  labelledBy: string;
  /** The menu itself, rendered on the server: its links and a `data-menu-close` button. */
  children: React.ReactNode;
};

/**
 * The behaviour of the slide-out menu, on the browser's own modal `<dialog>`: the page behind is inert while it is
 * open, focus stays inside, Esc closes it and focus returns to the button. A click on a link, on a `data-menu-close`
 * control or on the backdrop closes it, and so does a navigation. The links mark the current page themselves
 * (`aria-current`), so the menu's markup stays a server component and only this behaviour ships as JavaScript.
 * The button and the dialog take their looks from `.menu-trigger` and `.menu-dialog` (app/chrome.css).
 */
export function MenuDialog({ trigger, labelledBy, children }: MenuDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      document.documentElement.style.overflow = "";
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.close();
    for (const link of dialog.querySelectorAll("a[href]")) {
      const href = link.getAttribute("href") ?? "";
      if (pathname === href || pathname.startsWith(`${href}/`)) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className="menu-trigger"
        onClick={() => {
          dialogRef.current?.showModal();
          document.documentElement.style.overflow = "hidden";
        }}
      >
        {trigger}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={labelledBy}
        className="menu-dialog"
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          const target = event.target as Element;
          if (target === event.currentTarget || target.closest("a[href], [data-menu-close]")) dialogRef.current?.close();
        }}
      >
        {children}
      </dialog>
    </>
  );
}

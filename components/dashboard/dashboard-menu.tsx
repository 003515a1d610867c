"use client";

import { ExternalLink, Globe, Menu } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/**
 * The header's menu button: the talent's public profile and the agency's website. The tab bar's "Home" is the
 * dashboard's home, so the website link says where it goes instead of being a second "Home".
 */
export function DashboardMenu({ name, profileId, isPublic }: { name: string; profileId: number; isPublic: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu aria-hidden="true" className="size-5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="truncate">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {isPublic ? (
          <DropdownMenuItem asChild>
            <Link href={`/talent/${profileId}`}>
              <ExternalLink aria-hidden="true" />
              View public profile
            </Link>
          </DropdownMenuItem>
        ) : (
          // Not published by the agency yet, or hidden: the address would be a 404, so no link.
          <DropdownMenuItem disabled>
            <ExternalLink aria-hidden="true" />
            Your profile is not public yet
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link href="/">
            <Globe aria-hidden="true" />
            Agency website
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

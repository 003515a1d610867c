import { ArrowUpRight } from "lucide-react";
import type { PublicTalentProfile } from "@/lib/services/talents";
import { formatCompact } from "./format";

const platforms = [
  { key: "instagram", label: "Instagram" },
  { key: "tiktok", label: "TikTok" },
] as const;

/** Instagram and TikTok follower counts with links (spec: 0 and '#' when the talent has no account). */
export function SocialStats({ social, name }: { social: PublicTalentProfile["social_media"]; name: string }) {
  return (
    <ul className="grid grid-cols-2 border-b border-border">
      {platforms.map(({ key, label }, i) => {
        const account = social.find((s) => s.platform === key);
        const followers = account?.followers ?? 0;
        const url = account?.url && /^https?:\/\//i.test(account.url) ? account.url : "#";
        const external = url !== "#";
        return (
          <li key={key} className={i === 1 ? "border-l border-border pl-4" : "pr-4"}>
            <a
              href={url}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="group block py-4"
            >
              <span className="eyebrow flex items-center gap-1 text-muted-foreground">
                {label}
                <ArrowUpRight aria-hidden="true" className="size-3.5 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5" />
              </span>
              <span className="mt-1.5 block text-lg tabular-nums group-hover:text-accent">
                {formatCompact(followers)} <span className="text-sm text-muted-foreground">followers</span>
              </span>
              {external && <span className="sr-only"> (opens {name}&apos;s {label} in a new tab)</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

import { ArrowUpRight } from "lucide-react";
import type { PublicTalentProfile } from "@/lib/services/talents";
import { formatCompact } from "@/lib/domain/numbers";
import { SOCIAL_PLATFORMS, socialPlatformLabels } from "@/lib/domain/social-platforms";

const platforms = SOCIAL_PLATFORMS.map((key) => ({ key, label: socialPlatformLabels[key] }));

const isWebUrl = (url: string | null | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/**
 * Instagram and TikTok follower counts of the accounts the talent has connected, each linking to the account.
 * The spec's "0 followers" linking to '#' for an account that is not connected is left out: the profile shows
 * what is there (issue 17). Nothing at all when no account is connected.
 */
export function SocialStats({ social, name }: { social: PublicTalentProfile["social_media"]; name: string }) {
  const connected = platforms.flatMap(({ key, label }) => {
    const account = social.find((s) => s.platform === key);
    return account ? [{ key, label, followers: account.followers ?? 0, url: isWebUrl(account.url) ? account.url : null }] : [];
  });
  if (connected.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 border-b border-border">
      {connected.map(({ key, label, followers, url }, i) => {
        const content = (
          <>
            <span className="eyebrow flex items-center gap-1 text-muted-foreground">
              {label}
              {url && <ArrowUpRight aria-hidden="true" className="size-3.5 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5" />}
            </span>
            <span className="mt-1.5 block text-lg tnum group-hover:text-accent">
              {formatCompact(followers)} <span className="text-sm text-muted-foreground">followers</span>
            </span>
          </>
        );
        return (
          <li key={key} className={i === 1 ? "border-l border-border pl-4" : "pr-4"}>
            {url ? (
              <a href={url} target="_blank" rel="noopener noreferrer" className="group block py-4">
                {content}
                <span className="sr-only"> (opens {name}&rsquo;s {label} in a new tab)</span>
              </a>
            ) : (
              <div className="py-4">{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

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
    <ul className="flex flex-wrap gap-x-8 text-sm text-muted-foreground">
      {connected.map(({ key, label, followers, url }) => {
        const content = (
          <>
            <span className="eyebrow">{label}</span>{" "}
            <span className="tnum text-foreground group-hover:text-accent">{formatCompact(followers)}</span> followers
            {url && <ArrowUpRight aria-hidden="true" className="ml-0.5 inline size-3.5 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5" />}
          </>
        );
        return (
          <li key={key}>
            {url ? (
              <a href={url} target="_blank" rel="noopener noreferrer" className="group inline-flex h-11 items-center gap-1.5">
                {content}
                <span className="sr-only"> (opens {name}&rsquo;s {label} in a new tab)</span>
              </a>
            ) : (
              <p className="inline-flex h-11 items-center gap-1.5">{content}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import { SOCIAL_PLATFORMS, socialPlatformLabels } from "@/lib/domain/social-platforms";
import type { AdminTalentJson } from "../shell/types";

type SocialMedia = NonNullable<AdminTalentJson["talent_profile"]>["social_media"];

/** Instagram and TikTok links of a talent, or the given empty text. */
export function SocialLinks({ social, emptyText }: { social: SocialMedia | undefined; emptyText: string }) {
  const links = SOCIAL_PLATFORMS.map((p) => [socialPlatformLabels[p], social?.[p]] as const).filter(([, account]) => account && (account.url || account.username));
  if (links.length === 0) return <span className="text-muted-foreground">{emptyText}</span>;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {links.map(([label, account]) => (
        <li key={label}>
          {account?.url ? (
            <a href={account.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4 hover:text-accent">
              {label}
              {account.username ? ` (@${account.username})` : ""}
            </a>
          ) : (
            <span>
              {label} (@{account?.username})
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

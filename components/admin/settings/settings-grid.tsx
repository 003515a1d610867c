import {
  Building2,
  Cookie,
  FileText,
  Image as ImageIcon,
  Info,
  Megaphone,
  Share2,
  Shield,
  ScrollText,
  Tags,
  Type,
  UserPlus,
  Users,
  Gem,
  Timer,
  CalendarClock,
  Globe,
  Landmark,
} from "lucide-react";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { SettingsCard, SettingsCardIcon } from "./settings-cards";

const icons: Record<SettingsCardIcon, React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>> = {
  banner: ImageIcon,
  categories: Tags,
  brands: Building2,
  join: Megaphone,
  social: Share2,
  cookie: Cookie,
  privacy: Shield,
  terms: ScrollText,
  member: UserPlus,
  logo: Gem,
  about: Info,
  admins: Users,
  content: Type,
  retention: Timer,
  options: CalendarClock,
  agency: Globe,
  billing: Landmark,
};

/** The 'ADMIN SETTINGS' grid: one card per screen the viewer may edit, each with a Configure button. */
export function SettingsGrid({ cards }: { cards: readonly SettingsCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => {
        const Icon = icons[card.icon] ?? FileText;
        const titleId = `settings-card-${card.slug}`;
        return (
          <li key={card.slug} className="flex">
            <Card className="flex-1">
              <CardHeader>
                <div aria-hidden="true" className="mb-2 flex size-10 items-center justify-center rounded-full bg-muted">
                  <Icon aria-hidden className="size-4" />
                </div>
                <CardTitle id={titleId}>{card.title}</CardTitle>
                <CardDescription>{card.description}</CardDescription>
              </CardHeader>
              <CardContent className="mt-auto">
                <Link
                  href={`/admin/settings/${card.slug}`}
                  aria-label={`Configure ${card.title}`}
                  className={buttonClassName({ variant: "outline", size: "sm" })}
                >
                  Configure
                </Link>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

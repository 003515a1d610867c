import Link from "next/link";
import { Picture } from "./picture";
import type { TalentCard as TalentCardData } from "@/lib/services/talents";
import { blurOf, blurProps, placeholderImage } from "./images";

/** A listing card: the talent's photo (or the placeholder) in a 4:5 frame and the stage name; links to the profile. */
export function TalentCard({ talent, priority = false }: { talent: TalentCardData; priority?: boolean }) {
  const src = talent.image_url ?? placeholderImage.url;
  const blur = talent.image_url ? (talent.blur_data_url ?? blurOf(talent.image_url)) : placeholderImage.blurDataUrl;
  return (
    <Link href={`/talent/${talent.id}`} className="group block focus-visible:outline-offset-4">
      <div className="relative aspect-[4/5] overflow-hidden bg-muted">
        <Picture
          src={src}
          alt={talent.image_url ? `Portrait of ${talent.stage_name}` : `No photo yet for ${talent.stage_name}`}
          fill
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 100vw"
          priority={priority}
          className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
          {...blurProps(blur)}
        />
      </div>
      <h2 className="mt-4 font-display text-xl leading-tight md:text-2xl">
        <span className="bg-[linear-gradient(currentColor,currentColor)] bg-[length:0%_1px] bg-left-bottom bg-no-repeat transition-[background-size] duration-500 group-hover:bg-[length:100%_1px]">
          {talent.stage_name}
        </span>
      </h2>
    </Link>
  );
}

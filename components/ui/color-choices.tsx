import { colorChoiceLists, eyeColorChoices, hairColorChoices } from "@/lib/domain/colors";

/**
 * The palette's spellings as suggestions for the free-text hair and eye colour inputs (`list={colorChoiceLists.hair}`):
 * a talent may still type anything; what they type is what the profile shows, and the search reads its colour.
 */
export function ColorChoices() {
  return (
    <>
      <datalist id={colorChoiceLists.hair}>
        {hairColorChoices.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <datalist id={colorChoiceLists.eyes}>
        {eyeColorChoices.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </>
  );
}

import type { MediaInput, SocialInput, TalentOverrides } from "../factories";
import { demoPortraits } from "@/lib/domain/demo-images.generated";
import { createRng, daysAgo, dobForAge, type Rng } from "./random";

type Category = "female" | "male" | "influencer" | "teen";
type Gender = "female" | "male";

interface Person {
  stage: string;
  /** Legal name on the account; the stage name is what the public sees. */
  name: string;
  category: Category;
  gender: Gender;
  place: Place;
}

type Place = readonly [country: string, state: string, city: string, phonePrefix: string, imperial: boolean];

const places = {
  nyc: ["United States", "New York", "New York City", "+1212555", true],
  la: ["United States", "California", "Los Angeles", "+1310555", true],
  miami: ["United States", "Florida", "Miami", "+1305555", true],
  chicago: ["United States", "Illinois", "Chicago", "+1312555", true],
  london: ["United Kingdom", "England", "London", "+4420794", true],
  manchester: ["United Kingdom", "England", "Manchester", "+4416149", true],
  edinburgh: ["United Kingdom", "Scotland", "Edinburgh", "+4413149", true],
  lagos: ["Nigeria", "Lagos", "Ikeja", "+2348031", false],
  abuja: ["Nigeria", "Federal Capital Territory", "Abuja", "+2348092", false],
  paris: ["France", "Île-de-France", "Paris", "+3314555", false],
  milan: ["Italy", "Lombardy", "Milan", "+3902555", false],
  berlin: ["Germany", "Berlin", "Berlin", "+4930555", false],
  stockholm: ["Sweden", "Stockholm County", "Stockholm", "+4687555", false],
  saoPaulo: ["Brazil", "São Paulo", "São Paulo", "+5511555", false],
  tokyo: ["Japan", "Tokyo", "Tokyo", "+8135555", false],
  accra: ["Ghana", "Greater Accra", "Accra", "+2333025", false],
  toronto: ["Canada", "Ontario", "Toronto", "+1416555", true],
  barcelona: ["Spain", "Catalonia", "Barcelona", "+3493555", false],
  oslo: ["Norway", "Oslo", "Oslo", "+4722555", false],
  copenhagen: ["Denmark", "Capital Region", "Copenhagen", "+4533555", false],
  sydney: ["Australia", "New South Wales", "Sydney", "+6129555", false],
  mumbai: ["India", "Maharashtra", "Mumbai", "+9122555", false],
  seoul: ["South Korea", "Seoul", "Seoul", "+8225555", false],
  cairo: ["Egypt", "Cairo", "Cairo", "+2022555", false],
} as const satisfies Record<string, Place>;

const p = (stage: string, name: string, category: Category, gender: Gender, place: Place): Person => ({
  stage,
  name,
  category,
  gender,
  place,
});

/**
 * The active roster. Stage names start with every letter except X: the listing tests rely on "X" being empty in
 * every category, so do not add a name starting with X.
 */
const roster: Person[] = [
  // female
  p("Amara Okafor", "Amara Okafor", "female", "female", places.lagos),
  p("Beatrix Lund", "Beatrix Lund", "female", "female", places.stockholm),
  p("Camille Dubois", "Camille Dubois", "female", "female", places.paris),
  p("Daria Volkova", "Daria Volkova", "female", "female", places.berlin),
  p("Elena Marchetti", "Elena Marchetti", "female", "female", places.milan),
  p("Freya Holt", "Freya Holt", "female", "female", places.london),
  p("Ines Moreau", "Ines Moreau", "female", "female", places.paris),
  p("Juniper Hale", "June Halvorsen", "female", "female", places.la),
  p("Kaia Nakamura", "Kaia Nakamura", "female", "female", places.tokyo),
  p("Lena Fischer", "Lena Fischer", "female", "female", places.berlin),
  p("Mila Petrovic", "Mila Petrovic", "female", "female", places.barcelona),
  p("Nadia Rahman", "Nadia Rahman", "female", "female", places.cairo),
  p("Olivia Brandt", "Olivia Brandt", "female", "female", places.copenhagen),
  p("Zara Whitfield", "Zara Whitfield", "female", "female", places.manchester),
  // male
  p("Andre Baptiste", "Andre Baptiste", "male", "male", places.miami),
  p("Caleb Mensah", "Caleb Mensah", "male", "male", places.accra),
  p("Dante Rossi", "Dante Rossi", "male", "male", places.milan),
  p("Elias Berg", "Elias Berg", "male", "male", places.oslo),
  p("Felix Andersen", "Felix Andersen", "male", "male", places.copenhagen),
  p("Gabriel Costa", "Gabriel Costa", "male", "male", places.saoPaulo),
  p("Hugo Lefevre", "Hugo Lefevre", "male", "male", places.paris),
  p("Jonah Reyes", "Jonah Reyes", "male", "male", places.nyc),
  p("Kofi Asante", "Kofi Asante", "male", "male", places.accra),
  p("Luca Moretti", "Luca Moretti", "male", "male", places.milan),
  p("Marcus Whitlock", "Marcus Whitlock", "male", "male", places.london),
  p("Rafael Ortiz", "Rafael Ortiz", "male", "male", places.barcelona),
  p("Theo Sinclair", "Theo Sinclair", "male", "male", places.edinburgh),
  p("Wesley Park", "Wesley Park", "male", "male", places.toronto),
  // influencers
  p("Bella Rios", "Isabella Rios", "influencer", "female", places.miami),
  p("Chloe Tan", "Chloe Tan", "influencer", "female", places.sydney),
  p("Harper Quinn", "Harper Quinn", "influencer", "female", places.la),
  p("Nia Adeyemi", "Nia Adeyemi", "influencer", "female", places.lagos),
  p("Priya Kapoor", "Priya Kapoor", "influencer", "female", places.mumbai),
  p("Quentin Moss", "Quentin Moss", "influencer", "male", places.chicago),
  p("Ruby Ashford", "Ruby Ashford", "influencer", "female", places.london),
  p("Yasmin Farouk", "Yasmin Farouk", "influencer", "female", places.cairo),
  // teen (16-17, with guardian consent)
  p("Aria Bennett", "Aria Bennett", "teen", "female", places.toronto),
  p("Eden Clarke", "Eden Clarke", "teen", "female", places.london),
  p("Gianna Lopez", "Gianna Lopez", "teen", "female", places.nyc),
  p("Ivy Thornton", "Ivy Thornton", "teen", "female", places.sydney),
  p("Milo Hart", "Milo Hart", "teen", "male", places.manchester),
  p("Noah Kim", "Noah Kim", "teen", "male", places.seoul),
  p("Sofia Greco", "Sofia Greco", "teen", "female", places.milan),
  p("Uma Patel", "Uma Patel", "teen", "female", places.mumbai),
  p("Violet Hayes", "Violet Hayes", "teen", "female", places.chicago),
];

const hiddenRoster: Person[] = [
  p("Clara Westwood", "Clara Westwood", "female", "female", places.london),
  p("Jasper Reed", "Jasper Reed", "male", "male", places.nyc),
];

const pendingRoster: Person[] = [
  p("Talia Brooks", "Talia Brooks", "female", "female", places.la),
  p("Omar Haddad", "Omar Haddad", "male", "male", places.cairo),
  p("Leah Summers", "Leah Summers", "influencer", "female", places.sydney),
  p("Wren Adler", "Wren Adler", "teen", "female", places.edinburgh),
];

const hairColors = ["Black", "Dark Brown", "Brown", "Light Brown", "Auburn", "Blonde", "Dark Blonde", "Red"];
const eyeColors = ["Brown", "Dark Brown", "Hazel", "Green", "Blue", "Grey", "Amber"];
const experience = ["New face", "1-2 years", "3-5 years", "5+ years"];

const bioOpeners: Record<Category, string[]> = {
  female: [
    "{first} is a {city}-based model whose quiet intensity has made her a favourite of editorial photographers.",
    "With a background in dance, {first} brings an effortless sense of movement to the runway.",
    "{first} moves easily between high-fashion editorials and warm, approachable commercial work.",
    "Discovered at a street-casting in {city}, {first} has since walked for independent designers across Europe.",
  ],
  male: [
    "{first} is a {city}-based model known for a strong profile and an easy presence on set.",
    "A former athlete, {first} brings discipline and energy to fitness, sportswear and grooming campaigns.",
    "{first} combines classic tailoring looks with a relaxed, modern attitude that clients love.",
    "Scouted in {city}, {first} has built a portfolio spanning runway, lookbooks and lifestyle campaigns.",
  ],
  influencer: [
    "{first} is a {city}-based creator who shares fashion, beauty and travel with a highly engaged community.",
    "Known for thoughtful styling videos, {first} has partnered with fashion and lifestyle brands worldwide.",
    "{first} builds campaigns that feel like conversations, blending editorial polish with honest storytelling.",
  ],
  teen: [
    "{first} is a new face from {city}, represented with parental consent and chaperoned on every booking.",
    "At {age}, {first} is building a first portfolio of test shoots and school-holiday commercial work.",
    "{first} balances school with modelling, focusing on youthful commercial and catalogue campaigns.",
  ],
};
const bioClosers = [
  "Off duty, {first} loves film photography and long walks through the city.",
  "{first} speaks three languages and is available for international travel.",
  "Clients describe {first} as punctual, curious and a pleasure to work with.",
  "{first} is passionate about sustainable fashion and vintage shopping.",
  "When not on set, {first} paints, reads and practises yoga.",
];

function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""));
}

function feetInches(cm: number): string {
  const totalInches = Math.round(cm / 2.54);
  return `${Math.floor(totalInches / 12)}'${totalInches % 12}"`;
}

function measurements(rng: Rng, person: Person, age: number) {
  const imperial = person.place[4];
  const male = person.gender === "male";
  const heightCm =
    person.category === "teen"
      ? male
        ? rng.int(176, 186)
        : rng.int(168, 178)
      : person.category === "influencer"
        ? male
          ? rng.int(176, 188)
          : rng.int(162, 176)
        : male
          ? rng.int(183, 193)
          : rng.int(173, 182);
  const inch = (n: number) => (imperial ? `${n}"` : `${Math.round(n * 2.54)} cm`);
  const bust = male ? rng.int(36, 41) : rng.int(31, 35);
  const waist = male ? rng.int(28, 32) : rng.int(23, 26);
  const hips = male ? rng.int(34, 38) : rng.int(33, 36);
  const dressSize = male
    ? rng.pick(["38R", "40R", "40L", "42R", "42L"])
    : imperial
      ? person.place[0] === "United Kingdom"
        ? `UK ${rng.pick([4, 6, 8, 10])}`
        : `US ${rng.pick([0, 2, 4, 6])}`
      : `EU ${rng.pick([32, 34, 36, 38])}`;
  const shoe = male ? rng.pick([9, 9.5, 10, 10.5, 11, 11.5, 12]) : rng.pick([7, 7.5, 8, 8.5, 9, 9.5, 10]);
  const shoeSize = imperial ? `US ${shoe}` : `EU ${Math.round(shoe + (male ? 33 : 31))}`;
  const kg = male ? rng.int(70, 84) : rng.int(50, 60);
  return {
    height: imperial ? feetInches(heightCm) : `${heightCm} cm`,
    heightCm,
    bust: inch(bust),
    waist: inch(waist),
    hips: inch(hips),
    dressSize,
    shoeSize,
    weight: imperial ? `${Math.round(kg * 2.2046)} lbs` : `${kg} kg`,
    hairColor: rng.pick(hairColors),
    eyeColor: rng.pick(eyeColors),
    experienceLevel: person.category === "teen" ? rng.pick(experience.slice(0, 2)) : rng.pick(age < 21 ? experience.slice(0, 3) : experience),
  };
}

const handleOf = (stage: string) =>
  stage
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, ".");

function socialFor(rng: Rng, person: Person, joined: Date): SocialInput[] {
  const handle = handleOf(person.stage);
  const influencer = person.category === "influencer";
  const out: SocialInput[] = [];
  if (influencer || rng.chance(0.85)) {
    out.push({
      platform: "instagram",
      username: handle,
      url: `https://www.instagram.com/${handle}`,
      followers: influencer ? rng.int(120, 1800) * 1000 + rng.int(0, 999) : rng.int(1500, 90_000),
      connectedAt: joined,
    });
  }
  if (influencer || rng.chance(0.65)) {
    out.push({
      platform: "tiktok",
      username: handle,
      url: `https://www.tiktok.com/@${handle}`,
      followers: influencer ? rng.int(200, 2500) * 1000 + rng.int(0, 999) : rng.int(800, 150_000),
      connectedAt: joined,
    });
  }
  return out;
}

const femalePool = demoPortraits.filter((x) => x.style === "female");
const malePool = demoPortraits.filter((x) => x.style === "male");

function photos(gender: Gender, start: number, count: number): MediaInput[] {
  const pool = gender === "male" ? malePool : femalePool;
  return Array.from({ length: count }, (_, i) => {
    const img = pool[(start + i * 3) % pool.length];
    return { fileUrl: img.url, width: img.width, height: img.height, blurDataUrl: img.blurDataUrl };
  });
}

const emailOf = (name: string) => `${handleOf(name)}@example.com`;

interface Counters {
  female: number;
  male: number;
}

function talentFrom(
  rng: Rng,
  now: Date,
  person: Person,
  status: "active" | "hidden" | "pending",
  joinedDaysAgo: number,
  counters: Counters,
): TalentOverrides {
  const first = person.stage.split(" ")[0];
  const age = person.category === "teen" ? rng.int(16, 17) : rng.int(19, 31);
  const dob = dobForAge(now, age, rng.int(5, 340));
  const joined = daysAgo(now, joinedDaysAgo, rng.int(0, 20));
  const m = measurements(rng, person, age);
  const [country, state, city, phonePrefix] = person.place;
  const phone = `${phonePrefix}${String(rng.int(1000, 9999))}`;
  const opener = fill(rng.pick(bioOpeners[person.category]), { first, city, age });
  const closer = fill(rng.pick(bioClosers), { first });
  const start = counters[person.gender]++;
  const teen = person.category === "teen";
  const surname = person.name.split(" ").slice(-1)[0];
  const guardianFirst = rng.pick(["Sarah", "Daniel", "Maria", "James", "Aisha", "Robert", "Mei", "Carlos"]);
  return {
    name: person.name,
    email: emailOf(person.name),
    status,
    phone,
    whatsapp: rng.chance(0.7) ? phone : `${phonePrefix}${String(rng.int(1000, 9999))}`,
    createdAt: joined,
    updatedAt: joined,
    lastActiveAt: status === "active" ? daysAgo(now, rng.int(0, 20), rng.int(0, 23)) : null,
    media: photos(person.gender, start, status === "pending" ? 2 : rng.int(3, 5)),
    social: socialFor(rng, person, joined),
    profile: {
      stageName: person.stage,
      category: person.category,
      gender: person.gender,
      dob,
      country,
      state,
      city,
      bio: `${opener} ${closer}`,
      ...m,
      hourlyRate: String(person.category === "influencer" ? rng.int(25, 80) * 10 : rng.int(10, 40) * 10),
      isFeatured: status === "active" && rng.chance(0.2),
      isAvailable: rng.chance(0.85),
      portfolioUrl: rng.chance(0.3) ? `https://portfolio.example.com/${handleOf(person.stage)}` : null,
      guardianName: teen ? `${guardianFirst} ${surname}` : null,
      guardianEmail: teen ? `${guardianFirst.toLowerCase()}.${surname.toLowerCase()}@example.com` : null,
      guardianConsentAt: teen ? joined : null,
      createdAt: joined,
      updatedAt: joined,
    },
  };
}

export const DEMO_TALENT_EMAIL = "talent@example.com";

/** The demo talent account: complete profile, five photos, both social accounts. */
function demoTalent(now: Date): TalentOverrides {
  const joined = daysAgo(now, 240);
  return {
    name: "Sienna Valdez",
    email: DEMO_TALENT_EMAIL,
    status: "active",
    phone: "+12125550142",
    whatsapp: "+12125550142",
    createdAt: joined,
    updatedAt: joined,
    lastActiveAt: daysAgo(now, 1),
    media: photos("female", 0, 5),
    social: [
      {
        platform: "instagram",
        username: "sienna.vale",
        url: "https://www.instagram.com/sienna.vale",
        followers: 48_200,
        connectedAt: joined,
      },
      {
        platform: "tiktok",
        username: "sienna.vale",
        url: "https://www.tiktok.com/@sienna.vale",
        followers: 126_500,
        connectedAt: joined,
      },
    ],
    profile: {
      stageName: "Sienna Vale",
      category: "female",
      gender: "female",
      dob: dobForAge(now, 24, 120),
      country: "United States",
      state: "New York",
      city: "New York City",
      bio: "Sienna Vale is a New York-based model with a background in contemporary dance. She has walked for emerging designers at New York Fashion Week and appears in editorial and beauty campaigns. Off duty she shoots on 35mm film and teaches movement workshops.",
      height: `5'10"`,
      heightCm: 178,
      weight: "125 lbs",
      bust: `33"`,
      waist: `24"`,
      hips: `35"`,
      shoeSize: "US 8.5",
      dressSize: "US 4",
      hairColor: "Brown",
      eyeColor: "Hazel",
      experienceLevel: "3-5 years",
      hourlyRate: "250",
      isFeatured: true,
      isAvailable: true,
      portfolioUrl: "https://portfolio.example.com/sienna.vale",
      createdAt: joined,
      updatedAt: joined,
    },
  };
}

export interface TalentSeeds {
  demo: TalentOverrides;
  active: TalentOverrides[];
  hidden: TalentOverrides[];
  pending: TalentOverrides[];
}

export function buildTalentSeeds(now: Date): TalentSeeds {
  const rng = createRng(20_240_601);
  // The demo talent uses the first female portraits; the rest of the roster starts after them.
  const counters: Counters = { female: 2, male: 0 };
  const active = roster.map((person, i) => talentFrom(rng, now, person, "active", 400 - i * 7, counters));
  const hidden = hiddenRoster.map((person, i) => talentFrom(rng, now, person, "hidden", 300 - i * 40, counters));
  const pending = pendingRoster.map((person, i) => talentFrom(rng, now, person, "pending", 1 + i * 2, counters));
  chooseNewFaces(active);
  return { demo: demoTalent(now), active, hidden, pending };
}

/** How many faces the demo board starts with: the home page shows up to ten. */
const DEMO_NEW_FACES = 10;

/**
 * The staff's New Faces for the demo: the most recently joined adults (no minor on the home page's first board), in
 * that order. The roster is built oldest first, so they are taken from its end.
 */
function chooseNewFaces(active: TalentOverrides[]): void {
  const adults = active.filter((t) => t.profile?.category !== "teen").reverse();
  adults.slice(0, DEMO_NEW_FACES).forEach((t, i) => {
    t.profile = { ...t.profile, newFacePosition: i + 1 };
  });
}

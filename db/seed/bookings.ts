import type { BookingOverrides } from "../factories";
import { daysAgo, isoDate } from "./random";

/** The public form's budget ranges and the numbers stored for each (spec: '$50,000+' has no maximum). */
const budgetRanges = {
  "$1,000 - $5,000": [1000, 5000],
  "$5,000 - $10,000": [5000, 10000],
  "$10,000 - $25,000": [10000, 25000],
  "$25,000 - $50,000": [25000, 50000],
  "$50,000+": [50000, null],
} as const satisfies Record<string, readonly [number, number | null]>;

type Range = keyof typeof budgetRanges;
type Status = "pending" | "confirmed" | "completed" | "cancelled";
type ProjectType = "runway" | "commercial" | "photoshoot" | "campaign" | "event" | "other";

interface BookingSeed {
  talent: string; // stage name
  status: Status;
  client: string;
  company: string | null;
  projectType: ProjectType;
  description: string;
  requirements?: string;
  budget: Range;
  /** Project date relative to the seed date, in days (negative is past). */
  inDays: number;
  /** When the request arrived, days before the seed date. */
  createdDaysAgo: number;
  eventTime?: string;
  duration?: string;
  location?: string;
}

const seeds: BookingSeed[] = [
  // The demo talent's bookings: one in every status.
  {
    talent: "Sienna Vale",
    status: "pending",
    client: "Harriet Cole",
    company: "Atelier Noir",
    projectType: "campaign",
    description: "Autumn/winter outerwear campaign: studio day plus one exterior location in Manhattan.",
    requirements: "Comfortable in heels on cobblestones; hair will be styled in a low chignon.",
    budget: "$10,000 - $25,000",
    inDays: 24,
    createdDaysAgo: 2,
    eventTime: "08:00",
    duration: "2 days",
    location: "TBD",
  },
  {
    talent: "Sienna Vale",
    status: "confirmed",
    client: "Elise Fontaine",
    company: "Maison Ciel",
    projectType: "runway",
    description: "Runway show for the resort collection, 28 looks, three changes per model.",
    requirements: "Fitting the day before the show.",
    budget: "$5,000 - $10,000",
    inDays: 12,
    createdDaysAgo: 18,
    eventTime: "19:30",
    duration: "Evening (4 hours incl. rehearsal)",
    location: "Pier 17, New York, NY",
  },
  {
    talent: "Sienna Vale",
    status: "completed",
    client: "Lucas Meyer",
    company: "Vireo",
    projectType: "photoshoot",
    description: "E-commerce and editorial shoot for the spring knitwear line.",
    budget: "$1,000 - $5,000",
    inDays: -20,
    createdDaysAgo: 41,
    eventTime: "09:00",
    duration: "Full day (8 hours)",
    location: "Northlight Studios, Brooklyn, NY",
  },
  {
    talent: "Sienna Vale",
    status: "cancelled",
    client: "Jamal Wright",
    company: null,
    projectType: "event",
    description: "Brand launch party hosting, meet and greet with guests.",
    budget: "$1,000 - $5,000",
    inDays: -5,
    createdDaysAgo: 30,
  },
  // Everyone else.
  {
    talent: "Amara Okafor",
    status: "pending",
    client: "Sophie Laurent",
    company: "Saint Verre",
    projectType: "campaign",
    description: "Fragrance campaign, print and 15-second film, with global usage for one year.",
    budget: "$50,000+",
    inDays: 35,
    createdDaysAgo: 1,
  },
  {
    talent: "Kofi Asante",
    status: "pending",
    client: "Marco Bellini",
    company: "Oro & Ash",
    projectType: "runway",
    description: "Menswear show during Milan Fashion Week, exclusive opening look.",
    budget: "$10,000 - $25,000",
    inDays: 40,
    createdDaysAgo: 3,
    location: "Milan",
  },
  {
    talent: "Priya Kapoor",
    status: "pending",
    client: "Anika Shah",
    company: "Loom Collective",
    projectType: "other",
    description: "Three-month content partnership: four Reels and two TikToks about the repair programme.",
    budget: "$5,000 - $10,000",
    inDays: 14,
    createdDaysAgo: 4,
  },
  {
    talent: "Gianna Lopez",
    status: "pending",
    client: "Rosa Jimenez",
    company: "Halden",
    projectType: "commercial",
    description: "Back-to-school catalogue shoot; chaperone required.",
    requirements: "Talent is 16: shoot must end by 6 pm, guardian present.",
    budget: "$1,000 - $5,000",
    inDays: 9,
    createdDaysAgo: 5,
  },
  {
    talent: "Dante Rossi",
    status: "pending",
    client: "Oliver Grant",
    company: null,
    projectType: "photoshoot",
    description: "Personal tailoring brand lookbook, natural light studio.",
    budget: "$1,000 - $5,000",
    inDays: 18,
    createdDaysAgo: 6,
  },
  {
    talent: "Camille Dubois",
    status: "confirmed",
    client: "Hana Sato",
    company: "The Edit Magazine",
    projectType: "photoshoot",
    description: "Eight-page beauty editorial for the spring issue.",
    budget: "$5,000 - $10,000",
    inDays: 8,
    createdDaysAgo: 15,
    eventTime: "10:00",
    duration: "Full day (8 hours)",
    location: "Studio Lumière, Paris",
  },
  {
    talent: "Gabriel Costa",
    status: "confirmed",
    client: "Ben Carter",
    company: "Kestrel",
    projectType: "commercial",
    description: "Running shoe commercial, beach and city locations.",
    budget: "$25,000 - $50,000",
    inDays: 21,
    createdDaysAgo: 12,
    eventTime: "06:30",
    duration: "3 days",
    location: "Rio de Janeiro",
  },
  {
    talent: "Harper Quinn",
    status: "confirmed",
    client: "Tariq Bello",
    company: "Soleil Beauty",
    projectType: "campaign",
    description: "Skincare launch campaign: studio shoot plus creator content.",
    budget: "$10,000 - $25,000",
    inDays: 16,
    createdDaysAgo: 20,
  },
  {
    talent: "Elias Berg",
    status: "confirmed",
    client: "Ingrid Solberg",
    company: "Halden",
    projectType: "photoshoot",
    description: "Outdoor knitwear shoot in the fjords.",
    budget: "$5,000 - $10,000",
    inDays: 30,
    createdDaysAgo: 9,
    location: "Bergen, Norway",
  },
  {
    talent: "Elena Marchetti",
    status: "completed",
    client: "Giulia Romano",
    company: "Oro & Ash",
    projectType: "runway",
    description: "Womenswear runway show, six looks.",
    budget: "$10,000 - $25,000",
    inDays: -35,
    createdDaysAgo: 60,
    location: "Milan",
  },
  {
    talent: "Jonah Reyes",
    status: "completed",
    client: "Mei Chen",
    company: "Lumen Studio",
    projectType: "commercial",
    description: "Coffee brand TV spot, lifestyle scenes.",
    budget: "$5,000 - $10,000",
    inDays: -12,
    createdDaysAgo: 33,
  },
  {
    talent: "Nia Adeyemi",
    status: "completed",
    client: "Chidi Nwosu",
    company: "Atelier Noir",
    projectType: "campaign",
    description: "Capsule collection launch across Instagram and TikTok.",
    budget: "$25,000 - $50,000",
    inDays: -50,
    createdDaysAgo: 70,
  },
  {
    talent: "Luca Moretti",
    status: "completed",
    client: "Sophie Laurent",
    company: "Saint Verre",
    projectType: "photoshoot",
    description: "Eyewear lookbook, twenty looks.",
    budget: "$1,000 - $5,000",
    inDays: -8,
    createdDaysAgo: 26,
  },
  {
    talent: "Freya Holt",
    status: "cancelled",
    client: "Oliver Grant",
    company: null,
    projectType: "event",
    description: "Private gala hosting; client postponed the event.",
    budget: "$1,000 - $5,000",
    inDays: 10,
    createdDaysAgo: 14,
  },
  {
    talent: "Theo Sinclair",
    status: "cancelled",
    client: "Ben Carter",
    company: "Kestrel",
    projectType: "commercial",
    description: "Outdoor apparel commercial; dates clashed with another booking.",
    budget: "$10,000 - $25,000",
    inDays: -15,
    createdDaysAgo: 40,
  },
  {
    talent: "Ruby Ashford",
    status: "cancelled",
    client: "Lena Weiss",
    company: "Vireo",
    projectType: "other",
    description: "Podcast appearance and styling segment.",
    budget: "$1,000 - $5,000",
    inDays: 4,
    createdDaysAgo: 11,
  },
];

const phones = ["+12125550187", "+442079460321", "+33145550192", "+390255501234", "+4930555012", "+14165550199"];

export function buildBookingSeeds(now: Date, profileIdByStage: Map<string, number>): BookingOverrides[] {
  return seeds.map((s, i) => {
    const talentProfileId = profileIdByStage.get(s.talent);
    if (!talentProfileId) throw new Error(`seed: no talent named ${s.talent}`);
    const [budgetMin, budgetMax] = budgetRanges[s.budget];
    const createdAt = daysAgo(now, s.createdDaysAgo, (i * 5) % 11);
    const slug = s.client.toLowerCase().replace(/[^a-z]+/g, ".");
    return {
      talentProfileId,
      clientName: s.client,
      clientEmail: `${slug}@${s.company ? s.company.toLowerCase().replace(/[^a-z]+/g, "") : "gmail"}.example`,
      clientPhone: phones[i % phones.length],
      companyName: s.company,
      projectType: s.projectType,
      projectDescription: s.description,
      requirements: s.requirements ?? null,
      projectDate: isoDate(now, s.inDays),
      eventTime: s.eventTime ?? null,
      duration: s.duration ?? null,
      location: s.location ?? "TBD",
      budgetMin,
      budgetMax,
      status: s.status,
      createdAt,
      updatedAt: s.status === "pending" ? createdAt : daysAgo(now, Math.max(0, s.createdDaysAgo - 3)),
    };
  });
}

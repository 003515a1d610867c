import type { LegalPage, SettingsKey, SettingsMap } from "@/lib/validation/settings";
import { AGENCY_NAME } from "./brand";
import { RETENTION_DEFAULTS } from "./privacy";
import { DEFAULT_AGENCY_TIME_ZONE } from "./zoned-time";

/**
 * The default value of every settings key: what a fresh install shows until an admin edits it. The public pages
 * read the same values from the settings table, so this is also the site's sample copy.
 */

const SUPPORT_EMAIL = "support@example.com";
const BOOKINGS_EMAIL = "bookings@example.com";
const SUPPORT_PHONE = "+1 (212) 555-0148";
const PLACEHOLDER_ADDRESS = "100 Example Avenue, Suite 200, New York, NY 10001, United States";

/** The eight client brands of the home page's Our Clients grid (fictional names, logos in public/demo/brands). */
const demoBrands = [
  { slug: "atelier-noir", name: "Atelier Noir", style: "serif" },
  { slug: "vireo", name: "Vireo", style: "sans" },
  { slug: "maison-ciel", name: "Maison Ciel", style: "serif-italic" },
  { slug: "oro-and-ash", name: "Oro & Ash", style: "serif" },
  { slug: "lumen-studio", name: "Lumen Studio", style: "sans" },
  { slug: "kestrel", name: "Kestrel", style: "sans-wide" },
  { slug: "saint-verre", name: "Saint Verre", style: "serif-italic" },
  { slug: "halden", name: "Halden", style: "sans-wide" },
] as const;

/** The about page's eight partner slots (logos in public/demo/partners). */
const demoPartners = [
  { slug: "northlight-studios", name: "Northlight Studios", style: "sans" },
  { slug: "the-edit", name: "The Edit Magazine", style: "serif-italic" },
  { slug: "foundry-casting", name: "Foundry Casting", style: "sans-wide" },
  { slug: "loom-collective", name: "Loom Collective", style: "serif" },
  { slug: "arc-photographic", name: "Arc Photographic", style: "sans" },
  { slug: "meridian-pr", name: "Meridian PR", style: "sans-wide" },
  { slug: "soleil-beauty", name: "Soleil Beauty", style: "serif-italic" },
  { slug: "frame-and-field", name: "Frame & Field", style: "serif" },
] as const;

const legalContact = (subject: string) => ({
  id: "contact",
  title: "Contact Us",
  content: `If you have any questions about ${subject}, please contact our support team. We answer within two working days.`,
  type: "contact" as const,
  items: [`Email: ${SUPPORT_EMAIL}`, `Phone: ${SUPPORT_PHONE}`, `Address: ${AGENCY_NAME}, ${PLACEHOLDER_ADDRESS}`],
});

const termsConditions: LegalPage = {
  pageTitle: "Terms & Conditions",
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      content: `These terms govern your use of the ${AGENCY_NAME} website and our representation services. By creating an account, applying for representation or sending a booking request, you agree to them. Please read them carefully.`,
      type: "paragraph",
    },
    {
      id: "eligibility",
      title: "Eligibility",
      content:
        "Models must be at least 16 years old to apply for representation. Applicants under 18 need the written consent of a parent or legal guardian, who must also co-sign any booking agreement and accompany the model on set.",
      type: "highlight",
      items: [
        "Minimum age for representation: 16 years.",
        "Parental or guardian consent is required for every model under 18.",
        "Applicants must provide accurate personal details, measurements and recent photographs.",
      ],
    },
    {
      id: "accounts",
      title: "Your Account",
      content:
        "You are responsible for keeping your login details confidential and for all activity under your account. Tell us immediately if you suspect unauthorised use. We may suspend accounts that provide false information or breach these terms.",
      type: "paragraph",
    },
    {
      id: "bookings-and-commission",
      title: "Bookings and Commission",
      content:
        "The agency negotiates bookings on behalf of the talent it represents. For every confirmed booking we charge a commission, which is deducted before fees are paid to the talent.",
      type: "cards",
      cards: [
        {
          title: "Commission",
          content: "A commission of 20% of the booking fee is charged on every booking secured through the agency.",
        },
        {
          title: "Payment",
          content:
            "Clients are invoiced by the agency. Talent are paid within 30 days of the agency receiving the client's payment.",
        },
        {
          title: "Expenses",
          content: "Agreed travel and accommodation costs are charged to the client and are not subject to commission.",
        },
      ],
    },
    {
      id: "cancellations",
      title: "Cancellations",
      content:
        "Clients may cancel a pending booking request at no cost. Cancellations of confirmed bookings within 48 hours of the booking date may be charged at up to 50% of the agreed fee.",
      type: "paragraph",
    },
    {
      id: "conduct",
      title: "Professional Conduct",
      content: "Everyone who works with us, talent and clients alike, agrees to the following standards.",
      type: "paragraph",
      items: [
        "Arrive on time and prepared for every booking.",
        "Treat crew, clients and fellow talent with respect.",
        "Report any unsafe or inappropriate situation to the agency immediately.",
      ],
    },
    {
      id: "image-rights",
      title: "Images and Content",
      content:
        "Photographs you upload to your profile remain yours. You grant us a licence to display them on this website and to share them with prospective clients for the purpose of securing bookings. Usage rights for images produced on a booking are agreed per booking.",
      type: "paragraph",
    },
    {
      id: "liability",
      title: "Limitation of Liability",
      content:
        "We take care to keep this website accurate and available, but we do not guarantee that it will be uninterrupted or error-free. To the extent permitted by law, we are not liable for indirect or consequential losses arising from its use.",
      type: "paragraph",
    },
    legalContact("these terms"),
  ],
};

const privacyPolicy: LegalPage = {
  pageTitle: "Privacy Policy",
  sections: [
    {
      id: "overview",
      title: "Overview",
      content: `${AGENCY_NAME} respects your privacy. This policy explains what personal information we collect when you visit our website, apply for representation or book our talent, how we use it and the choices you have.`,
      type: "paragraph",
    },
    {
      id: "information-we-collect",
      title: "Information We Collect",
      content: "Depending on how you use the site, we collect:",
      type: "paragraph",
      items: [
        "Contact details: name, email address, phone and WhatsApp numbers.",
        "Profile details: date of birth, location, measurements, photographs and social media accounts.",
        "Booking details: company, project description, dates and budget.",
        "Technical data: pages visited and cookies, as described in our Cookie Policy.",
      ],
    },
    {
      id: "minors",
      title: "Models Under 18",
      content:
        "We represent models from the age of 16. For applicants under 18 we also collect the name and email address of a parent or legal guardian and record their consent before the profile is published.",
      type: "highlight",
    },
    {
      id: "how-we-use",
      title: "How We Use Your Information",
      content: "We use personal information only for the purposes below.",
      type: "cards",
      cards: [
        { title: "Representation", content: "To review applications and present talent profiles to clients." },
        { title: "Bookings", content: "To manage booking requests, contracts, invoicing and commission." },
        { title: "Communication", content: "To send account, booking and security messages." },
      ],
    },
    {
      id: "sharing",
      title: "Sharing",
      content:
        "We never sell personal information. We share it with clients only as needed to secure a booking, and with service providers (hosting, email delivery) who process it on our behalf under contract.",
      type: "paragraph",
    },
    {
      id: "retention",
      title: "Retention",
      content:
        "We keep talent profiles while representation continues and for up to two years afterwards. Declined applications are deleted after six months. Booking records are kept as long as accounting law requires.",
      type: "paragraph",
    },
    {
      id: "your-rights",
      title: "Your Rights",
      content: "You can exercise these rights at any time by writing to us.",
      type: "paragraph",
      items: [
        "Access the personal information we hold about you.",
        "Correct inaccurate information.",
        "Ask us to delete your information or close your account.",
        "Object to or restrict certain processing.",
      ],
    },
    legalContact("this policy or your personal information"),
  ],
};

const cookiePolicy: LegalPage = {
  pageTitle: "Cookie Policy",
  sections: [
    {
      id: "what-are-cookies",
      title: "What Are Cookies",
      content:
        "Cookies are small text files stored on your device when you visit a website. They let the site remember your session and preferences between pages and visits.",
      type: "paragraph",
    },
    {
      id: "cookies-we-use",
      title: "Cookies We Use",
      content: "We keep cookies to a minimum.",
      type: "cards",
      cards: [
        {
          title: "Essential",
          content: "Keep you signed in to your dashboard and protect forms against misuse. The site cannot work without them.",
        },
        { title: "Preferences", content: "Remember choices such as your preferred measurement units." },
        {
          title: "Analytics",
          content: "Count visits and popular pages in aggregate so we can improve the site. They never identify you.",
        },
      ],
    },
    {
      id: "third-party",
      title: "Third-Party Content",
      content:
        "Links to Instagram, TikTok and other platforms take you to sites with their own cookie policies. We do not control those cookies.",
      type: "highlight",
    },
    {
      id: "managing-cookies",
      title: "Managing Cookies",
      content: "You can control cookies through your browser settings.",
      type: "paragraph",
      items: [
        "Block or delete cookies in your browser's privacy settings.",
        "Use a private window so cookies are cleared when you close it.",
        "Note that blocking essential cookies will sign you out of your account.",
      ],
    },
    legalContact("our use of cookies"),
  ],
};

export const settingsDefaults: SettingsMap = {
  banner: {
    left: {
      headerText: "The women's board",
      buttonText: "View Models",
      category: "female-models",
      imageUrl: "/demo/banners/left.jpg",
    },
    right: {
      headerText: "The men's board",
      buttonText: "Explore Talent",
      category: "male-models",
      imageUrl: "/demo/banners/right.jpg",
    },
  },
  categories: {
    items: [
      {
        id: "female-models",
        name: "Female Models",
        description: "Runway, editorial and commercial models with an eye for the camera.",
      },
      {
        id: "male-models",
        name: "Male Models",
        description: "Versatile male talent for fashion, fitness, grooming and lifestyle campaigns.",
      },
      {
        id: "teen-models",
        name: "Teen Models",
        description: "New faces aged 16 to 17, represented with parental consent and chaperoned on every booking.",
      },
      {
        id: "influencers",
        name: "Influencers",
        description: "Creators with engaged audiences who bring brands to life across social platforms.",
      },
    ],
  },
  brands: {
    items: demoBrands.map((b) => ({ id: b.slug, name: b.name, logoUrl: `/demo/brands/${b.slug}.svg` })),
  },
  "join-statements": {
    heroTitle: "Apply for representation",
    heroDescription:
      "Send three natural photos, your height and your city. A booker reads every application and replies within 48 hours.",
  },
  "social-media": {
    items: [
      { id: "instagram", platform: "instagram", url: "https://www.instagram.com/maisontalent" },
      { id: "tiktok", platform: "tiktok", url: "https://www.tiktok.com/@maisontalent" },
    ],
  },
  "become-a-member": {
    main: {
      title: `Join ${AGENCY_NAME}`,
      subtitle:
        "We scout new faces from 16 upwards. Send recent photos without filters, your measurements and your city; a booker replies within 48 hours.",
      image: "/demo/apply/hero.jpg",
      buttonText: "Join Now",
      buttonSubtext: "Applying is free and takes about five minutes.",
    },
    whatWeLookFor: {
      title: "What We Look For",
      items: [
        "A look of your own",
        "Ease in front of the camera",
        "Punctuality on castings and sets",
        "Time for castings, fittings and travel",
        "An audience of your own, for the influencer board (not needed elsewhere)",
      ],
    },
    eligibility: {
      title: "Eligibility Criteria",
      items: [
        "Age 16-35 for fashion models",
        "Age 18+ for commercial work",
        "Minimum height 5'8\" for female fashion models",
        "Minimum height 6'0\" for male fashion models",
        "Parental or guardian consent for applicants under 18",
        "Legal right to work in the country of the booking",
        "Recent natural photos: headshot, profile and full length, no filters",
        "A valid email address and phone number",
      ],
    },
  },
  "logo-icon": {
    mainLogo: "/demo/logo.svg",
    logoAlt: AGENCY_NAME,
    favicon: "/demo/favicon.png",
    companyName: AGENCY_NAME,
    copyrightText: `© ${new Date().getFullYear()} ${AGENCY_NAME}. All rights reserved.`,
  },
  "about-us": {
    hero: {
      title: "Where Identity Meets",
      titleHighlight: "Opportunity",
      subtitle:
        "Maison Talent represents models and creators for fashion, commercial and social work. We scout in person, develop new faces over years, and book them with care.",
    },
    story: {
      title: "Our Story",
      image: "/demo/about/story.jpg",
      paragraphs: [
        "Maison Talent began in a small studio with a simple idea: that the most memorable faces in fashion are the ones that feel real. Our founders, a former model and a casting director, had watched too many talented people overlooked for not fitting a narrow mould.",
        "Today we represent more than forty models and creators across fashion, commercial and social media work, and we partner with houses, magazines and brands on four continents. We still scout the way we started, in person and with patience.",
        "Every talent on our books has a booker who knows their goals, a development plan and a voice in the work they accept. That is what an agency should be.",
      ],
    },
    values: {
      title: "Our Values",
      subtitle: "What we hold ourselves to, with every talent and every client.",
      items: [
        {
          title: "Authenticity",
          description: "Talent are booked as they are: we never ask for a new name, a new look or a new story.",
        },
        {
          title: "Purpose",
          description: "We turn down work that does not serve a talent's career, whatever the fee.",
        },
        {
          title: "Growth",
          description: "Every new face gets test shoots, one booker and a plan for the first two years.",
        },
        {
          title: "Global Vision",
          description: "Partner agencies in Paris, Milan, London and New York place our talent abroad.",
        },
      ],
    },
    mission: {
      title: "Our Mission",
      content:
        "Find people with a look of their own, represent them honestly, and pay them on time.",
    },
    partners: {
      title: "Our Partners",
      subtitle: "Studios, publications and brands we work with.",
      items: demoPartners.map((p) => ({ id: p.slug, name: p.name, logoUrl: `/demo/partners/${p.slug}.svg` })),
    },
  },
  "cookie-policy": cookiePolicy,
  "privacy-policy": privacyPolicy,
  "terms-conditions": termsConditions,
  content: {
    "home.talentsTitle": "Our Talents",
    "home.talentsSubtitle": "The newest faces on our four boards. Every talent is available to book.",
    "home.clientsTitle": "Our Clients",
    "home.clientsSubtitle": "Houses and brands our talent has worked for.",
    "home.ctaButton": "Apply Now",
    "listing.title": "Our Models",
    "listing.female.subtitle": "Runway, editorial and commercial female models ready for your next project.",
    "listing.male.subtitle": "Distinctive male models for fashion, fitness and lifestyle campaigns.",
    "listing.influencer.subtitle": "Creators with engaged audiences who turn campaigns into conversations.",
    "listing.teen.subtitle": "Fresh faces aged 16 to 17, represented with parental consent.",
    "contact.title": "Get In Touch",
    "contact.subtitle": "Bookings, representation or press: write to us and a booker replies within one working day.",
    "contact.formTitle": "Send us a Message",
    "contact.email": SUPPORT_EMAIL,
    "contact.bookingsEmail": BOOKINGS_EMAIL,
    "contact.phone": SUPPORT_PHONE,
    "contact.address": PLACEHOLDER_ADDRESS,
    "blog.title": "Our Blog",
    "blog.subtitle": "Casting calls, talent spotlights and stories from behind the scenes.",
    "footer.tagline": "A modelling and talent agency for distinctive faces.",
  },
  // Issue 28: an option holds three days unless the booker sets its expiry; a challenged holder has a day to confirm.
  options: { optionExpiryHours: 72, challengeWindowHours: 24, optionsInCalendarFeed: false },
  // Issue 29: declined applications go after six months (as the privacy policy says), contact messages after a year.
  retention: { ...RETENTION_DEFAULTS },
  // Issue 36: the demo agency works on New York's clock; mails to clients carry the bookings desk's contact details.
  agency: {
    timeZone: DEFAULT_AGENCY_TIME_ZONE,
    email: BOOKINGS_EMAIL,
    phone: SUPPORT_PHONE,
    address: PLACEHOLDER_ADDRESS,
    cancellationTerms:
      "Confirmed bookings cancelled less than 48 hours before the call time are charged at 100% of the agreed fee; 50% within 7 days.",
  },
  // Issue 40: the spec's billing values (`clients-and-confirmations.md`), which its acceptance checks assume.
  billing: {
    agencyLegalName: "Maison Talent B.V.",
    address: { line1: "Herengracht 1", postalCode: "1015 BA", city: "Amsterdam", country: "NL" },
    vatId: "NL000099998B57",
    homeCurrency: "EUR",
    defaultVatPercent: "21.00",
    defaultAgencyFeePercent: "20.00",
    defaultCommissionPercent: "20.00",
    overtimeMultiplier: "1.50",
    standardDayHours: 8,
    cancellationTerms: "Cancellation within 24 hours: full fee. Within 48 hours: half fee.",
    paymentTermsDays: 30,
    confirmationLinkDays: 14,
    requireAcceptedConfirmation: true,
    invoicePrefix: "INV-",
    creditNotePrefix: "CN-",
    remittancePrefix: "RM-",
    talentPaymentDays: 10,
    billingMode: "agency_principal",
  },
};

export function settingsDefault<K extends SettingsKey>(key: K): SettingsMap[K] {
  return settingsDefaults[key];
}

import { demoAuthorImages, demoBlogImages } from "@/lib/domain/demo-images.generated";

/** The journal's four categories, in menu order. */
export const blogCategorySeeds = [
  { slug: "casting-calls", name: "Casting Calls" },
  { slug: "spotlight", name: "Spotlight" },
  { slug: "news", name: "News" },
  { slug: "behind-scenes", name: "Behind the Scenes" },
] as const;

type BlogCategorySlug = (typeof blogCategorySeeds)[number]["slug"];

const authors = [
  {
    name: "Celeste Morgan",
    role: "Editor-in-Chief",
    bio: "Celeste edits the Maison Talent journal. She spent a decade as a fashion features writer before joining the agency.",
    image: demoAuthorImages[0].url,
  },
  {
    name: "Daniel Okoro",
    role: "Head of Scouting",
    bio: "Daniel leads our scouting team across Europe and West Africa and has discovered more than a hundred new faces.",
    image: demoAuthorImages[1].url,
  },
  {
    name: "Mira Lindqvist",
    role: "Senior Booker",
    bio: "Mira manages bookings for our women's board and looks after talent on international jobs.",
    image: demoAuthorImages[2].url,
  },
  {
    name: "Tomas Reyes",
    role: "Creative Director",
    bio: "Tomas shapes the agency's visual identity and art-directs our test shoots and lookbooks.",
    image: demoAuthorImages[3].url,
  },
] as const;

export interface BlogPostSeed {
  slug: string;
  title: string;
  category: BlogCategorySlug;
  excerpt: string;
  contentHtml: string;
  imageUrl: string;
  author: (typeof authors)[number];
  readTime: string;
  /** Days before the seed date; null makes a draft. */
  publishedDaysAgo: number | null;
  featured: boolean;
}

const img = (n: number) => demoBlogImages[(n - 1) % demoBlogImages.length].url;

export const blogPostSeeds: BlogPostSeed[] = [
  {
    slug: "spotlight-sienna-vale-dance-discipline-and-the-runway",
    title: "Spotlight: Sienna Vale on Dance, Discipline and the Runway",
    category: "spotlight",
    excerpt:
      "From contemporary dance studios to the runways of New York Fashion Week, Sienna Vale talks about movement, nerves and the best advice she ever received.",
    imageUrl: img(2),
    author: authors[0],
    readTime: "6 min read",
    publishedDaysAgo: 6,
    featured: true,
    contentHtml: `<p>Sienna Vale trained as a contemporary dancer for twelve years before a photographer stopped her outside a rehearsal studio in Brooklyn. Three seasons later she is one of the most requested faces on our women's board.</p>
<h2>Movement first</h2>
<p>"Dance taught me to think about the whole line of the body," Sienna says. "On a runway you have about forty seconds. You need to know exactly where your weight is, what your hands are doing, and how the garment moves with you."</p>
<p>Designers notice. Sienna is often booked for collections built around fluid fabrics, where the way a model walks is as important as the clothes themselves.</p>
<blockquote><p>"The best advice I got was to stop trying to look like a model and start trying to look like myself in the clothes."</p></blockquote>
<h2>Handling the nerves</h2>
<p>Even after dozens of shows, Sienna still feels the adrenaline backstage. Her routine is simple:</p>
<ul>
<li>Arrive early and walk the runway once before the audience arrives.</li>
<li>Eat something real: fittings and hair can run for hours.</li>
<li>Keep headphones in until the final line-up.</li>
</ul>
<h2>What's next</h2>
<p>This season Sienna heads to Milan and Paris for the first time, with a beauty campaign to follow. She is also teaching a movement workshop for our new faces, passing on what she has learned.</p>`,
  },
  {
    slug: "open-casting-spring-summer-campaign-faces",
    title: "Open Casting: Spring/Summer Campaign Faces",
    category: "casting-calls",
    excerpt:
      "We are looking for fresh faces aged 18 to 30 for a major spring/summer fashion campaign shooting on location in Lisbon.",
    imageUrl: img(1),
    author: authors[1],
    readTime: "3 min read",
    publishedDaysAgo: 3,
    featured: false,
    contentHtml: `<p>Maison Talent is casting new and established models for a spring/summer campaign with an international fashion house. The shoot takes place over four days on location in Lisbon.</p>
<h2>Who we are looking for</h2>
<ul>
<li>Women and men aged 18 to 30</li>
<li>Minimum height 5'8" for women and 6'0" for men</li>
<li>Natural, healthy look; distinctive features welcome</li>
<li>Available for a fitting the week before the shoot</li>
</ul>
<h2>How to apply</h2>
<p>Existing Maison Talent models should confirm availability with their booker. New applicants can apply through our <strong>Become a Member</strong> page with three recent, unretouched photos: a headshot, a profile and a full-length shot.</p>
<blockquote><p>We review every application personally. Shortlisted candidates will be invited to a go-see within ten days.</p></blockquote>
<p>Travel and accommodation are covered by the client. Fees are agreed per model and paid through the agency.</p>`,
  },
  {
    slug: "now-casting-runway-models-for-autumn-fashion-week",
    title: "Now Casting: Runway Models for Autumn Fashion Week",
    category: "casting-calls",
    excerpt:
      "Three designers have asked us for runway talent for the coming fashion week. Here is what they want and how to be considered.",
    imageUrl: img(7),
    author: authors[2],
    readTime: "4 min read",
    publishedDaysAgo: 16,
    featured: false,
    contentHtml: `<p>Fashion week casting has opened, and three of the designers we work with most closely have asked for runway talent from our boards.</p>
<h2>The briefs</h2>
<ul>
<li><strong>Womenswear:</strong> a confident, unhurried walk and comfort in high heels on a long runway.</li>
<li><strong>Menswear:</strong> strong presence; experience with tailoring is a plus.</li>
<li><strong>Gender-neutral capsule:</strong> open to all talent aged 18 and over.</li>
</ul>
<h2>Preparing for castings</h2>
<p>Bring a printed comp card, wear fitted black clothing and keep make-up minimal. Practise your walk in the shoes you will actually wear. Casting directors see hundreds of people in a day, so arrive on time and be ready to walk straight away.</p>
<blockquote><p>"Castings are not only about the walk. We want to see how you take direction," says one of the show producers.</p></blockquote>
<p>Talent on our boards will receive casting times from their booker. If you are not yet represented, apply through our website before the end of the month.</p>`,
  },
  {
    slug: "casting-call-creators-for-a-sustainable-denim-launch",
    title: "Casting Call: Creators for a Sustainable Denim Launch",
    category: "casting-calls",
    excerpt:
      "A sustainable denim label is looking for influencers with an authentic voice on slow fashion for a three-month content partnership.",
    imageUrl: img(5),
    author: authors[1],
    readTime: "3 min read",
    publishedDaysAgo: 45,
    featured: false,
    contentHtml: `<p>We are casting creators for a three-month content partnership with a denim label that makes every pair from recycled cotton.</p>
<h2>The partnership</h2>
<p>Selected creators will receive the collection, join a studio shoot and publish four pieces of content over the campaign, with full creative input on how the story is told.</p>
<h2>Requirements</h2>
<ul>
<li>An engaged audience on Instagram or TikTok (reach matters less than genuine interaction)</li>
<li>A track record of content about sustainability, styling or craft</li>
<li>Age 18 or over</li>
</ul>
<blockquote><p>The brand wants honest voices. Creators who already mend, thrift or rewear are exactly who they are looking for.</p></blockquote>
<p>Connect your social accounts in your dashboard so our team can review your audience data, then tell your booker you would like to be considered.</p>`,
  },
  {
    slug: "spotlight-kofi-asante-from-accra-to-milan",
    title: "Spotlight: Kofi Asante's Journey from Accra to Milan",
    category: "spotlight",
    excerpt:
      "Two years ago Kofi Asante was studying architecture in Accra. This season he opened a show in Milan. He tells us how it happened.",
    imageUrl: img(4),
    author: authors[1],
    readTime: "5 min read",
    publishedDaysAgo: 22,
    featured: false,
    contentHtml: `<p>Kofi Asante never planned to model. He was in his third year of an architecture degree when our scouting team met him at a design fair in Accra.</p>
<h2>A different kind of structure</h2>
<p>"I think about clothes the way I think about buildings," Kofi says. "There is a structure underneath, and the job is to make it look effortless." That eye for form has made him a favourite of designers who work with sharp tailoring.</p>
<h2>The first season</h2>
<p>His first months were spent on test shoots and a handful of lookbooks. Then came the call from Milan: an exclusive to open a menswear show.</p>
<blockquote><p>"I had ten minutes to learn the walk the designer wanted. I watched the show producer once and then just trusted my feet."</p></blockquote>
<h2>Still studying</h2>
<p>Kofi is finishing his degree part-time between bookings. His advice for new faces:</p>
<ul>
<li>Say yes to test shoots: they are where you learn.</li>
<li>Ask questions on set; photographers appreciate curiosity.</li>
<li>Keep something in your life that is not modelling.</li>
</ul>`,
  },
  {
    slug: "spotlight-priya-kapoor-community-around-slow-fashion",
    title: "Spotlight: How Priya Kapoor Built a Community Around Slow Fashion",
    category: "spotlight",
    excerpt:
      "Creator Priya Kapoor turned weekly styling videos into one of the most engaged slow-fashion communities online.",
    imageUrl: img(9),
    author: authors[0],
    readTime: "5 min read",
    publishedDaysAgo: 54,
    featured: false,
    contentHtml: `<p>Priya Kapoor posted her first "one dress, seven ways" video from her bedroom in Mumbai. Four years later, her weekly styling series reaches hundreds of thousands of people.</p>
<h2>Starting small</h2>
<p>"I never tried to go viral," Priya says. "I just answered the questions people kept asking me: how do you make old clothes feel new?"</p>
<h2>Working with brands</h2>
<p>Priya is selective about partnerships. She only works with brands whose production she can explain to her audience, and she insists on creative control.</p>
<blockquote><p>"My community trusts me because I say no a lot. That trust is the whole business."</p></blockquote>
<h2>Her tips for new creators</h2>
<ul>
<li>Pick one format and post it consistently.</li>
<li>Reply to comments; that is where ideas come from.</li>
<li>Disclose every partnership clearly.</li>
</ul>`,
  },
  {
    slug: "maison-talent-opens-new-scouting-office-in-lagos",
    title: "Maison Talent Opens a New Scouting Office in Lagos",
    category: "news",
    excerpt:
      "Our new Lagos office will scout and develop talent across West Africa, with open days every month.",
    imageUrl: img(3),
    author: authors[0],
    readTime: "3 min read",
    publishedDaysAgo: 10,
    featured: false,
    contentHtml: `<p>We are delighted to announce the opening of our first office in Lagos, led by our Head of Scouting, Daniel Okoro.</p>
<h2>Why Lagos</h2>
<p>Some of the most exciting faces on our boards, including Amara Okafor and Nia Adeyemi, began their careers in Nigeria. A permanent team on the ground means we can meet new talent in person, support their development and connect them with clients worldwide.</p>
<h2>Open days</h2>
<p>The office will hold an open casting on the first Saturday of every month. Bring:</p>
<ul>
<li>Two recent natural photos</li>
<li>Your measurements</li>
<li>A parent or guardian if you are under 18</li>
</ul>
<blockquote><p>"Talent is everywhere. Opportunity is not. This office is about closing that gap." — Daniel Okoro</p></blockquote>`,
  },
  {
    slug: "our-new-safeguarding-policy-for-models-under-18",
    title: "Our New Safeguarding Policy for Models Under 18",
    category: "news",
    excerpt:
      "We have updated our safeguarding policy for models aged 16 and 17. Here is what changes for talent, parents and clients.",
    imageUrl: img(6),
    author: authors[2],
    readTime: "4 min read",
    publishedDaysAgo: 37,
    featured: false,
    contentHtml: `<p>The wellbeing of young talent comes first. We represent models from the age of 16, and we have updated our safeguarding policy for everyone under 18.</p>
<h2>What changes</h2>
<ul>
<li>Written consent from a parent or legal guardian is required before a profile goes live.</li>
<li>A parent, guardian or agency chaperone attends every booking.</li>
<li>No bookings during school hours in term time, and no work after 8 pm.</li>
<li>No lingerie, swimwear or implied-nudity work, without exception.</li>
</ul>
<h2>For clients</h2>
<p>Clients booking talent under 18 will receive a short safeguarding brief with the booking confirmation. Our bookers will confirm call times, breaks and chaperone arrangements in advance.</p>
<blockquote><p>If anything on set ever feels wrong, call your booker. We will always back you.</p></blockquote>
<p>Questions about the policy can be sent to our support team through the contact page.</p>`,
  },
  {
    slug: "maison-talent-partners-with-northlight-studios",
    title: "Maison Talent Partners with Northlight Studios",
    category: "news",
    excerpt:
      "A new partnership gives our development board regular access to professional studio time for test shoots.",
    imageUrl: img(8),
    author: authors[3],
    readTime: "2 min read",
    publishedDaysAgo: 63,
    featured: false,
    contentHtml: `<p>We have partnered with Northlight Studios to give new faces on our development board monthly test shoots with professional photographers, stylists and make-up artists.</p>
<h2>Why test shoots matter</h2>
<p>A strong portfolio opens doors. Test shoots let new talent practise in front of the camera, try different looks and build the book that clients ask to see.</p>
<ul>
<li>Monthly studio days for development talent</li>
<li>Images delivered within two weeks</li>
<li>No cost to talent</li>
</ul>
<blockquote><p>"We want every new face to have a book they are proud of within their first three months." — Tomas Reyes</p></blockquote>`,
  },
  {
    slug: "behind-the-scenes-a-day-on-set-for-the-atelier-noir-lookbook",
    title: "Behind the Scenes: A Day on Set for the Atelier Noir Lookbook",
    category: "behind-scenes",
    excerpt:
      "Call time 6 am, forty looks, one studio. We followed the team behind the Atelier Noir lookbook from first coffee to final frame.",
    imageUrl: img(10),
    author: authors[3],
    readTime: "5 min read",
    publishedDaysAgo: 29,
    featured: false,
    contentHtml: `<p>Lookbook days are marathons. For the Atelier Noir autumn lookbook, four of our models shot forty looks in a single day.</p>
<h2>6:00 — Call time</h2>
<p>Hair and make-up start before sunrise. The brief is "polished but lived-in": clean skin, soft brows, hair that looks like it was done in five minutes and actually took forty.</p>
<h2>9:00 — First frame</h2>
<p>The photographer works fast. Each look gets a full-length, a detail and a movement shot. Stylists steam, pin and swap shoes between every frame.</p>
<blockquote><p>"A good lookbook model makes the fortieth look as fresh as the first." — the photographer</p></blockquote>
<h2>What you don't see</h2>
<ul>
<li>Two rails of backup sizes and a seamstress on call</li>
<li>A shot list taped to every mirror</li>
<li>Lunch eaten in dressing gowns</li>
</ul>
<p>The last frame was shot at 5:40 pm. The lookbook launches next month.</p>`,
  },
  {
    slug: "inside-the-fitting-room-preparing-for-fashion-week",
    title: "Inside the Fitting Room: Preparing for Fashion Week",
    category: "behind-scenes",
    excerpt:
      "Before a model ever walks, there are fittings. Our bookers explain what happens in the fitting room and how to make a good impression.",
    imageUrl: img(5),
    author: authors[2],
    readTime: "4 min read",
    publishedDaysAgo: 75,
    featured: false,
    contentHtml: `<p>Fittings decide which looks a model wears, and sometimes whether they walk at all. Here is what happens behind the fitting-room curtain.</p>
<h2>The process</h2>
<p>Models try on each look assigned to them while the designer, stylist and atelier team adjust hems, sleeves and fastenings. Polaroids are taken of every look for the running order.</p>
<h2>How to make a good impression</h2>
<ul>
<li>Wear nude underwear and bring your own heels.</li>
<li>Stay still and patient: pins are everywhere.</li>
<li>Be honest if something is uncomfortable to walk in.</li>
</ul>
<blockquote><p>Designers remember the models who made their job easier.</p></blockquote>`,
  },
  {
    slug: "behind-the-scenes-what-happens-at-a-go-see",
    title: "Behind the Scenes: What Happens at a Go-See",
    category: "behind-scenes",
    excerpt: "A go-see is a short meeting with a client. Here is how to prepare, what to bring and what happens next.",
    imageUrl: img(4),
    author: authors[1],
    readTime: "3 min read",
    publishedDaysAgo: null,
    featured: false,
    contentHtml: `<p>A go-see is a brief meeting where a client sees you in person before booking. It usually lasts less than ten minutes.</p>
<h2>What to bring</h2>
<ul>
<li>Your portfolio or a tablet with your latest images</li>
<li>Comp cards</li>
<li>Heels or flat shoes, depending on the brief</li>
</ul>
<p>Draft: add a section on follow-up etiquette before publishing.</p>`,
  },
];

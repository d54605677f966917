/**
 * Everything about the site's owner in one place. The owner below is fictional:
 * replace these values with your own (no code elsewhere needs to change).
 * Build-time values (site URL, tag-manager id) come from environment variables;
 * see .env.example.
 */
export type SiteConfig = {
  owner: {
    name: string;
    firstName: string;
    role: string;
    location: string;
  };
  mascot: { name: string };
  emails: { hiring: string; brands: string; events: string; general: string };
  profiles: { professionalNetwork: string; blogging: string; photoSharing: string };
  externalUrls: {
    caseStudiesWorkspace: string;
    cvDownload: string;
    longFormWriting: string;
    paymentStore: string;
  };
  siteUrl: string;
  tagManagerId: string | undefined;
};

export const siteConfig: SiteConfig = {
  owner: {
    name: "Sekar Wulandari",
    firstName: "Sekar",
    role: "UX Research Lead, speaker and mentor",
    location: "Jakarta, Indonesia",
  },
  mascot: { name: "Mochi" },
  emails: {
    hiring: "hiring@sekar-wulandari.example",
    brands: "brands@sekar-wulandari.example",
    events: "events@sekar-wulandari.example",
    general: "hello@sekar-wulandari.example",
  },
  profiles: {
    professionalNetwork: "https://www.linkedin.com/in/sekar-wulandari-example",
    blogging: "https://medium.com/@sekar-wulandari-example",
    photoSharing: "https://www.instagram.com/sekar.wulandari.example",
  },
  externalUrls: {
    caseStudiesWorkspace: "https://sekar-wulandari-example.notion.site/case-studies",
    cvDownload: "https://drive.google.com/file/d/sekar-wulandari-example-cv/view",
    longFormWriting: "https://medium.com/@sekar-wulandari-example",
    paymentStore: "https://sekar-wulandari-example.gumroad.com",
  },
  siteUrl: __BUILD_ENV__.siteUrl,
  tagManagerId: __BUILD_ENV__.tagManagerId,
};

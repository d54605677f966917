/** schema.org Person for the owner (JSON-LD on home and experiences). */
export type PersonInput = {
  name: string;
  jobTitle: string;
  url: string;
  image: string;
  sameAs: string[];
  location: string;
};

export function personJsonLd(person: PersonInput): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: person.name,
    jobTitle: person.jobTitle,
    url: person.url,
    image: person.image,
    sameAs: person.sameAs,
    address: { "@type": "PostalAddress", addressLocality: person.location },
  };
}

import { decodeEntities } from "../../model/security/html-entities";

/** Reads tags out of served HTML as it arrives, before any script runs. */
export function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  const pattern = new RegExp(`<meta ${attribute}="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" content="([^"]*)"`);
  return decodedText(pattern.exec(html)?.[1]);
}

export function titleOf(html: string): string | undefined {
  return decodedText(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

function decodedText(text: string | undefined): string | undefined {
  return text === undefined ? undefined : decodeEntities(text);
}

// Writes feed.xml (Atom) of the talks and guides into the built site.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { talks } from "../../content/talks";
import { atomFeedXml } from "../../tooling/atom-feed";
import { FEED_PATH, siteFeed } from "../../tooling/site-feed";
import { readContentSnapshot } from "../../server/content/snapshot.server";

export async function writeFeed(client: string, siteUrl: string, ownerName: string): Promise<number> {
  // The same content, read the same way, as the pre-rendered guide pages.
  const { inspirations } = await readContentSnapshot();
  const feed = siteFeed({ siteUrl, ownerName, talks, inspirations });
  writeFileSync(path.join(client, FEED_PATH.slice(1)), atomFeedXml(feed));
  return feed.entries.length;
}

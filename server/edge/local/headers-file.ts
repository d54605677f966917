/**
 * The `_headers` file of a static-assets directory, as Cloudflare reads it:
 * a line starting at column 0 is a URL pattern (`*` matches anything,
 * `:name` one segment), the indented `Name: value` lines below it are headers
 * for the paths it matches, and `! Name` removes a header set by an earlier rule.
 */
export type HeaderRule = { pattern: RegExp; set: [string, string][]; remove: string[] };

function patternOf(path: string): RegExp {
  const escaped = path
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+"))
    .join(".*");
  return new RegExp(`^${escaped}$`);
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let rule: HeaderRule | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rule = { pattern: patternOf(line.trim()), set: [], remove: [] };
      rules.push(rule);
      continue;
    }
    if (!rule) continue;
    const trimmed = line.trim();
    if (trimmed.startsWith("!")) {
      rule.remove.push(trimmed.slice(1).trim());
      continue;
    }
    const colon = trimmed.indexOf(":");
    if (colon > 0) rule.set.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers the rules give a path, in order; a header set by two rules gets both values, comma-joined. */
export function applyHeaderRules(rules: readonly HeaderRule[], path: string, headers: Headers): void {
  const matching = rules.filter((rule) => rule.pattern.test(path));
  const added = new Set<string>();
  for (const rule of matching) {
    for (const [name, value] of rule.set) {
      if (added.has(name.toLowerCase())) headers.append(name, value);
      else headers.set(name, value);
      added.add(name.toLowerCase());
    }
  }
  for (const rule of matching) for (const name of rule.remove) headers.delete(name);
}

/** Fills a text of texts.ts: its `{win}`, `{bet}`… by name; a name without a value stays as written. */
export const fill = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

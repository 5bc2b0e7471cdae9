/** Splits what was typed into addresses: commas, semicolons, spaces and new lines separate. */
export const parseEmailList = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part.length > 0),
  ),
];

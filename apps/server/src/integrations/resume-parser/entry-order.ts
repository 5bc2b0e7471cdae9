/** Which of title and company an entry heading wrote first, and whether their words decided it. */
export type HeadingOrder = { titleFirst: boolean; decided: boolean };

type Ordered = { title: string; company: string; order: HeadingOrder | null };

/**
 * The entries of one work history share their layout: where the words of one heading cannot tell
 * its title from its company ("Starbucks | Barista"), it is read in the order the headings whose
 * words did tell ("Tesco | Cashier": the company first) wrote them, when most of those agree.
 */
export const inSectionOrder = <T extends Ordered>(headings: readonly T[]): T[] => {
  const decided = headings.flatMap((heading) => (heading.order?.decided ? [heading.order] : []));
  const companyFirst = decided.filter((order) => !order.titleFirst).length;
  const titleFirst = decided.length - companyFirst;
  if (companyFirst === titleFirst) return [...headings];
  const sectionTitleFirst = titleFirst > companyFirst;
  return headings.map((heading) =>
    heading.order && !heading.order.decided && heading.order.titleFirst !== sectionTitleFirst
      ? {
          ...heading,
          title: heading.company,
          company: heading.title,
          order: { titleFirst: sectionTitleFirst, decided: false },
        }
      : heading,
  );
};

/** A phone number written right after a word: "Ireland+1 (580) 555-8089". */
const WORD_THEN_PHONE = /(?<=\p{L})(?=\+\d)/gu;
/** An e-mail address written right after a number: "555-8089maya.johansson@proton.me". */
const NUMBER_THEN_MAIL = /(?<=\d)(?=\p{L}[\p{L}\d._%+'-]*@)/gu;
/** The end of a phone number: seven digits or more, with the usual separators. */
const PHONE_END = /(?:\+\s?)?\(?\d[\d\s().-]{5,}\d$/;

/**
 * A converter that drops the space between the items of a flex row glues the contact details:
 * "Dublin, Ireland+1 (580) 555-8089maya.johansson@proton.me". Split where a phone number starts
 * right after a word and where an e-mail address starts right after a phone number.
 */
export const splitGluedContact = (segment: string): string[] => {
  let marked = segment.replace(WORD_THEN_PHONE, '\t');
  marked = marked.replace(NUMBER_THEN_MAIL, (empty: string, offset: number, whole: string) =>
    PHONE_END.test(whole.slice(0, offset).split('\t').pop() ?? '') ? '\t' : empty,
  );
  return marked
    .split('\t')
    .map((part) => part.trim())
    .filter(Boolean);
};

/** "Submitted by Ada Lovelace (Northwind Talent)": the source line of a partner's candidate. */
export const submittedByLabel = (partner: {
  first_name: string;
  last_name: string;
  email: string;
  agency_name: string | null;
}): string => {
  const name = `${partner.first_name} ${partner.last_name}`.trim() || partner.email;
  return `Submitted by ${partner.agency_name ? `${name} (${partner.agency_name})` : name}`;
};

/** Words that mark a job title ("Senior Data Engineer") or a company name ("Acme GmbH"). */
const TITLE_WORDS = new Set(
  (
    'engineer engineering developer programmer architect manager director head lead leader chief ' +
    'officer president vp founder cofounder co-founder owner partner principal consultant analyst ' +
    'scientist researcher designer specialist coordinator administrator admin assistant associate ' +
    'intern internship trainee apprentice representative rep executive recruiter accountant auditor ' +
    'controller teacher lecturer professor tutor nurse physician doctor therapist pharmacist writer ' +
    'editor journalist copywriter marketer strategist technician mechanic operator agent advisor ' +
    'adviser planner buyer clerk cashier supervisor foreman secretary receptionist attorney lawyer ' +
    'paralegal counsel economist statistician mathematician chemist biologist physicist producer ' +
    'artist illustrator photographer animator devops sre qa tester support ceo cto cfo coo cmo cio ' +
    'ciso svp evp avp md gm dba owner staff senior junior ' +
    'freelance freelancer contractor volunteer ' +
    // Jobs outside the office, which resumes name the same way: "Barista | Starbucks".
    'barista chef sous commis waiter waitress bartender hostess driver courier carer caregiver ' +
    'electrician plumber carpenter welder labourer laborer cleaner housekeeper firefighter ' +
    'paramedic attendant steward stewardess stylist hairdresser beautician dentist surgeon midwife ' +
    'veterinarian librarian counsellor counselor worker inspector surveyor estimator draughtsman ' +
    'draftsman machinist installer dispatcher bookkeeper teller underwriter actuary broker banker ' +
    'negotiator instructor coach trainer educator salesperson merchandiser storekeeper operative'
  ).split(/[\s,]+/),
);

const COMPANY_WORDS = new Set(
  (
    'inc incorporated llc llp ltd limited gmbh ag sa sas sarl bv nv plc pty corp corporation co ' +
    'company group holdings labs lab technologies bank partners consulting consultancy studio ' +
    'studios agency healthcare hospital clinic university college school institute foundation ' +
    'ventures capital games networks logistics pharma pharmaceuticals energy motors airlines ' +
    'insurance ab asa oy spa srl kg se industries international global enterprises interactive ' +
    'ministry council authority'
  ).split(/\s+/),
);

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** How strongly the text reads as a job title: the number of title words in it. */
export const titleScore = (text: string): number =>
  words(text).filter((word) => TITLE_WORDS.has(word)).length;

/** How strongly the text reads as a company name: the number of company words in it. */
export const companyScore = (text: string): number =>
  words(text.replace(/\./g, '')).filter((word) => COMPANY_WORDS.has(word)).length;
